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
