// `npm run verify -- <export.ndjson> [--earlier <older-export.ndjson>] [--head <revision>:<hash>]`:
// the auditor's offline verifier. Reads a file from GET /api/audit/tubes/{id}/events (or
// GET /api/audit/gacha/{id}/events: a capsule machine's log, or GET /api/audit/packages/{id}/events:
// a blind box's log) and checks it with nothing else — no server, no database — using the same
// verifyTubeLog / verifyGachaLog / verifyPackageLog as the browser's static verifier and the server
// (docs/fairness.md). For every kind, `--earlier` and `--head` also check that the log still
// holds what was seen before (an export saved earlier, a chain head kept from the live page), so a
// log rewritten from its start into a new self-consistent chain is caught.
// Exit codes: 0 verified; 1 a check failed or a file cannot be read; 2 every check so far
// passed but the seed is not revealed yet, so the tiers cannot be checked.
import { readFileSync } from 'node:fs';
import {
  auditExportKind,
  exportCheckpoints,
  PackageAuditFileError,
  parseChainHead,
  parsePackageAuditExport,
  parseTubeAuditExport,
  TubeAuditFileError,
  verifyPackageLog,
  verifyGachaLog,
  verifyTubeLog,
  type ChainCheckpoint,
  type GachaAuditSummary,
  type PackageAuditSummary,
  type TubeAuditSummary,
} from '@shop/contracts';

/** What the log must still hold: an earlier export's text, and/or chain heads kept as `<revision>:<hash>`. */
export type EarlierCopies = { earlierExport?: string; heads?: string[] };

type Verdict = { exitCode: 0 | 1 | 2; lines: string[] };
type Failure = { index: number; revision?: number; type: string; code: string; detail: string };

export function verifyExport(text: string, earlier: EarlierCopies = {}): Verdict {
  const kept: ChainCheckpoint[] = [];
  for (const head of earlier.heads ?? []) {
    const point = parseChainHead(head);
    if (!point) return { exitCode: 1, lines: [`FAILED: --head must be <revision>:<64 lowercase hex>, got ${head}`] };
    kept.push(point);
  }
  try {
    if (earlier.earlierExport !== undefined) kept.push(...exportCheckpoints(earlier.earlierExport));
  } catch (error) {
    if (error instanceof TubeAuditFileError || error instanceof PackageAuditFileError)
      return { exitCode: 1, lines: [`FAILED: cannot read the earlier export, ${error.message}`] };
    throw error;
  }
  try {
    switch (auditExportKind(text)) {
      case 'package': {
        const result = verifyPackageLog(parsePackageAuditExport(text), kept);
        if (result.status === 'failed') return failed(result.failure);
        return verdict(result.status, describePackage(result.summary), {
          verified: 'VERIFIED: commitment, hash chain, every slot drawn, hint and insight against the committed layout',
          unrevealed: 'NOT YET VERIFIABLE: the chain and every slot check out, but the seed is revealed only when the box sells out',
        });
      }
      case 'gacha': {
        const result = verifyGachaLog(parseTubeAuditExport(text), kept);
        if (result.status === 'failed') return failed(result.failure);
        return verdict(result.status, describeGacha(result.summary), {
          verified: "VERIFIED: commitments, hash chain, every capsule against its round's committed order, sell-outs and reveals all check out",
          unrevealed: "NOT YET VERIFIABLE: the chain and every capsule check out, but the running round's seed is not revealed yet",
        });
      }
      case 'tube': {
        const result = verifyTubeLog(parseTubeAuditExport(text), kept);
        if (result.status === 'failed') return failed(result.failure);
        return verdict(result.status, describe(result.summary), {
          verified: 'VERIFIED: commitment, hash chain, every ticket tier and prize, LAST and sell-out all check out',
          unrevealed: 'NOT YET VERIFIABLE: the chain and every draw check out, but the seed is not revealed, so tiers cannot be checked yet',
        });
      }
    }
  } catch (error) {
    if (error instanceof TubeAuditFileError || error instanceof PackageAuditFileError)
      return { exitCode: 1, lines: [`FAILED: cannot read the export, ${error.message}`] };
    throw error;
  }
}

