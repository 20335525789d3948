import * as core from '@actions/core';
import type { Logger } from '../engine/runtime.js';

/** The engine's Logger on top of the runner's log: warnings and errors become annotations. */
export function createCoreLogger(): Logger {
  return {
    info: (message) => core.info(message),
    warn: (message) => core.warning(message),
    error: (message) => core.error(message),
    debug: (message) => core.debug(message),
  };
}
