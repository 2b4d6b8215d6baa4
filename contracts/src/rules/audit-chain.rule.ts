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
