import { AgentvError } from './agentv-error.js';

/** An evaluator could not produce a score (bad script output, missing prompt file, …). */
export class EvaluatorError extends AgentvError {
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'EVALUATOR', exitCode: 1, cause });
  }
}
