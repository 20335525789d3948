import { jest } from '@jest/globals';

// A test of the e2e tier starts the built bundle, often several times, as a child process: on a
// 2-core machine held by other work each start can take seconds. The timeout only catches a hang.
jest.setTimeout(120_000);
