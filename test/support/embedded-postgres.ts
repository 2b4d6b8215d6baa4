// Test-side entry to the same embedded PostgreSQL starter that `npm start` uses.
export { startEmbeddedPostgres, type RunningPostgres } from '../../server/src/database/embedded-postgres';
