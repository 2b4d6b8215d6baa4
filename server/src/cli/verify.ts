// `npm run verify -- <export.ndjson>`: the auditor's offline verifier. Reads a file from
// GET /api/audit/tubes/{id}/events or GET /api/audit/gacha/{id}/events and checks it with nothing else — no server, no database —
// using the same verifyTubeLog as the browser's static verifier (docs/fairness.md).
// Exit codes: 0 verified; 1 a check failed or the file cannot be read; 2 every check so far
// passed but the seed is not revealed yet, so the tiers cannot be checked.
import { readFileSync } from 'node:fs';
import {
  parseTubeAuditExport,
  TubeAuditFileError,
  verifyGachaLog,
  verifyTubeLog,
  type GachaAuditSummary,
  type TubeAuditSummary,
} from '@shop/contracts';

export function verifyExport(text: string): { exitCode: 0 | 1 | 2; lines: string[] } {
  let events;
  try {
    events = parseTubeAuditExport(text);
  } catch (error) {
    if (error instanceof TubeAuditFileError) return { exitCode: 1, lines: [`FAILED: cannot read the export, ${error.message}`] };
    throw error;
  }
  // A capsule machine's export (GET /api/audit/gacha/{id}/events) starts with GachaStocked.
  if (events[0]?.type === 'GachaStocked') return verifyGachaExport(events);
  const result = verifyTubeLog(events);
  if (result.status === 'failed') {
    const { index, revision, type, code, detail } = result.failure;
    const where = `event #${index}${revision === undefined ? '' : ` (revision ${revision})`} ${type}`;
    return { exitCode: 1, lines: [`FAILED at ${where}: ${code}`, `  ${detail}`] };
  }
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

function main(): void {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npm run verify -- <tube-export.ndjson>');
    process.exit(1);
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`FAILED: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { exitCode, lines } = verifyExport(text);
  (exitCode === 0 ? console.log : console.error)(lines.join('\n'));
  process.exit(exitCode);
}

if (require.main === module) main();
