// Verifiable ichiban draws (DESIGN.md "Fairness", 001 §5). The very same functions run in the
// browser verifier page, in the server when a tube opens, and in the offline verifier CLI, so that
// anyone holding the revealed seed and the event log can recompute a tube's layout bit for bit.
//
// The scheme, version "tube-v1":
//   seed        32 secret bytes drawn from a CSPRNG when the tube opens (64 hex characters).
//   commitment  SHA-256( utf8("tube-v1") || utf8(tubeId) || seed )            published at TubeOpened
//   txid        HMAC-SHA256( key = seed, message = utf8("txid") || beacon )   beacon = the raw bytes of
//               a public randomness beacon value when one is configured, otherwise nothing
//   top tier    the first of A..G with a quantity: its ticket numbers are findWinningPositions(txid, …)
//   other tiers fill the remaining numbers, ascending, in the order of a Fisher–Yates shuffle of the
//               A..G pool driven by HMAC-SHA256( key = seed, message = utf8("shuffle") || uint32be(counter) )
//   LAST        never laid out: it goes to the buyer of the final ticket.
// "||" is plain byte concatenation with no separators or lengths: the prefix is fixed and the seed
// is always 32 bytes, so the tube id between them is unambiguous.
import { z } from 'zod';
import { constants } from '../constants/constants';
import type { PrizeTier } from '../events/tube.events';
import { messages } from '../messages/messages';
import { bytesToHex, concatBytes, hexToBytes, hmacSha256, sha256, utf8Bytes } from './sha256';

/** The scheme's name, also the commitment's domain-separation prefix. */
export const tubeFairnessScheme = 'tube-v1';

/** Arguments that no honest caller sends (bad hex, a count that is not a positive integer…). */
export class FairnessArgumentError extends RangeError {
  override name = 'FairnessArgumentError';
}

/** The spec's 100 steps did not give as many distinct positions as the top tier needs. */
export class FairnessIncompleteError extends Error {
  override name = 'FairnessIncompleteError';
  constructor(
    readonly found: number,
    readonly wanted: number,
  ) {
    super(`the fairness algorithm found ${found} distinct positions in ${constants.fairness.maxSteps} steps, ${wanted} were needed`);
  }
}

/** The laid-out prize quantities (LAST excepted) do not add up to the tube's ticket count. */
export class TubePrizeMismatchError extends Error {
  override name = 'TubePrizeMismatchError';
  constructor(
    readonly prizeTotal: number,
    readonly totalTickets: number,
  ) {
    super(`prize quantities excluding LAST add up to ${prizeTotal}, the tube has ${totalTickets} tickets`);
  }
}

export type WinningPositions = {
  /** Distinct ticket numbers (1-based), ascending. */
  positions: number[];
  /** How many steps ran (1 to 100). */
  stepsUsed: number;
  /** False when 100 steps gave fewer distinct positions than prizeCount: positions is then short. */
  complete: boolean;
};

const hexPattern = /^[0-9a-fA-F]+$/;
const txidPattern = /^[0-9a-fA-F]{64}$/;

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new FairnessArgumentError(`${name} must be a positive integer, got ${value}`);
}

/**
 * The spec's grand-prize positions, exactly (001 §5): read the txid as one big hexadecimal number;
 * for step = 1 … 100, value = floor(txid / 100^step) mod totalTickets + 1; keep each value not
 * seen before until prizeCount are kept; sort ascending.
 *
 * Note the algorithm's reach: a 64-hex txid is below 100^39, so from step 39 on every value is 1.
 * Within 100 steps it can therefore give at most 39 distinct positions (fewer for small tubes);
 * `complete` says when it fell short. Any non-empty hex length is accepted here (the public form
 * demands 64, see fairnessInputSchema).
 */
export function findWinningPositions(txidHex: string, prizeCount: number, totalTickets: number): WinningPositions {
  if (!hexPattern.test(txidHex)) throw new FairnessArgumentError('txid must be a non-empty hexadecimal string');
  assertCount('prizeCount', prizeCount);
  assertCount('totalTickets', totalTickets);
  if (prizeCount > totalTickets) throw new FairnessArgumentError('prizeCount must not exceed totalTickets');

  const txid = BigInt(`0x${txidHex}`);
  const base = BigInt(constants.fairness.base);
  const total = BigInt(totalTickets);
  const seen = new Set<number>();
  let divisor = 1n;
  let stepsUsed = 0;
  for (let step = 1; step <= constants.fairness.maxSteps && seen.size < prizeCount; step++) {
    divisor *= base;
    seen.add(Number(((txid / divisor) % total) + 1n));
    stepsUsed = step;
  }
  const positions = [...seen].sort((a, b) => a - b);
  return { positions, stepsUsed, complete: positions.length === prizeCount };
}

