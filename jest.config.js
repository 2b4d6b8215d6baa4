// One jest run over every package; each package also runs alone with `npm test -w <package>`.
module.exports = {
  testTimeout: 30000,
  projects: ['<rootDir>/contracts', '<rootDir>/projections', '<rootDir>/server', '<rootDir>/client', '<rootDir>/test'],
};
