// Verifiable gacha draws: the tube scheme's pattern (fairness.rule.ts, tube-chain.rule.ts) for a
// capsule machine. The same functions run in the server, the offline verifier CLI and the tests.
//
// The scheme, per round (stocking) of a machine:
//   seed        32 secret bytes from a CSPRNG, drawn when the round is stocked (64 hex characters).
//   commitment  in GachaStocked; "gacha-v2" (rounds stocked with `scheme: "gacha-v2"`):
//                 SHA-256( utf8(canonicalJson({scheme: "gacha-v2", machineId, round, items})) || seed )
//               binds the item list and its order (which the order below depends on) as well;
//               "gacha-v1" (older rounds, no `scheme`): SHA-256( utf8("gacha-v1") || utf8(machineId + ":" + round) || seed )
//   order       the round's capsules — each item repeated `quantity` times, in the order GachaStocked
//               lists the items — shuffled by shuffleWithSeed(seed, …) (the tubes' Fisher–Yates);
//               the n-th capsule sold is order[n - 1].
//               "gacha-v3" (rounds stocked with `scheme: "gacha-v3"`):
//                 SHA-256( utf8(canonicalJson({scheme: "gacha-v3", machineId, round, items, beaconPublicKey})) || seed )
//   order       gacha-v3 has none fixed in advance: a purchase reserves a capsule (CapsuleReserved,
//               naming a beacon round not yet published), and once that round is out the capsule is
//               drawn from what is left by drawCapsuleV3(seed, the signed round, the purchase).
//   reveal      GachaSeedRevealed publishes the seed at sell-out, or when staff restock (a new round
//               with a new seed begins; the old round's unsold order is then public and void).
// Events hash like tube events: SHA-256 of the canonical JSON of the PUBLIC form, where each
// `userId` is replaced by `participant` = SHA-256("gacha-v1:participant:" + machineId + ":" + userId).
import { z } from 'zod';
import {
  capsuleDrawnSchema,
  capsuleReservedSchema,
  gachaSeedRevealedSchema,
  gachaSoldOutSchema,
  gachaStockedSchema,
  type GachaItem,
  type GachaStocked,
} from '../events/gacha.events';
import { canonicalJson } from './canonical-json';
import { createShuffleStream, FairnessArgumentError, shuffleWithSeed } from './fairness.rule';
import { bytesToHex, concatBytes, hexToBytes, hmacSha256, sha256, sha256Hex, utf8Bytes } from './sha256';
import { beaconRoundProblem } from './beacon.rule';
import { keptHistoryBreak, walkChain, type ChainCheckpoint } from './audit-chain.rule';
import { publicEventForm, publicEventHash } from './tube-chain.rule';

export const gachaFairnessScheme = 'gacha-v1';
export const gachaFairnessSchemeV2 = 'gacha-v2';
export const gachaFairnessSchemeV3 = 'gacha-v3';

const seedPattern = /^[0-9a-fA-F]{64}$/;

function seedBytes(seedHex: string): Uint8Array {
  if (!seedPattern.test(seedHex)) throw new FairnessArgumentError('seed must be 64 hexadecimal characters (32 bytes)');
  return hexToBytes(seedHex);
}

/** Hex SHA-256( utf8("gacha-v1") || utf8(machineId + ":" + round) || seed bytes ). */
export function gachaCommitment(machineId: string, round: number, seedHex: string): string {
  if (machineId.length === 0) throw new FairnessArgumentError('machineId must not be empty');
  return bytesToHex(sha256(concatBytes(utf8Bytes(gachaFairnessScheme), utf8Bytes(`${machineId}:${round}`), seedBytes(seedHex))));
}

/** Hex SHA-256( utf8(canonicalJson({scheme: "gacha-v2", machineId, round, items})) || seed bytes ). */
export function gachaCommitmentV2(machineId: string, round: number, items: readonly GachaItem[], seedHex: string): string {
  if (machineId.length === 0) throw new FairnessArgumentError('machineId must not be empty');
  const statement = canonicalJson({ scheme: gachaFairnessSchemeV2, machineId, round, items });
  return bytesToHex(sha256(concatBytes(utf8Bytes(statement), seedBytes(seedHex))));
}