export type FairnessInput = { txid: string; prizeCount: number; totalTickets: number };

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// Counts come from a form or a query string: accept a number or a string of decimal digits.
function readCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The public fairness form (001 §5), for the verifier page and the server alike. Accepts strings
 * (form fields, query) or numbers; outputs a lowercase txid and integer counts.
 * Issues, in this order: when any field is blank, one form-level issue 請填寫所有欄位 (path [])
 * followed by each blank field's own message; otherwise the format and range messages per field,
 * then 大賞數量不能超過總籤數 (path prizeCount) once both counts are valid.
 */
export const fairnessInputSchema = z
  .object(
    { txid: z.unknown().optional(), prizeCount: z.unknown().optional(), totalTickets: z.unknown().optional() },
    { error: messages.fairness.allFieldsRequired },
  )
  .transform((raw, ctx): FairnessInput => {
    const m = messages.fairness;
    const blank = { txid: isBlank(raw.txid), prizeCount: isBlank(raw.prizeCount), totalTickets: isBlank(raw.totalTickets) };
    if (blank.txid || blank.prizeCount || blank.totalTickets) {
      ctx.issues.push({ code: 'custom', message: m.allFieldsRequired, path: [], input: raw });
      if (blank.txid) ctx.issues.push({ code: 'custom', message: m.txidRequired, path: ['txid'], input: raw.txid });
      if (blank.prizeCount) ctx.issues.push({ code: 'custom', message: m.prizeCountRequired, path: ['prizeCount'], input: raw.prizeCount });
      if (blank.totalTickets) ctx.issues.push({ code: 'custom', message: m.totalTicketsRequired, path: ['totalTickets'], input: raw.totalTickets });
      return z.NEVER;
    }
    const txid = typeof raw.txid === 'string' ? raw.txid.trim() : '';
    const prizeCount = readCount(raw.prizeCount);
    const totalTickets = readCount(raw.totalTickets);
    let valid = true;
    if (!txidPattern.test(txid)) {
      ctx.issues.push({ code: 'custom', message: m.txidFormat, path: ['txid'], input: raw.txid });
      valid = false;
    }
    if (prizeCount === null) {
      ctx.issues.push({ code: 'custom', message: m.prizeCountPositive, path: ['prizeCount'], input: raw.prizeCount });
      valid = false;
    }
    if (totalTickets === null) {
      ctx.issues.push({ code: 'custom', message: m.totalTicketsPositive, path: ['totalTickets'], input: raw.totalTickets });
      valid = false;
    }
    if (prizeCount !== null && totalTickets !== null && prizeCount > totalTickets) {
      ctx.issues.push({ code: 'custom', message: m.prizeCountExceedsTotal, path: ['prizeCount'], input: raw.prizeCount });
      valid = false;
    }
    if (!valid || prizeCount === null || totalTickets === null) return z.NEVER;
    return { txid: txid.toLowerCase(), prizeCount, totalTickets };
  });

// --- the tube layout ---------------------------------------------------------------------------

/** The tiers a layout places, in rank order; the first with a quantity is the "top tier". */
export const laidOutTiers = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const satisfies readonly PrizeTier[];
export type LaidOutTier = (typeof laidOutTiers)[number];

const seedPattern = /^[0-9a-fA-F]{64}$/;

function seedBytes(seedHex: string): Uint8Array {
  // A fixed 32-byte seed keeps the commitment's byte concatenation unambiguous.
  if (!seedPattern.test(seedHex)) throw new FairnessArgumentError('seed must be 64 hexadecimal characters (32 bytes)');
  return hexToBytes(seedHex);
}

/** Hex SHA-256( utf8("tube-v1") || utf8(tubeId) || seed bytes ): published before any sale. */
export function tubeCommitment(tubeId: string, seedHex: string): string {
  if (tubeId.length === 0) throw new FairnessArgumentError('tubeId must not be empty');
  return bytesToHex(sha256(concatBytes(utf8Bytes(tubeFairnessScheme), utf8Bytes(tubeId), seedBytes(seedHex))));
}

/** Hex HMAC-SHA256( key = seed bytes, message = utf8("txid") || beacon bytes ): the tube's 64-hex txid. */
export function tubeTxid(seedHex: string, beaconHex?: string): string {
  const beacon = beaconHex === undefined ? new Uint8Array(0) : hexToBytes(beaconHex);
  return bytesToHex(hmacSha256(seedBytes(seedHex), concatBytes(utf8Bytes('txid'), beacon)));
}

