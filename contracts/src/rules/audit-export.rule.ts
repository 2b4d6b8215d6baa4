// What every verifier of an export file shares, whatever the container: which kind of log the file
// holds (by its first event) and the chain checkpoints it pins, to compare a later export with
// (`--earlier` in `npm run verify`, the "earlier copy" of the browser verifiers).
import type { ChainCheckpoint } from './audit-chain.rule';
import { packageLineHash, parsePackageAuditExport } from './package-audit.rule';
import { parseTubeAuditExport } from './tube-audit.rule';
import { tubeEventHash } from './tube-chain.rule';

export type AuditExportKind = 'tube' | 'gacha' | 'package';

/** The kind of log an export holds: a machine's starts with GachaStocked, a box's with PackageOpened, any other is read as a tube's. */
export function auditExportKind(text: string): AuditExportKind {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '');
  let type: unknown;
  try {
    type = first === undefined ? undefined : (JSON.parse(first) as { type?: unknown }).type;
  } catch {
    type = undefined;
  }
  return type === 'GachaStocked' ? 'gacha' : type === 'PackageOpened' ? 'package' : 'tube';
}

/**
 * Every event's checkpoint {revision, hash} in an export of any kind, its hashes recomputed from
 * the events (tubes and machines: SHA-256 of {type, data}; boxes: of {prevHash, type, data}).
 * Throws the kind's file error when a line cannot be read.
 */
export function exportCheckpoints(text: string): ChainCheckpoint[] {
  if (auditExportKind(text) === 'package')
    return parsePackageAuditExport(text).map((line) => ({ revision: line.revision, hash: packageLineHash(line) }));
  return parseTubeAuditExport(text).map((event, i) => ({ revision: event.revision ?? i, hash: tubeEventHash(event) }));
}
