// The offline audit of one tube (DESIGN.md "Fairness", docs/fairness.md): from the tube's exported
// event log alone, in its PUBLIC form (tube-chain.rule.ts), check everything a doubting buyer or an
// auditor needs — the hash chain, the seed against its commitment, every drawn ticket's tier (and
// prize) against the layout recomputed from the seed, no number sold twice, LAST to the buyer of
// the final ticket, sell-out and reveal in that order — and name the FIRST event that fails.
// The CLI (`npm run verify`), the static verifier page and the tests all run this one function.
import { z } from 'zod';
import {
  lastPrizeAwardedSchema,
  ticketDrawnSchema,
  ticketReservationEndedSchema,
  ticketsReservedSchema,
  tubeLockedSchema,
  tubeLockReleasedSchema,
  tubeOpenedSchema,
  tubeSeedRevealedSchema,
  tubeSoldOutSchema,
  type PrizeTier,
} from '../events/tube.events';
import {
  FairnessIncompleteError,
  findWinningPositions,
  laidOutTiers,
  layoutTube,
  TubePrizeMismatchError,
  tubeCommitment,
  type LaidOutTier,
} from './fairness.rule';
import { beaconRoundProblem } from './beacon.rule';
import { keptHistoryBreak, parseAuditExport, walkChain, type ChainCheckpoint } from './audit-chain.rule';
import { tubeEventHash, type PublicTubeEvent } from './tube-chain.rule';
import { prizeAt } from './tube-prizes.rule';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const participant = { participant: hex64 };

// The public form of each tube event: `userId` replaced by `participant`. Parsed only to read
// fields safely; hashes are always taken over the raw event as exported.
const publicDataSchemas = {
  TubeOpened: tubeOpenedSchema.shape.data,
  TubeLocked: tubeLockedSchema.shape.data.omit({ userId: true }).extend(participant),
  TubeLockReleased: tubeLockReleasedSchema.shape.data.omit({ userId: true }).extend(participant),
  TicketsReserved: ticketsReservedSchema.shape.data.omit({ userId: true }).extend(participant),
  TicketReservationEnded: ticketReservationEndedSchema.shape.data.omit({ userId: true }).extend(participant),
  TicketDrawn: ticketDrawnSchema.shape.data.omit({ userId: true }).extend(participant),
  LastPrizeAwarded: lastPrizeAwardedSchema.shape.data.omit({ userId: true }).extend(participant),
  TubeSoldOut: tubeSoldOutSchema.shape.data,
  TubeSeedRevealed: tubeSeedRevealedSchema.shape.data,
} as const;
type PublicData = { [K in keyof typeof publicDataSchemas]: z.infer<(typeof publicDataSchemas)[K]> };

