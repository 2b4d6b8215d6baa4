// Lets a worker thread started from the TypeScript sources (the tests, under ts-jest) run them:
// .ts files are transpiled on require (esbuild: the TypeScript compiler takes many seconds for the
// projector's imports on a busy machine; every column names its type, so no decorator metadata is
// needed), and the workspace packages resolve to their sources as jest's moduleNameMapper maps
// them. Built code never loads it.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { transformSync } = require('esbuild');

const root = resolve(__dirname, '../../..');
const sources = {
  '@shop/contracts': join(root, 'contracts/src/index.ts'),
  '@shop/projections': join(root, 'projections/src/index.ts'),
};
const options = {
  loader: 'ts',
  format: 'cjs',
  target: 'es2022',
  sourcemap: 'inline',
  tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, sources[request] ?? request, ...rest);
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, sourcefile: filename });
  module._compile(code, filename);
};
