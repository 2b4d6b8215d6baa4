// The offline audit of one blind box (package-v1, package-fairness.rule.ts). The same functions run
// in the server's export (GET /api/audit/packages/{id}/events), `npm run verify` and the tests.
//
// Export: one NDJSON line per event of the `package-<id>` stream, in stream order:
//   { revision, recordedAt, type, data, prevHash, hash }
// where `data` is the PUBLIC form (each `userId` replaced by `participant` =
// SHA-256("package-v1:participant:" + packageId + ":" + userId)) and
//   hash = SHA-256( canonicalJson({ prevHash, type, data }) ),   prevHash of the first line = 64 zeros.
// Package events do not carry the chain in their stored data (tube and gacha events do), so the
// chain is computed over the stored stream when it is exported: it makes any later change to an
// event already exported visible (`--earlier` compares an export with an older copy), while the
// fairness itself rests on the commitment in PackageOpened: once the seed is revealed, every slot
// drawn, every hint and every insight is checked against the layout the seed commits to.
import { z } from 'zod';
import {
  packageOpenedSchema,
  packageSeedRevealedSchema,
  packageSoldOutSchema,
  slotDrawnSchema,
  slotHintRevealedSchema,
  slotInsightRevealedSchema,
  slotLockedSchema,
  slotReleasedSchema,
  type PackageItem,
} from '../events/package.events';
import { canonicalJson } from './canonical-json';
import { beaconRoundProblem } from './beacon.rule';
import { layoutPackage, packageFairnessScheme, packageFairnessSchemeV3, packageOpenedCommitment } from './package-fairness.rule';
import { sha256Hex } from './sha256';
import { keptHistoryBreak, parseAuditExport, walkChain, type ChainCheckpoint } from './audit-chain.rule';
import { genesisHash, publicEventForm } from './tube-chain.rule';

export function packageParticipantTag(packageId: string, userId: string): string {
  return sha256Hex(`${packageFairnessScheme}:participant:${packageId}:${userId}`);
}

type AnyPackageEvent = { type: string; data: { packageId: string; userId?: string } & Record<string, unknown> };
export type PublicPackageEvent = { type: string; data: Record<string, unknown> };