/** Hex SHA-256( utf8(canonicalJson({scheme: "gacha-v3", machineId, round, items, beaconPublicKey})) || seed bytes ). */
export function gachaCommitmentV3(machineId: string, round: number, items: readonly GachaItem[], beaconPublicKey: string, seedHex: string): string {
  if (machineId.length === 0) throw new FairnessArgumentError('machineId must not be empty');
  const statement = canonicalJson({ scheme: gachaFairnessSchemeV3, machineId, round, items, beaconPublicKey });
  return bytesToHex(sha256(concatBytes(utf8Bytes(statement), seedBytes(seedHex))));
}

/** The commitment a round's GachaStocked must hold for this seed, under the scheme it names. */
export function gachaRoundCommitment(
  stocked: Pick<GachaStocked['data'], 'machineId' | 'round' | 'scheme' | 'beaconPublicKey'> & { items: readonly GachaItem[] },
  seedHex: string,
): string {
  if (stocked.scheme === gachaFairnessSchemeV3) {
    if (stocked.beaconPublicKey === undefined) throw new FairnessArgumentError('a gacha-v3 round names its beacon public key');
    return gachaCommitmentV3(stocked.machineId, stocked.round, stocked.items, stocked.beaconPublicKey, seedHex);
  }
  return stocked.scheme === gachaFairnessSchemeV2
    ? gachaCommitmentV2(stocked.machineId, stocked.round, stocked.items, seedHex)
    : gachaCommitment(stocked.machineId, stocked.round, seedHex);
}

/** The round's capsule order: item ids, position n at index n - 1. */
export function capsuleOrder(seedHex: string, items: readonly Pick<GachaItem, 'id' | 'quantity'>[]): string[] {
  const pool: string[] = [];
  for (const item of items) for (let k = 0; k < item.quantity; k++) pool.push(item.id);
  return shuffleWithSeed(seedHex, pool);
}

/** What one gacha-v3 draw depends on beside the seed and the remaining stock. */
export interface GachaV3Draw {
  machineId: string;
  round: number;
  /** The purchase's place among the round's reservations (1-based). */
  position: number;
  orderId: string;
  beaconRound: number;
  /** The signed round's randomness, 64 hex digits. */
  beaconRandomness: string;
}

/**
 * The gacha-v3 draw key: HMAC-SHA256( key = seed bytes, message = utf8(canonicalJson({scheme:
 * "gacha-v3", machineId, round, position, orderId, beaconRound, randomness})) ), as 64 hex digits.
 */
export function gachaV3DrawKey(seedHex: string, draw: GachaV3Draw): string {
  const { machineId, round, position, orderId, beaconRound, beaconRandomness } = draw;
  if (!/^[0-9a-f]{64}$/.test(beaconRandomness)) throw new FairnessArgumentError('beacon randomness must be 64 lowercase hexadecimal characters');
  const message = canonicalJson({ scheme: gachaFairnessSchemeV3, machineId, round, position, orderId, beaconRound, randomness: beaconRandomness });
  return bytesToHex(hmacSha256(seedBytes(seedHex), utf8Bytes(message)));
}

/**
 * The item a gacha-v3 capsule holds: the remaining capsules laid out as each item's id repeated by
 * its remaining count, items in the order GachaStocked lists them, and the one at index
 * createShuffleStream(drawKey).below(count) taken (the tubes' word stream, rejection sampling).
 * `remaining`: item id → capsules of it not yet drawn (absent = all of its quantity).
 */
export function drawCapsuleV3(
  seedHex: string,
  items: readonly Pick<GachaItem, 'id' | 'quantity'>[],
  remaining: ReadonlyMap<string, number>,
  draw: GachaV3Draw,
): string {
  const pool: string[] = [];
  for (const item of items) for (let k = 0; k < (remaining.get(item.id) ?? item.quantity); k++) pool.push(item.id);
  if (pool.length === 0) throw new FairnessArgumentError('no capsule is left to draw');
  return pool[createShuffleStream(gachaV3DrawKey(seedHex, draw)).below(pool.length)]!;
}

export function gachaParticipantTag(machineId: string, userId: string): string {
  return sha256Hex(`${gachaFairnessScheme}:participant:${machineId}:${userId}`);
}

type AnyGachaEvent = { type: string; data: { machineId: string; userId?: string } & Record<string, unknown> };
export type PublicGachaEvent = { type: string; data: Record<string, unknown> };

/** The event as the audit export shows it: `userId` replaced by `participant`. */
export function publicGachaEvent(event: AnyGachaEvent): PublicGachaEvent {
  return publicEventForm(event, (userId) => gachaParticipantTag(event.data.machineId, userId));
}

/** Hash of one event (private or public form: both give the same hash). */
export function gachaEventHash(event: AnyGachaEvent | PublicGachaEvent): string {
  return publicEventHash(event, publicGachaEvent);
}

