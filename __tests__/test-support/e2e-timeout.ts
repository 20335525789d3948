import { jest } from '@jest/globals';
import { PROCESS_TEST_TIMEOUT_MS } from './process-timeouts.js';

// Every test of the e2e tier starts the built bundle, often several times, as a child process.
jest.setTimeout(PROCESS_TEST_TIMEOUT_MS);
