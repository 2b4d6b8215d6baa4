// Stands in for imported CSS files under jest.
module.exports = {};
