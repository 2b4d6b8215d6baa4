// Shared jest settings: SWC for speed, decorators with metadata for NestJS and TypeORM,
// workspace packages mapped to their sources, and one real PostgreSQL for the whole run.
const path = require('path');

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const root = __dirname;

module.exports = function preset(dir, overrides = {}) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
    moduleNameMapper: {
      '^@shop/contracts$': path.join(root, 'contracts/src/index.ts'),
      '^@shop/projections$': path.join(root, 'projections/src/index.ts'),
      '^@shop/testing/(.*)$': path.join(root, 'test/support/$1'),
    },
    globalSetup: path.join(root, 'test/support/global-setup.ts'),
    globalTeardown: path.join(root, 'test/support/global-teardown.ts'),
    testTimeout: 30000,
    ...overrides,
  };
};
