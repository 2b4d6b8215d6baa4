// `npm run verify -- <export.ndjson> [--earlier <older-export.ndjson>] [--head <revision>:<hash>]`:
// the auditor's offline verifier. Reads a file from GET /api/audit/tubes/{id}/events (or
// GET /api/audit/gacha/{id}/events: a capsule machine's log, or GET /api/audit/packages/{id}/events:
// a blind box's log) and checks it with nothing else — no server, no database — using the same
// verifyTubeLog / verifyGachaLog / verifyPackageLog as the browser's static verifier and the server
// (docs/fairness.md). For tubes, `--earlier` and `--head` also check that the log still
// holds what was seen before (an export saved earlier, a chain head kept from the live tube), so a
// log rewritten from its start into a new self-consistent chain is caught.
// Exit codes: 0 verified; 1 a check failed or a file cannot be read; 2 every check so far
// passed but the seed is not revealed yet, so the tiers cannot be checked.
import { readFileSync } from 'node:fs';
import {
  chainCheckpoints,
  checkExtends,
  PackageAuditFileError,
  parsePackageAuditExport,
  parseTubeAuditExport,
  TubeAuditFileError,
  verifyPackageLog,
  verifyGachaLog,
  verifyTubeLog,
  type ChainCheckpoint,
  type GachaAuditSummary,
  type PackageAuditLine,
  type PackageAuditSummary,
  type TubeAuditSummary,
} from '@shop/contracts';

/** What the log must still hold: an earlier export's text, and/or chain heads kept as `<revision>:<hash>`. */
export type EarlierCopies = { earlierExport?: string; heads?: string[] };

export function verifyExport(text: string, earlier: EarlierCopies = {}): { exitCode: 0 | 1 | 2; lines: string[] } {
  // A blind box's export (GET /api/audit/packages/{id}/events) starts with PackageOpened.
  if (firstType(text) === 'PackageOpened') return verifyPackageExport(text, earlier.earlierExport);
  let events;
  const kept: ChainCheckpoint[] = [];
  try {
    events = parseTubeAuditExport(text);
    if (earlier.earlierExport !== undefined) kept.push(...chainCheckpoints(parseTubeAuditExport(earlier.earlierExport)));
  } catch (error) {
    if (error instanceof TubeAuditFileError) return { exitCode: 1, lines: [`FAILED: cannot read the export, ${error.message}`] };
    throw error;
  }
  // A capsule machine's export (GET /api/audit/gacha/{id}/events) starts with GachaStocked.
  if (events[0]?.type === 'GachaStocked') return verifyGachaExport(events);
  for (const head of earlier.heads ?? []) {
    const match = /^(\d+):([0-9a-f]{64})$/.exec(head);
    if (!match) return { exitCode: 1, lines: [`FAILED: --head must be <revision>:<64 lowercase hex>, got ${head}`] };
    kept.push({ revision: Number(match[1]), hash: match[2]! });
  }
  const result = verifyTubeLog(events);
  if (result.status === 'failed') {
    const { index, revision, type, code, detail } = result.failure;
    const where = `event #${index}${revision === undefined ? '' : ` (revision ${revision})`} ${type}`;
    return { exitCode: 1, lines: [`FAILED at ${where}: ${code}`, `  ${detail}`] };
  }
  const rewritten = checkExtends(events, kept);
  if (rewritten) return { exitCode: 1, lines: [`FAILED: not the log seen earlier: ${rewritten}`] };
  const lines = describe(result.summary);
  if (result.status === 'unrevealed') {
    return {
      exitCode: 2,
      lines: ['NOT YET VERIFIABLE: the chain and every draw check out, but the seed is not revealed, so tiers cannot be checked yet', ...lines],
    };
  }
  return { exitCode: 0, lines: ['VERIFIED: commitment, hash chain, every ticket tier and prize, LAST and sell-out all check out', ...lines] };
}

function verifyGachaExport(events: ReturnType<typeof parseTubeAuditExport>): { exitCode: 0 | 1 | 2; lines: string[] } {
  const result = verifyGachaLog(events);
  if (result.status === 'failed') {
    const { index, revision, type, code, detail } = result.failure;
    const where = `event #${index}${revision === undefined ? '' : ` (revision ${revision})`} ${type}`;
    return { exitCode: 1, lines: [`FAILED at ${where}: ${code}`, `  ${detail}`] };
  }
  const lines = describeGacha(result.summary);
  if (result.status === 'unrevealed') {
    return {
      exitCode: 2,
      lines: ["NOT YET VERIFIABLE: the chain and every capsule check out, but the running round's seed is not revealed yet", ...lines],
    };
  }
  return { exitCode: 0, lines: ["VERIFIED: commitments, hash chain and every capsule against its round's committed order all check out", ...lines] };
}

/** The `type` of the file's first line, when that line is JSON; undefined otherwise. */
function firstType(text: string): unknown {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '');
  try {
    return first === undefined ? undefined : (JSON.parse(first) as { type?: unknown }).type;
  } catch {
    return undefined;
  }
}

function verifyPackageExport(text: string, earlierText?: string): { exitCode: 0 | 1 | 2; lines: string[] } {
  let lines: PackageAuditLine[];
  let earlier: PackageAuditLine[] = [];
  try {
    lines = parsePackageAuditExport(text);
    if (earlierText !== undefined) earlier = parsePackageAuditExport(earlierText);
  } catch (error) {
    if (error instanceof PackageAuditFileError) return { exitCode: 1, lines: [`FAILED: cannot read the export, ${error.message}`] };
    throw error;
  }
  const result = verifyPackageLog(lines);
  if (result.status === 'failed') {
    const { index, revision, type, code, detail } = result.failure;
    const where = `event #${index}${revision === undefined ? '' : ` (revision ${revision})`} ${type}`;
    return { exitCode: 1, lines: [`FAILED at ${where}: ${code}`, `  ${detail}`] };
  }
  // The export's chain is computed when it is exported: an earlier copy must be a prefix of this one.
  const changed = earlier.findIndex((line, i) => lines[i]?.hash !== line.hash);
  if (changed >= 0) return { exitCode: 1, lines: [`FAILED: not the log seen earlier: line ${changed + 1} differs from the earlier export`] };
  const summary = describePackage(result.summary);
  if (result.status === 'unrevealed') {
    return {
      exitCode: 2,
      lines: ['NOT YET VERIFIABLE: the chain and every slot check out, but the seed is revealed only when the box sells out', ...summary],
    };
  }
  return { exitCode: 0, lines: ['VERIFIED: commitment, hash chain, every slot drawn, hint and insight against the committed layout', ...summary] };
}

function describePackage(s: PackageAuditSummary): string[] {
  const rarities = Object.entries(s.drawnByRarity)
    .map(([rarity, n]) => `${rarity}×${n}`)
    .join(' ');
  return [
    `  package ${s.packageId} (product ${s.productId}), ${s.events} events`,
    `  slots drawn ${s.slotsDrawn}/${s.slots}${rarities ? `: ${rarities}` : ''}; hints ${s.hints}, insights ${s.insights}`,
  ];
}

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