// ── the offline audit of a machine's exported log ───────────────────────────────────────────

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const publicDataSchemas = {
  GachaStocked: gachaStockedSchema.shape.data,
  CapsuleReserved: capsuleReservedSchema.shape.data.omit({ userId: true }).extend({ participant: hex64 }),
  CapsuleDrawn: capsuleDrawnSchema.shape.data.omit({ userId: true }).extend({ participant: hex64 }),
  GachaSoldOut: gachaSoldOutSchema.shape.data,
  GachaSeedRevealed: gachaSeedRevealedSchema.shape.data,
} as const;
type PublicData = { [K in keyof typeof publicDataSchemas]: z.infer<(typeof publicDataSchemas)[K]> };

export type GachaAuditFailureCode =
  | 'malformed'
  | 'not-stocked-first'
  | 'other-machine'
  | 'chain-broken'
  | 'revision-gap'
  | 'round-out-of-order'
  | 'position-out-of-order'
  | 'item-mismatch'
  | 'over-stock'
  | 'sold-out-early'
  /** The capsule that empties a round is not followed by GachaSoldOut. */
  | 'sold-out-missing'
  | 'after-round-end'
  | 'reveal-early'
  | 'commitment-mismatch'
  /** A gacha-v3 capsule drawn with a beacon round that is not the beacon's, or not the one its purchase named. */
  | 'beacon-forged'
  /** A gacha-v3 capsule drawn that no purchase reserved, or out of the reservations' order. */
  | 'not-reserved'
  /** The log no longer holds a chain head or an earlier export's event that someone kept. */
  | 'rewritten';

export type GachaAuditSummary = {
  machineId: string;
  productId: string;
  events: number;
  rounds: number;
  capsulesDrawn: number;
  /** Rounds whose seed is revealed and whose every capsule matched the committed order. */
  verifiedRounds: number[];
  drawnByRarity: Partial<Record<'common' | 'rare' | 'secret', number>>;
};

export type GachaAuditResult =
  | { status: 'verified'; summary: GachaAuditSummary }
  /** Every check that needs no seed passed; the current round's order waits for its reveal. */
  | { status: 'unrevealed'; summary: GachaAuditSummary }
  | {
      status: 'failed';
      failure: { index: number; revision?: number; type: string; code: GachaAuditFailureCode; detail: string };
      summary?: GachaAuditSummary;
    };

type AuditEvent = PublicGachaEvent & { revision?: number };

class Failed extends Error {
  constructor(readonly failure: Extract<GachaAuditResult, { status: 'failed' }>['failure']) {
    super(failure.detail);
  }
}

/**
 * Verifies a machine's public event log, in stream order, and names the first event that fails;
 * `kept`: chain heads or an earlier export's events the log must still hold.
 */
