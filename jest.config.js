// One jest run over every package; each package also runs alone with `npm test -w <package>`.
module.exports = {
  projects: ['<rootDir>/contracts', '<rootDir>/projections', '<rootDir>/server', '<rootDir>/client', '<rootDir>/test'],
};