/** One line of the audit export (GET /api/audit/tubes/{id}/events, NDJSON). */
export const tubeAuditLineSchema = z.object({
  /** The event's revision in its stream: 0, 1, 2 … */
  revision: z.number().int().nonnegative(),
  /** When the store recorded it (ISO-8601). Not part of the hash. */
  recordedAt: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TubeAuditLine = z.infer<typeof tubeAuditLineSchema>;

export class TubeAuditFileError extends Error {
  override name = 'TubeAuditFileError';
  constructor(
    /** 1-based line of the file. */
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }
}

/** Reads an export file: one JSON object per non-empty line. Throws TubeAuditFileError naming the line. */
export function parseTubeAuditExport(text: string): TubeAuditLine[] {
  return parseAuditExport(
    text,
    tubeAuditLineSchema,
    'not an audit event line ({revision, recordedAt, type, data})',
    (line, reason) => new TubeAuditFileError(line, reason),
  );
}

export type TubeAuditFailureCode =
  | 'malformed'
  | 'not-opened-first'
  | 'opened-twice'
  | 'other-tube'
  | 'chain-broken'
  | 'revision-gap'
  | 'bad-prizes'
  | 'number-out-of-range'
  | 'number-drawn-twice'
  | 'tier-mismatch'
  | 'prize-mismatch'
  | 'last-misplaced'
  | 'last-wrong-participant'
  | 'last-missing'
  | 'sold-out-early'
  | 'after-sold-out'
  | 'reveal-early'
  | 'commitment-mismatch'
  | 'beacon-missing'
  /** A beacon round whose BLS signature is not the named beacon's on that round. */
  | 'beacon-forged'
  | 'layout-impossible'
  /** The log no longer holds a chain head or an earlier export's event that someone kept. */
  | 'rewritten';

export type TubeAuditFailure = {
  /** 0-based index of the event in the log (its line among the file's events). */
  index: number;
  /** The event's stream revision when the export gave one. */
  revision?: number;
  type: string;
  code: TubeAuditFailureCode;
  /** Technical detail in English (hashes, numbers) for the auditor. */
  detail: string;
};

export type TubeAuditSummary = {
  tubeId: string;
  productId: string;
  totalTickets: number;
  events: number;
  ticketsDrawn: number;
  /** Tickets drawn per tier (LAST not included). */
  drawnByTier: Partial<Record<PrizeTier, number>>;
  soldOut: boolean;
  seedRevealed: boolean;
  /** Known once the seed is revealed (and matches the commitment). */
  txid?: string;
  topTier?: LaidOutTier;
  /** The spec algorithm's grand-prize positions for the txid: check them on /ichiban/fairness-verification. */
  grandPrizePositions?: number[];
  lastPrize?: { number: number; participant: string };
  /** The beacon round mixed into the txid, once revealed and its signature checked (§7). */
  beacon?: { round: number; publicKey: string; randomness: string };
};

export type TubeAuditResult =
  /** Every check passed and the revealed seed let every ticket's tier be checked. */
  | { status: 'verified'; summary: TubeAuditSummary }
  /** Every check that does not need the seed passed; the tiers wait for the reveal. */
  | { status: 'unrevealed'; summary: TubeAuditSummary }
  | { status: 'failed'; failure: TubeAuditFailure; summary?: TubeAuditSummary };

type AuditEvent = PublicTubeEvent & { revision?: number };

class Failed extends Error {
  constructor(readonly failure: TubeAuditFailure) {
    super(failure.detail);
  }
}

/** What may follow TubeSoldOut: the reveal, and the lock events older logs hold there. */
const afterSoldOutHarmless = new Set(['TubeSeedRevealed', 'TubeLocked', 'TubeLockReleased']);

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/**
 * Verifies a tube's public event log (export lines or bare {type, data} events), in stream order.
 * The seed, when revealed, is read first so that tiers can be checked as the log is walked; a
 * revealed seed that does not match the commitment fails at TubeSeedRevealed itself.
 */
export function verifyTubeLog(log: readonly AuditEvent[], kept: readonly ChainCheckpoint[] = []): TubeAuditResult {
  const fail = (index: number, code: TubeAuditFailureCode, detail: string): never => {
    const e = log[index];
    throw new Failed({ index, revision: e?.revision, type: e?.type ?? '(end of log)', code, detail });
  };
  const read = <K extends keyof PublicData>(index: number, type: K): PublicData[K] => {
    const parsed = publicDataSchemas[type].safeParse(log[index]!.data);
    if (!parsed.success)
      fail(
        index,
        'malformed',
        `${type} data does not match its schema: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'} ${i.message}`).join('; ')}`,
      );
    return parsed.data as PublicData[K];
  };

  let summary: TubeAuditSummary | undefined;
  try {
    if (log.length === 0) fail(0, 'not-opened-first', 'the log is empty');
    if (log[0]!.type !== 'TubeOpened') fail(0, 'not-opened-first', `the first event is ${log[0]!.type}, not TubeOpened`);
    const opened = read(0, 'TubeOpened');
    const { tubeId, totalTickets } = opened;
    summary = {
      tubeId,
      productId: opened.productId,
      totalTickets,
      events: log.length,
      ticketsDrawn: 0,
      drawnByTier: {},
      soldOut: false,
      seedRevealed: false,
    };

    const laidOut = opened.prizes.filter((p) => p.tier !== 'LAST');
    const lastPrizes = opened.prizes.filter((p) => p.tier === 'LAST');
    const laidOutTotal = laidOut.reduce((n, p) => n + p.quantity, 0);
    if (laidOutTotal !== totalTickets)
      fail(0, 'bad-prizes', `prize quantities excluding LAST add up to ${laidOutTotal}, the tube has ${totalTickets} tickets`);
    if (lastPrizes.length > 1 || lastPrizes.some((p) => p.quantity !== 1)) fail(0, 'bad-prizes', 'a tube has at most one LAST prize, of quantity 1');
    const lastPrize = lastPrizes[0];

    if ((opened.beaconRound === undefined) !== (opened.beaconPublicKey === undefined))
      fail(0, 'malformed', 'TubeOpened names a beacon round and its public key together, or neither');

    // The layout, when the log reveals a seed that matches the commitment and, if TubeOpened named a
    // beacon round, that round as the beacon signed it.
    let layout: LaidOutTier[] | undefined;
    const revealIndex = log.findIndex((e) => e.type === 'TubeSeedRevealed');
    let revealedSeed: string | undefined;
    let beaconProblem: { code: 'beacon-missing' | 'beacon-forged'; detail: string } | undefined;
    if (revealIndex >= 0) {
      const reveal = publicDataSchemas.TubeSeedRevealed.safeParse(log[revealIndex]!.data);
      if (reveal.success && tubeCommitment(tubeId, reveal.data.seed) === opened.commitment) {
        revealedSeed = reveal.data.seed;
        const { beaconRandomness: randomness, beaconSignature: signature } = reveal.data;
        if (opened.beaconRound !== undefined && (randomness === undefined || signature === undefined)) {
          beaconProblem = {
            code: 'beacon-missing',
            detail: `TubeOpened named beacon round ${opened.beaconRound} but the reveal gives no beaconRandomness and beaconSignature`,
          };
        } else if (opened.beaconRound !== undefined) {
          const problem = beaconRoundProblem(opened.beaconPublicKey!, { round: opened.beaconRound, signature: signature!, randomness: randomness! });
          if (problem) beaconProblem = { code: 'beacon-forged', detail: problem };
          else summary.beacon = { round: opened.beaconRound, publicKey: opened.beaconPublicKey!, randomness: randomness! };
        }
        if (!beaconProblem) {
          try {
            const result = layoutTube({
              tubeId,
              seedHex: revealedSeed,
              beaconHex: opened.beaconRound === undefined ? undefined : randomness,
              totalTickets,
              prizes: opened.prizes,
            });
            layout = result.tiers;
            const topTier = laidOutTiers.find((t) => laidOut.some((p) => p.tier === t))!;
            const topCount = laidOut.filter((p) => p.tier === topTier).reduce((n, p) => n + p.quantity, 0);
            summary.txid = result.txid;
            summary.topTier = topTier;
            summary.grandPrizePositions = findWinningPositions(result.txid, topCount, totalTickets).positions;
          } catch (error) {
            if (!(error instanceof FairnessIncompleteError || error instanceof TubePrizeMismatchError)) throw error;
            fail(revealIndex, 'layout-impossible', `the revealed seed gives no valid layout: ${error.message}`);
          }
        }
      }
    }

    const chain = walkChain(log);
    const drawn = new Map<number, { orderId: string; participant: string }>();
    let finalTicket: { number: number; orderId: string; participant: string } | undefined;
    let lastAwarded = false;
    let soldOut = false;
    for (let i = 0; i < log.length; i++) {
      const event = log[i]!;
      if (!(event.type in publicDataSchemas)) fail(i, 'malformed', `unknown event type ${event.type}`);
      const gap = chain.revisionGap(i);
      if (gap) fail(i, 'revision-gap', gap);
      const data = read(i, event.type as keyof PublicData);
      if (data.tubeId !== tubeId) fail(i, 'other-tube', `tubeId ${data.tubeId} is not ${tubeId}`);
      const broken = chain.link(data.prevHash, tubeEventHash(event));
      if (broken) {
        fail(
          i,
          'chain-broken',
          `prevHash ${short(broken.named)} is not the hash of the event before it (${short(broken.expected)}): an event was changed, removed or inserted before this one`,
        );
      }

      // After sell-out only the reveal may come. Logs written before a sold-out tube refused locks
      // may hold a lock and its release there: harmless, since a lock moves no ticket, prize or seed — so they
      // still verify, while a draw or LAST after sell-out fails (docs/fairness.md §3).
      if (soldOut && !afterSoldOutHarmless.has(event.type)) fail(i, 'after-sold-out', `${event.type} after TubeSoldOut`);
      switch (event.type) {
        case 'TubeOpened':
          if (i > 0) fail(i, 'opened-twice', 'TubeOpened again');
          break;
        case 'TubeLocked':
        case 'TubeLockReleased':
        case 'TicketReservationEnded':
          break;
        case 'TicketsReserved': {
          // A card order's hold on tickets while it waits for its payment: it moves no ticket, but names only real ones.
          const reserved = data as PublicData['TicketsReserved'];
          const outside = (reserved.numbers ?? []).find((n) => n > totalTickets);
          if (outside !== undefined) fail(i, 'number-out-of-range', `ticket ${outside} reserved in a tube of ${totalTickets}`);
          break;
        }
        case 'TicketDrawn': {
          const ticket = data as PublicData['TicketDrawn'];
          if (ticket.number > totalTickets) fail(i, 'number-out-of-range', `ticket ${ticket.number} of a tube of ${totalTickets}`);
          if (drawn.has(ticket.number)) fail(i, 'number-drawn-twice', `ticket ${ticket.number} was already drawn`);
          if (layout && layout[ticket.number - 1] !== ticket.tier) {
            fail(
              i,
              'tier-mismatch',
              `ticket ${ticket.number} is recorded as tier ${ticket.tier}; the revealed seed lays out tier ${layout[ticket.number - 1]} there`,
            );
          }
          // With the layout, the exact prize behind the number; before the reveal, at least one of the tier's prizes.
          const expected = layout
            ? [prizeAt({ tiers: layout }, opened.prizes, ticket.number).name]
            : laidOut.filter((p) => p.tier === ticket.tier).map((p) => p.name);
          if (!expected.includes(ticket.prizeName))
            fail(
              i,
              'prize-mismatch',
              `ticket ${ticket.number} is recorded as prize "${ticket.prizeName}"; expected ${expected.map((n) => `"${n}"`).join(' or ')}`,
            );
          drawn.set(ticket.number, { orderId: ticket.orderId, participant: ticket.participant });
          summary.drawnByTier[ticket.tier] = (summary.drawnByTier[ticket.tier] ?? 0) + 1;
          summary.ticketsDrawn = drawn.size;
          if (drawn.size === totalTickets) finalTicket = { number: ticket.number, orderId: ticket.orderId, participant: ticket.participant };
          break;
        }
        case 'LastPrizeAwarded': {
          const last = data as PublicData['LastPrizeAwarded'];
          if (!lastPrize) fail(i, 'last-misplaced', 'this tube has no LAST prize');
          if (lastAwarded) fail(i, 'last-misplaced', 'LAST was already awarded');
          if (!finalTicket) fail(i, 'last-misplaced', `LAST awarded with ${totalTickets - drawn.size} tickets still undrawn`);
          if (last.number !== finalTicket!.number)
            fail(i, 'last-misplaced', `LAST names ticket ${last.number}, the final ticket was ${finalTicket!.number}`);
          if (last.participant !== finalTicket!.participant || last.orderId !== finalTicket!.orderId) {
            fail(
              i,
              'last-wrong-participant',
              `LAST went to participant ${short(last.participant)} (order ${last.orderId}); the final ticket's buyer is ${short(finalTicket!.participant)} (order ${finalTicket!.orderId})`,
            );
          }
          if (last.prizeName !== lastPrize!.name) fail(i, 'prize-mismatch', `LAST prize "${last.prizeName}" is not "${lastPrize!.name}"`);
          lastAwarded = true;
          summary.lastPrize = { number: last.number, participant: last.participant };
          break;
        }
        case 'TubeSoldOut':
          if (drawn.size !== totalTickets) fail(i, 'sold-out-early', `sold out with ${totalTickets - drawn.size} of ${totalTickets} tickets undrawn`);
          if (lastPrize && !lastAwarded) fail(i, 'last-missing', 'sold out without LastPrizeAwarded');
          soldOut = true;
          summary.soldOut = true;
          break;
        case 'TubeSeedRevealed': {
          if (!soldOut) fail(i, 'reveal-early', 'the seed was revealed before TubeSoldOut');
          if (i !== revealIndex) fail(i, 'malformed', 'the seed was revealed twice');
          const reveal = data as PublicData['TubeSeedRevealed'];
          if (reveal.seed !== revealedSeed) {
            fail(
              i,
              'commitment-mismatch',
              `SHA-256("tube-v1" || tubeId || seed) is ${short(tubeCommitment(tubeId, reveal.seed))}, TubeOpened committed to ${short(opened.commitment)}`,
            );
          }
          if (beaconProblem) fail(i, beaconProblem.code, beaconProblem.detail);
          summary.seedRevealed = true;
          break;
        }
        default:
          fail(i, 'malformed', `unknown event type ${event.type}`);
      }
    }
    const rewritten = keptHistoryBreak(log.map(tubeEventHash), kept);
    if (rewritten) fail(rewritten.index, 'rewritten', rewritten.detail);
    return { status: layout && summary.seedRevealed ? 'verified' : 'unrevealed', summary };
  } catch (error) {
    if (error instanceof Failed) return { status: 'failed', failure: error.failure, summary };
    throw error;
  }
}
