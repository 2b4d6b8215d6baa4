// Client unit tests: jsdom, no database, CSS imports stubbed.
const path = require('path');
const preset = require('../jest.preset');
const base = preset(__dirname);

module.exports = preset(__dirname, {
  testEnvironment: 'jsdom',
  globalSetup: undefined,
  globalTeardown: undefined,
  setupFiles: [path.join(__dirname, 'jest/jsdom-setup.cjs')],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '\\.css$': path.join(__dirname, 'jest/style-stub.cjs'),
  },
});
