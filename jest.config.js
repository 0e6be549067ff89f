/** Jest runs the TypeScript tests under lib/ through ts-jest (which also type-checks them, with tsconfig.dev.json: the package's options plus jest's types). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.dev.json' }] },
  modulePathIgnorePatterns: ['<rootDir>/build/'],
  // one temporary folder for the run (TMPDIR), removed at its end: tests and the processes they start leave nothing behind
  globalSetup: '<rootDir>/lib/cli/test-temp-setup.ts',
  globalTeardown: '<rootDir>/lib/cli/test-temp-teardown.ts',
};
