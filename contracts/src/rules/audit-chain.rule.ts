// The walk along an exported event log that every container's audit makes (tubes, capsule
// machines, blind boxes), and the reading of the export file they share. In stream order, each
// event must follow the revision before it and name as its prevHash the hash of the event before
// it (64 zeros for the first). Each verifier calls the two checks where its own order of checks
// puts them, so that the FIRST failing event and its code stay what docs/fairness.md describes.
import type { z } from 'zod';
import { genesisHash } from './tube-chain.rule';

/** A break of the chain: the hash the event should have named, and the one it names. */
export type ChainBreak = { expected: string; named: string };

export type ChainWalk = {
  /** Why the event at `index` does not follow the revision before it, or null. Revisions a log leaves out are not checked. */
  revisionGap(index: number): string | null;
  /** The next event's link: null when `prevHash` is the hash of the event before it (then the walk moves on to `hash`), or the break. */
  link(prevHash: string, hash: string): ChainBreak | null;
};

export function walkChain(log: readonly { revision?: number }[]): ChainWalk {
  let expected = genesisHash;
  return {
    revisionGap(index) {
      const revision = log[index]?.revision;
      const before = log[index - 1]?.revision;
      if (index === 0 || revision === undefined || before === undefined || revision === before + 1) return null;
      return `revision ${revision} follows revision ${before}`;
    },
    link(prevHash, hash) {
      if (prevHash !== expected) return { expected, named: prevHash };
      expected = hash;
      return null;
    },
  };
}

/**
 * Reads an export file: one JSON object per non-empty line, each matching `schema`. Throws the
 * container's file error (`fileError`) naming the 1-based line; `notALine` says what a line should hold.
 */
export function parseAuditExport<Line>(
  text: string,
  schema: z.ZodType<Line>,
  notALine: string,
  fileError: (line: number, reason: string) => Error,
): Line[] {
  const lines: Line[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw fileError(i + 1, 'not valid JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw fileError(i + 1, notALine);
    lines.push(parsed.data);
  });
  if (lines.length === 0) throw fileError(1, 'the file holds no events');
  return lines;
}

/** A point of a chain someone kept: the event at `revision` had this hash (a live chain head, or a line of an earlier export). */
export type ChainCheckpoint = { revision: number; hash: string };

/** A chain head as `<revision>:<hash>` (what `--head` takes), or null when it is not one. */
export function parseChainHead(text: string): ChainCheckpoint | null {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { revision: Number(match[1]), hash: match[2]! } : null;
}

/**
 * Whether a log whose events hash to `now` (index = revision) still holds what was seen earlier:
 * each kept checkpoint must be there, at the same revision with the same hash. A log can be
 * rewritten into a new self-consistent chain from its start; it cannot keep the old hashes while
 * doing so. Returns null when it does, or the revision where it does not and why.
 */
export function keptHistoryBreak(now: readonly string[], kept: readonly ChainCheckpoint[]): { index: number; detail: string } | null {
  const short = (hash: string) => `${hash.slice(0, 12)}…`;
  for (const point of [...kept].sort((a, b) => a.revision - b.revision)) {
    const hash = now[point.revision];
    if (hash === undefined)
      return {
        index: now.length,
        detail: `the earlier copy holds revision ${point.revision}, this log ends at revision ${now.length - 1}: events were withheld or removed`,
      };
    if (hash !== point.hash)
      return {
        index: point.revision,
        detail: `revision ${point.revision} hashes to ${short(hash)} now, the earlier copy had ${short(point.hash)}: the log was rewritten from there`,
      };
  }
  return null;
}