/** The event as the audit export shows it: `userId` replaced by `participant`. */
export function publicPackageEvent(event: AnyPackageEvent): PublicPackageEvent {
  return publicEventForm(event, (userId) => packageParticipantTag(event.data.packageId, userId));
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
export const packageAuditLineSchema = z.object({
  revision: z.number().int().nonnegative(),
  recordedAt: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  prevHash: hex64,
  hash: hex64,
});
export type PackageAuditLine = z.infer<typeof packageAuditLineSchema>;

export function packageLineHash(line: Pick<PackageAuditLine, 'prevHash' | 'type' | 'data'>): string {
  return sha256Hex(canonicalJson({ prevHash: line.prevHash, type: line.type, data: line.data }));
}

/** The export's lines for a stream's events (stored form, in order). */
export function packageAuditLines(events: readonly { revision: number; recordedAt: string; type: string; data: unknown }[]): PackageAuditLine[] {
  let prevHash = genesisHash;
  return events.map((e) => {
    const { type, data } = publicPackageEvent({ type: e.type, data: e.data as AnyPackageEvent['data'] });
    const hash = packageLineHash({ prevHash, type, data });
    const line = { revision: e.revision, recordedAt: e.recordedAt, type, data, prevHash, hash };
    prevHash = hash;
    return line;
  });
}

export class PackageAuditFileError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export function parsePackageAuditExport(text: string): PackageAuditLine[] {
  return parseAuditExport(
    text,
    packageAuditLineSchema,
    'not a package audit line ({revision, recordedAt, type, data, prevHash, hash})',
    (line, reason) => new PackageAuditFileError(line, reason),
  );
}

const participant = { participant: hex64 };
const publicDataSchemas = {
  PackageOpened: packageOpenedSchema.shape.data,
  SlotLocked: slotLockedSchema.shape.data.omit({ userId: true }).extend(participant),
  SlotReleased: slotReleasedSchema.shape.data.omit({ userId: true }).extend(participant),
  SlotHintRevealed: slotHintRevealedSchema.shape.data.omit({ userId: true }).extend(participant),
  SlotInsightRevealed: slotInsightRevealedSchema.shape.data.omit({ userId: true }).extend(participant),
  SlotDrawn: slotDrawnSchema.shape.data.omit({ userId: true }).extend(participant),
  PackageSoldOut: packageSoldOutSchema.shape.data,
  PackageSeedRevealed: packageSeedRevealedSchema.shape.data,
} as const;
type PublicData = { [K in keyof typeof publicDataSchemas]: z.infer<(typeof publicDataSchemas)[K]> };

export type PackageAuditFailureCode =
  | 'malformed'
  | 'not-opened-first'
  | 'opened-twice'
  | 'other-package'
  | 'chain-broken'
  | 'revision-gap'
  | 'slot-out-of-range'
  | 'slot-drawn-twice'
  | 'after-drawn'
  | 'item-mismatch'
  | 'hint-untrue'
  | 'sold-out-early'
  | 'after-sold-out'
  | 'reveal-early'
  /** Sold out, but the seed is not revealed: the reveal is written in the same commit as the sell-out. */
  | 'reveal-missing'
  | 'commitment-mismatch'
  /** package-v3: the reveal lacks the beacon round PackageOpened named. */
  | 'beacon-missing'
  /** package-v3: the beacon round's BLS signature is not the named beacon's on that round. */
  | 'beacon-forged'
  /** The log no longer holds a chain head or an earlier export's line that someone kept. */
  | 'rewritten';

export type PackageAuditSummary = {
  packageId: string;
  productId: string;
  events: number;
  slots: number;
  slotsDrawn: number;
  hints: number;
  insights: number;
  drawnByRarity: Record<string, number>;
  /** package-v3: the beacon round mixed into the layout, once revealed and its signature checked. */
  beacon?: { round: number; publicKey: string; randomness: string };
};

export type PackageAuditResult =
  | { status: 'verified'; summary: PackageAuditSummary }
  /** The chain and every check that needs no seed passed; items wait for the reveal at sell-out. */
  | { status: 'unrevealed'; summary: PackageAuditSummary }
  | {
      status: 'failed';
      failure: { index: number; revision?: number; type: string; code: PackageAuditFailureCode; detail: string };
      summary?: PackageAuditSummary;
    };

class Failed extends Error {
  constructor(readonly failure: Extract<PackageAuditResult, { status: 'failed' }>['failure']) {
    super(failure.detail);
  }
}

const sameItem = (a: PackageItem, b: PackageItem) => a.name === b.name && a.rarity === b.rarity && a.image_url === b.image_url;

/**
 * Verifies a package's exported log, in stream order, and names the first event that fails;
 * `kept`: chain heads or an earlier export's lines the log must still hold.
 */
export function verifyPackageLog(log: readonly PackageAuditLine[], kept: readonly ChainCheckpoint[] = []): PackageAuditResult {
  const fail = (index: number, code: PackageAuditFailureCode, detail: string): never => {
    const e = log[index];
    throw new Failed({ index, revision: e?.revision, type: e?.type ?? '(end of log)', code, detail });
  };
  const read = <K extends keyof PublicData>(index: number, type: K): PublicData[K] => {
    const parsed = publicDataSchemas[type].safeParse(log[index]!.data);
    if (!parsed.success) fail(index, 'malformed', `${type} data does not match its schema`);
    return parsed.data as PublicData[K];
  };

  let summary: PackageAuditSummary | undefined;
  try {
    if (log.length === 0 || log[0]!.type !== 'PackageOpened') fail(0, 'not-opened-first', 'the first event is not PackageOpened');
    const opened = read(0, 'PackageOpened');
    const { packageId } = opened;
    summary = {
      packageId,
      productId: opened.productId,
      events: log.length,
      slots: opened.items.length,
      slotsDrawn: 0,
      hints: 0,
      insights: 0,
      drawnByRarity: {},
    };
    const s = summary;
    // The revealed seed, read ahead so that every slot is checked as the log is walked.
    const revealedAt = log.findIndex((e) => e.type === 'PackageSeedRevealed');
    let layout: PackageItem[] | undefined;
    const v3 = opened.scheme === packageFairnessSchemeV3;
    if (v3 !== (opened.beaconRound !== undefined) || v3 !== (opened.beaconPublicKey !== undefined))
      fail(0, 'malformed', 'a package-v3 box names a beacon round and its public key; other schemes name neither');
    if (revealedAt >= 0) {
      const { seed, beaconRandomness: randomness, beaconSignature: signature } = read(revealedAt, 'PackageSeedRevealed');
      if (packageOpenedCommitment(opened, seed) !== opened.commitment)
        fail(
          revealedAt,
          'commitment-mismatch',
          `the revealed seed does not match the ${opened.scheme ?? packageFairnessScheme} commitment in PackageOpened`,
        );
      if (v3) {
        if (randomness === undefined || signature === undefined)
          fail(
            revealedAt,
            'beacon-missing',
            `PackageOpened named beacon round ${opened.beaconRound} but the reveal gives no beaconRandomness and beaconSignature`,
          );
        const problem = beaconRoundProblem(opened.beaconPublicKey!, { round: opened.beaconRound!, signature: signature!, randomness: randomness! });
        if (problem) fail(revealedAt, 'beacon-forged', problem);
        s.beacon = { round: opened.beaconRound!, publicKey: opened.beaconPublicKey!, randomness: randomness! };
      }
      layout = layoutPackage(seed, opened.items, v3 ? randomness : undefined);
    }

    const drawn = new Set<number>();
    let soldOut = false;
    let revealed = false;
    const chain = walkChain(log);
    for (let i = 0; i < log.length; i++) {
      const line = log[i]!;
      if (chain.link(line.prevHash, line.hash))
        fail(i, 'chain-broken', 'prevHash is not the hash of the line before it: a line was changed, removed or inserted');
      if (packageLineHash(line) !== line.hash) fail(i, 'chain-broken', 'hash is not SHA-256 of {prevHash, type, data}: the line was changed');
      const gap = chain.revisionGap(i);
      if (gap) fail(i, 'revision-gap', gap);
      if (!(line.type in publicDataSchemas)) fail(i, 'malformed', `unknown event type ${line.type}`);
      const type = line.type as keyof PublicData;
      const data = read(i, type);
      if (data.packageId !== packageId) fail(i, 'other-package', `packageId ${data.packageId} is not ${packageId}`);
      if (revealed) fail(i, 'after-sold-out', 'an event after the seed was revealed');
      if (i > 0 && type === 'PackageOpened') fail(i, 'opened-twice', 'PackageOpened again');
      if ('itemIndex' in data) {
        const index = data.itemIndex as number;
        if (index >= opened.items.length) fail(i, 'slot-out-of-range', `slot ${index} of a ${opened.items.length}-slot box`);
        if (soldOut) fail(i, 'after-sold-out', `slot ${index} touched after the box sold out`);
        // Giving a lock back is harmless at any time; nothing else may touch a sold slot.
        if (drawn.has(index) && type !== 'SlotReleased')
          fail(i, type === 'SlotDrawn' ? 'slot-drawn-twice' : 'after-drawn', `slot ${index} was already drawn`);
      }
      switch (type) {
        case 'SlotHintRevealed': {
          const d = data as PublicData['SlotHintRevealed'];
          if (!opened.items.some((it) => sameItem(it, d.notMeItem)))
            fail(i, 'hint-untrue', `the hint names ${d.notMeItem.name}, which the box does not hold`);
          if (layout && layout[d.itemIndex]!.name === d.notMeItem.name)
            fail(i, 'hint-untrue', `the hint said slot ${d.itemIndex} is not ${d.notMeItem.name}, but it is`);
          s.hints++;
          break;
        }
        case 'SlotInsightRevealed': {
          const d = data as PublicData['SlotInsightRevealed'];
          if (layout && !sameItem(layout[d.itemIndex]!, d.currentItem))
            fail(
              i,
              'item-mismatch',
              `the insight showed ${d.currentItem.name} for slot ${d.itemIndex}, the layout holds ${layout[d.itemIndex]!.name}`,
            );
          s.insights++;
          break;
        }
        case 'SlotDrawn': {
          const d = data as PublicData['SlotDrawn'];
          if (layout && !sameItem(layout[d.itemIndex]!, d.item))
            fail(i, 'item-mismatch', `slot ${d.itemIndex} was sold as ${d.item.name}, the layout holds ${layout[d.itemIndex]!.name}`);
          drawn.add(d.itemIndex);
          s.slotsDrawn++;
          s.drawnByRarity[d.item.rarity] = (s.drawnByRarity[d.item.rarity] ?? 0) + 1;
          break;
        }
        case 'PackageSoldOut':
          if (soldOut) fail(i, 'after-sold-out', 'sold out twice');
          if (drawn.size !== opened.items.length) fail(i, 'sold-out-early', `sold out with ${opened.items.length - drawn.size} slots left`);
          soldOut = true;
          break;
        case 'PackageSeedRevealed':
          if (!soldOut) fail(i, 'reveal-early', 'the seed was revealed before the box sold out');
          revealed = true;
          break;
      }
    }
    if (drawn.size === opened.items.length && !soldOut) fail(log.length, 'sold-out-early', 'every slot is drawn but PackageSoldOut is missing');
    if (soldOut && !revealed)
      fail(log.length, 'reveal-missing', 'the box sold out but its seed is not revealed: the reveal is written in the same commit as PackageSoldOut');
    const rewritten = keptHistoryBreak(
      log.map((line) => line.hash),
      kept,
    );
    if (rewritten) fail(rewritten.index, 'rewritten', rewritten.detail);
    return { status: revealed ? 'verified' : 'unrevealed', summary: s };
  } catch (error) {
    if (error instanceof Failed) return { status: 'failed', failure: error.failure, summary };
    throw error;
  }
}
