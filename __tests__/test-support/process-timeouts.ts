/**
 * The Jest timeout of a test that starts real child processes (every test of the e2e tier, and the
 * in-process tests that run agents or scripts) or sends hundreds of real requests to a loopback
 * server. On a 2-core machine held by other work one start can take seconds; the timeout is there
 * to catch a hang, never to check speed.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

/**
 * How long a harness lets one child run before killing it: less than the test's timeout, so a hung
 * child is reported with its output, and is never left running after its test.
 */
export const CHILD_KILL_MS = 100_000;
