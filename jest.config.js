/**
 * Jest in ESM mode: ts-jest transpiles TypeScript; the type check is `npm run typecheck`.
 *
 * Two tiers. `unit` (`npm test`) runs the sources in-process. `e2e` (`npm run test:e2e`) holds the
 * files named `*.e2e.test.ts`: they run the built bundles in `dist/` as real child processes
 * (`npm run bundle` first), so a busy machine slows each of them by seconds and the tier gives them
 * a longer timeout (`__tests__/test-support/e2e-timeout.ts`). `npx jest <file>` runs a file of either.
 */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, isolatedModules: true, diagnostics: false }],
  },
};

export default {
  testTimeout: 30000,
  // The tests wait on child processes and loopback servers much of the time: one worker a core.
  // (Jest's default, a core less, runs everything in one process on a 2-core machine.)
  maxWorkers: '100%',
  // In ESM mode a Jest worker keeps every test file's modules until it ends (jestjs/jest#14605,
  // nodejs/node#63186): 2-3 MB for an empty file, 10-20 MB for most. A worker that had run half the
  // unit tier held 0.5-0.76 GB and took 130-270 ms to exit on a busy machine; the whole tier took
  // past the 500 ms Jest allows, and Jest killed it ("A worker process has failed to exit
  // gracefully"). The tests leave no handle open; a worker past this heap after a file is replaced.
  workerIdleMemoryLimit: '384MB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.e2e\\.test\\.ts$'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/__tests__/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/test-support/e2e-timeout.ts'],
    },
  ],
};
