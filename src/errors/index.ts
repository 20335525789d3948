export { AgentvError, isAgentvError } from './agentv-error.js';
export { ConfigError, renderConfigMessage, type SourceLocation } from './config-error.js';
export { ProviderError } from './provider-error.js';
export { TimeoutError } from './timeout-error.js';
export { EvaluatorError } from './evaluator-error.js';
