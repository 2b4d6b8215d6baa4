// `npm run verify` makes the same checks for every kind of container: each tampered log of the
// auditors' fixtures fails at its event, old schemes still verify, and `--earlier` / `--head` catch
// a log rebuilt into a new self-consistent chain.
import { exportCheckpoints, type PackageAuditLine } from '@shop/contracts';
import { honestGachaLog, rewrittenGachaLog, tamperedGachaLogs, unrevealedGachaLog } from '@shop/testing/gacha-logs';
import { honestPackageLog, honestPackageV1Log, rewrittenPackageLog, tamperedPackageLogs, unrevealedPackageLog } from '@shop/testing/package-logs';
import { verifyExport } from './verify';

const ndjson = (lines: readonly object[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
const headOf = (text: string, revision: number) => `${revision}:${exportCheckpoints(text)[revision]!.hash}`;

describe('capsule machines', () => {
  it('verify a log with a gacha-v1 round and a gacha-v2 round', () => {
    expect(verifyExport(ndjson(honestGachaLog()))).toMatchObject({
      exitCode: 0,
      lines: [expect.stringMatching(/^VERIFIED/), expect.anything(), expect.anything(), expect.anything()],
    });
  });

  it.each(tamperedGachaLogs().map((t) => [t.name, t] as const))('fail: %s', (_name, t) => {
    const out = verifyExport(ndjson(t.log));
    expect(out.exitCode).toBe(1);
    expect(out.lines[0]).toContain(`FAILED at event #${t.failsAt} `);
    expect(out.lines[0]).toContain(`: ${t.code}`);
  });

  it('--head and --earlier catch a log rebuilt from round 2 on, which passes alone', () => {
    const kept = ndjson(unrevealedGachaLog());
    const rebuilt = ndjson(rewrittenGachaLog());
    expect(verifyExport(rebuilt).exitCode).toBe(2);
    expect(verifyExport(kept, { heads: [headOf(kept, 7)], earlierExport: ndjson(unrevealedGachaLog().slice(0, 5)) }).exitCode).toBe(2);
    const byHead = verifyExport(rebuilt, { heads: [headOf(kept, 7)] });
    expect(byHead).toMatchObject({
      exitCode: 1,
      lines: [expect.stringMatching(/^FAILED: not the log seen earlier: revision 7 hashes to/), expect.anything()],
    });
    const byCopy = verifyExport(rebuilt, { earlierExport: kept });
    expect(byCopy).toMatchObject({
      exitCode: 1,
      lines: [expect.stringMatching(/^FAILED: not the log seen earlier: revision 4 hashes to/), expect.anything()],
    });
  });

  it('--earlier catches a copy of another container, and withheld events', () => {
    const log = ndjson(unrevealedGachaLog());
    expect(verifyExport(log, { earlierExport: ndjson(honestPackageLog()) }).exitCode).toBe(1);
    const withheld = verifyExport(ndjson(unrevealedGachaLog().slice(0, 5)), { earlierExport: log });
    expect(withheld.lines[0]).toMatch(/this log ends at revision 4: events were withheld/);
  });
});

describe('blind boxes', () => {
  it('verify a package-v2 box and a package-v1 box', () => {
    expect(verifyExport(ndjson(honestPackageLog())).exitCode).toBe(0);
    expect(verifyExport(ndjson(honestPackageV1Log())).exitCode).toBe(0);
    expect(verifyExport(ndjson(unrevealedPackageLog())).exitCode).toBe(2);
  });

  it.each(tamperedPackageLogs().map((t) => [t.name, t] as const))('fail: %s', (_name, t) => {
    const out = verifyExport(ndjson(t.log));
    expect(out.exitCode).toBe(1);
    expect(out.lines[0]).toContain(`FAILED at event #${t.failsAt} `);
    expect(out.lines[0]).toContain(`: ${t.code}`);
  });

  it('--head and --earlier catch a box rebuilt with its items reordered, which passes alone', () => {
    const kept: PackageAuditLine[] = unrevealedPackageLog();
    const rebuilt = ndjson(rewrittenPackageLog());
    expect(verifyExport(rebuilt).exitCode).toBe(2);
    const head = `${kept.length - 1}:${kept[kept.length - 1]!.hash}`;
    expect(verifyExport(ndjson(kept), { heads: [head] }).exitCode).toBe(2);
    expect(verifyExport(rebuilt, { heads: [head] }).lines[0]).toMatch(`FAILED: not the log seen earlier: revision ${kept.length - 1} hashes to`);
    expect(verifyExport(rebuilt, { earlierExport: ndjson(kept) }).lines[0]).toMatch(/^FAILED: not the log seen earlier: revision 0 hashes to/);
  });

  it('refuses a head that is not <revision>:<hash>', () => {
    expect(verifyExport(ndjson(honestPackageLog()), { heads: ['4:abc'] })).toMatchObject({
      exitCode: 1,
      lines: [expect.stringMatching(/--head must be/)],
    });
  });
});