function failed({ index, revision, type, code, detail }: Failure): Verdict {
  const where = `event #${index}${revision === undefined ? '' : ` (revision ${revision})`} ${type}`;
  // A log that no longer holds what was kept: say so first, as the CLI always has.
  if (code === 'rewritten') return { exitCode: 1, lines: [`FAILED: not the log seen earlier: ${detail}`, `  at ${where}`] };
  return { exitCode: 1, lines: [`FAILED at ${where}: ${code}`, `  ${detail}`] };
}

function verdict(status: 'verified' | 'unrevealed', summary: string[], titles: { verified: string; unrevealed: string }): Verdict {
  return status === 'verified' ? { exitCode: 0, lines: [titles.verified, ...summary] } : { exitCode: 2, lines: [titles.unrevealed, ...summary] };
}

function describePackage(s: PackageAuditSummary): string[] {
  const rarities = Object.entries(s.drawnByRarity)
    .map(([rarity, n]) => `${rarity}×${n}`)
    .join(' ');
  return [
    `  package ${s.packageId} (product ${s.productId}), ${s.events} events`,
    `  slots drawn ${s.slotsDrawn}/${s.slots}${rarities ? `: ${rarities}` : ''}; hints ${s.hints}, insights ${s.insights}`,
    ...(s.beacon ? [beaconLine(s.beacon)] : []),
  ];
}

const beaconLine = (b: { round: number; randomness: string; publicKey: string }) =>
  `  beacon round ${b.round} (randomness ${b.randomness}) signed by public key ${b.publicKey}`;

function describeGacha(s: GachaAuditSummary): string[] {
  const rarities = Object.entries(s.drawnByRarity)
    .map(([rarity, n]) => `${rarity}×${n}`)
    .join(' ');
  return [
    `  machine ${s.machineId} (product ${s.productId}), ${s.events} events, ${s.rounds} round(s)`,
    `  capsules drawn ${s.capsulesDrawn}${rarities ? `: ${rarities}` : ''}`,
    `  rounds verified against their revealed seed: ${s.verifiedRounds.join(', ') || 'none yet'}`,
  ];
}

function describe(s: TubeAuditSummary): string[] {
  const tiers = Object.entries(s.drawnByTier)
    .map(([tier, n]) => `${tier}×${n}`)
    .join(' ');
  const lines = [
    `  tube ${s.tubeId} (product ${s.productId}), ${s.events} events`,
    `  tickets drawn ${s.ticketsDrawn}/${s.totalTickets}${tiers ? `: ${tiers}` : ''}`,
  ];
  if (s.txid) {
    lines.push(`  txid ${s.txid}`);
    lines.push(`  grand prize (${s.topTier}) positions ${s.grandPrizePositions?.join(', ')}`);
  }
  if (s.beacon) lines.push(beaconLine(s.beacon));
  if (s.lastPrize) lines.push(`  LAST with ticket ${s.lastPrize.number} to participant ${s.lastPrize.participant}`);
  return lines;
}

function readOrExit(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`FAILED: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return process.exit(1);
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const file = args.shift();
  const earlier: EarlierCopies = { heads: [] };
  while (args.length > 0) {
    const option = args.shift();
    const value = args.shift();
    if (option === '--earlier' && value) earlier.earlierExport = readOrExit(value);
    else if (option === '--head' && value) earlier.heads!.push(value);
    else return usage();
  }
  if (!file) return usage();
  const { exitCode, lines } = verifyExport(readOrExit(file), earlier);
  (exitCode === 0 ? console.log : console.error)(lines.join('\n'));
  process.exit(exitCode);
}

function usage(): never {
  console.error('usage: npm run verify -- <tube-, gacha- or package-export.ndjson> [--earlier <older-export.ndjson>] [--head <revision>:<hash>]');
  return process.exit(1);
}

if (require.main === module) main();