/**
 * A deterministic, unbiased source of integers from the seed: 32-byte blocks
 * HMAC-SHA256(seed, utf8("shuffle") || uint32 big-endian counter), counter = 0, 1, 2 …, read as
 * consecutive unsigned 32-bit big-endian words.
 */
export function createShuffleStream(seedHex: string): { below(n: number): number } {
  const key = seedBytes(seedHex);
  const label = utf8Bytes('shuffle');
  let counter = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  const nextWord = (): number => {
    if (offset === block.length) {
      const counterBytes = new Uint8Array(4);
      new DataView(counterBytes.buffer).setUint32(0, counter++);
      block = hmacSha256(key, concatBytes(label, counterBytes));
      offset = 0;
    }
    const word = new DataView(block.buffer, block.byteOffset + offset, 4).getUint32(0);
    offset += 4;
    return word;
  };
  return {
    /** Uniform integer in [0, n). Words at or above the largest multiple of n are rejected, so no value is favoured. */
    below(n: number): number {
      if (!Number.isSafeInteger(n) || n <= 0 || n > 0x100000000) throw new FairnessArgumentError(`below(n) needs 1 <= n <= 2^32, got ${n}`);
      const limit = Math.floor(0x100000000 / n) * n;
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

/** Fisher–Yates (Durstenfeld, from the last index down) over a copy, driven by the seed's stream. */
export function shuffleWithSeed<T>(seedHex: string, items: readonly T[]): T[] {
  const out = [...items];
  const stream = createShuffleStream(seedHex);
  for (let i = out.length - 1; i > 0; i--) {
    const j = stream.below(i + 1);
    const held = out[i]!;
    out[i] = out[j]!;
    out[j] = held;
  }
  return out;
}

export type TubeLayoutInput = {
  tubeId: string;
  seedHex: string;
  /** Public beacon value (hex) mixed into the txid, when the tube names a beacon round. */
  beaconHex?: string;
  totalTickets: number;
  /** The prize multiset. Several entries of one tier add up; LAST entries are not laid out. */
  prizes: readonly { tier: PrizeTier; quantity: number }[];
};

export type TubeLayout = {
  txid: string;
  /** tiers[n - 1] is the tier behind ticket number n. */
  tiers: LaidOutTier[];
};

/**
 * Lays out a tube: the top tier at the spec algorithm's positions for the tube's txid, the other
 * tiers shuffled over the remaining numbers. The pool is built in tier order A..G whatever the
 * order of `prizes`, so the layout depends on the prize multiset only.
 * Throws TubePrizeMismatchError when the quantities (LAST excepted) do not add up to totalTickets,
 * FairnessIncompleteError when 100 steps cannot place the top tier.
 */
export function layoutTube(input: TubeLayoutInput): TubeLayout {
  const { tubeId, seedHex, beaconHex, totalTickets, prizes } = input;
  assertCount('totalTickets', totalTickets);
  if (tubeId.length === 0) throw new FairnessArgumentError('tubeId must not be empty');

  const quantities = new Map<LaidOutTier, number>();
  let prizeTotal = 0;
  for (const { tier, quantity } of prizes) {
    if (!Number.isSafeInteger(quantity) || quantity < 0)
      throw new FairnessArgumentError(`tier ${tier} quantity must be a non-negative integer, got ${quantity}`);
    if (tier === 'LAST') continue;
    if (!(laidOutTiers as readonly string[]).includes(tier)) throw new FairnessArgumentError(`unknown tier ${String(tier)}`);
    quantities.set(tier, (quantities.get(tier) ?? 0) + quantity);
    prizeTotal += quantity;
  }
  if (prizeTotal !== totalTickets) throw new TubePrizeMismatchError(prizeTotal, totalTickets);

  const txid = tubeTxid(seedHex, beaconHex);
  const topTier = laidOutTiers.find((tier) => (quantities.get(tier) ?? 0) > 0)!;
  const topCount = quantities.get(topTier)!;
  const winning = findWinningPositions(txid, topCount, totalTickets);
  if (!winning.complete) throw new FairnessIncompleteError(winning.positions.length, topCount);

  const tiers = new Array<LaidOutTier | undefined>(totalTickets).fill(undefined);
  for (const position of winning.positions) tiers[position - 1] = topTier;

  const pool: LaidOutTier[] = [];
  for (const tier of laidOutTiers) {
    if (tier === topTier) continue;
    for (let k = quantities.get(tier) ?? 0; k > 0; k--) pool.push(tier);
  }
  const shuffled = shuffleWithSeed(seedHex, pool);
  let next = 0;
  for (let i = 0; i < totalTickets; i++) if (tiers[i] === undefined) tiers[i] = shuffled[next++]!;

  return { txid, tiers: tiers as LaidOutTier[] };
}
