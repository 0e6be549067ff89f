/** Jest runs the TypeScript tests under lib/ through ts-jest (which also type-checks them). */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  testMatch: ['**/*.test.ts'],
  modulePathIgnorePatterns: ['<rootDir>/build/'],
};
