// Integration tests start real servers and databases: 30 s per test. Set here rather than as
// `testTimeout`, which Jest 29 accepts only at the top level, not in each project's config.
jest.setTimeout(30_000);
