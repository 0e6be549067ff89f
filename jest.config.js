/**
 * Jest runs the TypeScript tests under lib/ through ts-jest, with tsconfig.dev.json (the package's options plus jest's types).
 * That config sets isolatedModules, so ts-jest compiles each file on its own without type-checking it: `npm test`
 * type-checks everything (tests included) with tsc before jest starts, and checking each test file again cost
 * about a quarter of the CPU time of the library's suites.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.dev.json' }] },
  modulePathIgnorePatterns: ['<rootDir>/build/'],
  // many tests start the program as real processes; on a busy machine jest's 5 s default fails them before they are done (a bound, not a timed assertion)
  testTimeout: 60_000,
  // one temporary folder for the run (TMPDIR), removed at its end: tests and the processes they start leave nothing behind
  globalSetup: '<rootDir>/lib/cli/test-temp-setup.ts',
  globalTeardown: '<rootDir>/lib/cli/test-temp-teardown.ts',
};
