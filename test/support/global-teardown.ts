import type { RunningPostgres } from './embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __shopTestPg?: RunningPostgres };
  const pg = holder.__shopTestPg;
  holder.__shopTestPg = undefined;
  if (pg) await pg.stop();
}
