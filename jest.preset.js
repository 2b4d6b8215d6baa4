// Shared jest settings: TypeScript through ts-jest, decorators with metadata for NestJS and TypeORM,
// workspace packages mapped to their sources, and one real PostgreSQL for the whole run.
const path = require('path');

// ts-jest in transpile-only mode: type checking is `npm run typecheck`'s job. Constructor
// injection uses explicit @Inject tokens, so decorator metadata needs no type information.
const ts = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      module: 'commonjs',
      target: 'es2022',
      jsx: 'react-jsx',
      esModuleInterop: true,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      useDefineForClassFields: false,
    },
    diagnostics: false,
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
    transform: { '^.+\\.tsx?$': ts },
    moduleNameMapper: {
      '^@shop/contracts$': path.join(root, 'contracts/src/index.ts'),
      '^@shop/projections$': path.join(root, 'projections/src/index.ts'),
      '^@shop/testing/(.*)$': path.join(root, 'test/support/$1'),
    },
    globalSetup: path.join(root, 'test/support/global-setup.ts'),
    globalTeardown: path.join(root, 'test/support/global-teardown.ts'),
    setupFilesAfterEnv: [path.join(root, 'test/support/jest-timeout.ts')],
    ...overrides,
  };
};