export function verifyGachaLog(log: readonly AuditEvent[], kept: readonly ChainCheckpoint[] = []): GachaAuditResult {
  const fail = (index: number, code: GachaAuditFailureCode, detail: string): never => {
    const e = log[index];
    throw new Failed({ index, revision: e?.revision, type: e?.type ?? '(end of log)', code, detail });
  };
  const read = <K extends keyof PublicData>(index: number, type: K): PublicData[K] => {
    const parsed = publicDataSchemas[type].safeParse(log[index]!.data);
    if (!parsed.success) fail(index, 'malformed', `${type} data does not match its schema`);
    return parsed.data as PublicData[K];
  };
  // Each round's revealed seed, read ahead so that draws are checked as the log is walked.
  const seeds = new Map<number, string>();
  for (const e of log) {
    if (e.type !== 'GachaSeedRevealed') continue;
    const r = publicDataSchemas.GachaSeedRevealed.safeParse(e.data);
    if (r.success && !seeds.has(r.data.round)) seeds.set(r.data.round, r.data.seed);
  }

  let summary: GachaAuditSummary | undefined;
  try {
    if (log.length === 0 || log[0]!.type !== 'GachaStocked') fail(0, 'not-stocked-first', 'the first event is not GachaStocked');
    const first = read(0, 'GachaStocked');
    const { machineId } = first;
    summary = { machineId, productId: first.productId, events: log.length, rounds: 0, capsulesDrawn: 0, verifiedRounds: [], drawnByRarity: {} };

    const chain = walkChain(log);
    type Round = {
      n: number;
      items: Map<string, GachaItem>;
      left: Map<string, number>;
      total: number;
      sold: number;
      order?: string[];
      ended: boolean;
      /** gacha-v3: the beacon key, the seed once revealed, and the reservations by position. */
      v3?: { publicKey: string; seed?: string; reserved: { orderId: string; participant: string; beaconRound: number }[] };
    };
    let round = null as Round | null;
    let soldOut = false;
    let revealed = true;
    for (let i = 0; i < log.length; i++) {
      const event = log[i]!;
      if (!(event.type in publicDataSchemas)) fail(i, 'malformed', `unknown event type ${event.type}`);
      const gap = chain.revisionGap(i);
      if (gap) fail(i, 'revision-gap', gap);
      const data = read(i, event.type as keyof PublicData);
      if (data.machineId !== machineId) fail(i, 'other-machine', `machineId ${data.machineId} is not ${machineId}`);
      if (chain.link(data.prevHash, gachaEventHash(event)))
        fail(i, 'chain-broken', 'prevHash is not the hash of the event before it: an event was changed, removed or inserted');
      // The capsule that empties a round and GachaSoldOut are one decision: nothing comes between.
      if (round && round.sold === round.total && !soldOut && event.type !== 'GachaSoldOut')
        fail(i, 'sold-out-missing', `round ${round.n} has no capsule left, but ${event.type} comes where GachaSoldOut is due`);

      switch (event.type) {
        case 'GachaStocked': {
          const s = data as PublicData['GachaStocked'];
          const expected: number = (round?.n ?? 0) + 1;
          if (s.round !== expected) fail(i, 'round-out-of-order', `round ${s.round} where round ${expected} was due`);
          if (round && !revealed) fail(i, 'round-out-of-order', `round ${round.n} was restocked without revealing its seed`);
          const seed = seeds.get(s.round);
          if (new Set(s.items.map((it) => it.id)).size !== s.items.length) fail(i, 'malformed', `round ${s.round} lists an item id twice`);
          if (s.scheme === gachaFairnessSchemeV3 && s.beaconPublicKey === undefined)
            fail(i, 'malformed', `gacha-v3 round ${s.round} names no beacon public key`);
          if (round?.v3 && round.v3.reserved.length > round.sold)
            fail(i, 'round-out-of-order', `round ${round.n} was restocked with ${round.v3.reserved.length - round.sold} paid capsules not yet drawn`);
          if (seed !== undefined && gachaRoundCommitment(s, seed) !== s.commitment)
            fail(i, 'commitment-mismatch', `the seed revealed for round ${s.round} does not match its ${s.scheme ?? gachaFairnessScheme} commitment`);
          round = {
            n: s.round,
            items: new Map(s.items.map((it) => [it.id, it])),
            left: new Map(s.items.map((it) => [it.id, it.quantity])),
            total: s.items.reduce((n, it) => n + it.quantity, 0),
            sold: 0,
            order: seed === undefined || s.scheme === gachaFairnessSchemeV3 ? undefined : capsuleOrder(seed, s.items),
            ended: false,
            v3: s.scheme === gachaFairnessSchemeV3 ? { publicKey: s.beaconPublicKey!, seed, reserved: [] } : undefined,
          };
          soldOut = false;
          revealed = false;
          summary.rounds = s.round;
          break;
        }
        case 'CapsuleReserved': {
          const r = data as PublicData['CapsuleReserved'];
          if (!round || r.round !== round.n) fail(i, 'round-out-of-order', `a reservation in round ${r.round} during round ${round?.n}`);
          if (!round!.v3) fail(i, 'malformed', `round ${round!.n} is not a gacha-v3 round: it reserves nothing`);
          if (round!.ended) fail(i, 'after-round-end', 'a capsule reserved after the round ended');
          const v3 = round!.v3!;
          if (r.position !== v3.reserved.length + 1)
            fail(i, 'position-out-of-order', `reservation ${r.position} where ${v3.reserved.length + 1} was next`);
          if (v3.reserved.length === round!.total) fail(i, 'over-stock', `more capsules reserved than round ${round!.n} holds`);
          const last = v3.reserved[v3.reserved.length - 1];
          if (last && r.beaconRound < last.beaconRound)
            fail(
              i,
              'position-out-of-order',
              `reservation ${r.position} names beacon round ${r.beaconRound}, before the ${last.beaconRound} of the one before it`,
            );
          v3.reserved.push({ orderId: r.orderId, participant: r.participant, beaconRound: r.beaconRound });
          break;
        }
        case 'CapsuleDrawn': {
          const d = data as PublicData['CapsuleDrawn'];
          if (!round || d.round !== round.n) fail(i, 'round-out-of-order', `a capsule of round ${d.round} during round ${round?.n}`);
          if (round!.ended) fail(i, 'after-round-end', 'a capsule drawn after the round ended');
          if (d.position !== round!.sold + 1) fail(i, 'position-out-of-order', `position ${d.position} where ${round!.sold + 1} was next`);
          const item = round!.items.get(d.itemId);
          if (!item || item.name !== d.itemName || item.rarity !== d.rarity) fail(i, 'item-mismatch', `item ${d.itemId} is not in round ${round!.n}`);
          if ((round!.left.get(d.itemId) ?? 0) === 0) fail(i, 'over-stock', `more capsules of ${d.itemId} than were stocked`);
          if (round!.v3) {
            const v3 = round!.v3;
            const reserved = v3.reserved[d.position - 1];
            if (!reserved || reserved.orderId !== d.orderId || reserved.participant !== d.participant)
              fail(i, 'not-reserved', `no purchase reserved capsule ${d.position} for order ${d.orderId}`);
            if (d.beaconRound === undefined || d.beaconSignature === undefined || d.beaconRandomness === undefined)
              fail(i, 'malformed', 'a gacha-v3 capsule names no signed beacon round');
            if (d.beaconRound !== reserved!.beaconRound)
              fail(i, 'beacon-forged', `drawn at beacon round ${d.beaconRound}, but its purchase named round ${reserved!.beaconRound}`);
            const problem = beaconRoundProblem(v3.publicKey, {
              round: d.beaconRound!,
              signature: d.beaconSignature!,
              randomness: d.beaconRandomness!,
            });
            if (problem) fail(i, 'beacon-forged', problem);
            if (v3.seed !== undefined) {
              const expected = drawCapsuleV3(v3.seed, [...round!.items.values()], round!.left, {
                machineId,
                round: round!.n,
                position: d.position,
                orderId: d.orderId,
                beaconRound: d.beaconRound!,
                beaconRandomness: d.beaconRandomness!,
              });
              if (expected !== d.itemId)
                fail(i, 'item-mismatch', `capsule ${d.position} draws ${expected} from the seed and beacon round, not ${d.itemId}`);
            }
          }
          if (round!.order && round!.order[d.position - 1] !== d.itemId)
            fail(i, 'item-mismatch', `position ${d.position} holds ${round!.order[d.position - 1]} in the committed order, not ${d.itemId}`);
          round!.left.set(d.itemId, round!.left.get(d.itemId)! - 1);
          round!.sold++;
          summary.capsulesDrawn++;
          summary.drawnByRarity[d.rarity] = (summary.drawnByRarity[d.rarity] ?? 0) + 1;
          break;
        }
        case 'GachaSoldOut':
          if (!round || round.sold !== round.total) fail(i, 'sold-out-early', `sold out with ${round ? round.total - round.sold : 0} capsules left`);
          if (soldOut) fail(i, 'after-round-end', 'sold out twice');
          soldOut = true;
          round!.ended = true;
          break;
        case 'GachaSeedRevealed': {
          const r = data as PublicData['GachaSeedRevealed'];
          if (!round || r.round !== round.n) fail(i, 'round-out-of-order', `reveal of round ${r.round} during round ${round?.n}`);
          if (revealed) fail(i, 'reveal-early', 'the seed was revealed twice');
          if (seeds.get(r.round) !== r.seed) fail(i, 'malformed', 'the seed was revealed twice');
          // A round's seed is published at its sell-out, or by a restock: then the next round follows at once.
          if (!soldOut && log[i + 1]?.type !== 'GachaStocked')
            fail(i, 'reveal-early', `round ${r.round}'s seed was revealed with ${round!.total - round!.sold} capsules left and no restock after it`);
          round!.ended = true;
          revealed = true;
          summary.verifiedRounds.push(r.round);
          break;
        }
      }
    }
    if (round && round.sold === round.total && !soldOut)
      fail(log.length, 'sold-out-missing', `round ${round.n} has no capsule left, but no GachaSoldOut`);
    const rewritten = keptHistoryBreak(log.map(gachaEventHash), kept);
    if (rewritten) fail(rewritten.index, 'rewritten', rewritten.detail);
    return { status: revealed ? 'verified' : 'unrevealed', summary };
  } catch (error) {
    if (error instanceof Failed) return { status: 'failed', failure: error.failure, summary };
    throw error;
  }
}
