// Capsule-machine export logs for the auditors' tools: one honest machine over two rounds (a staff
// restock that reveals round 1's seed, then a sell-out that reveals round 2's; round 1 stocked
// under the old "gacha-v1" commitment, round 2 under "gacha-v2"), the same machine
// before its last reveal, and tampered copies, each naming the event a verifier must stop at; and a
// machine stocked under "gacha-v3" (capsules reserved at payment, drawn at beacon rounds), honest,
// unrevealed and tampered (a forged beacon round among them).
// Built with the contracts' own chain and order code, exactly as the machine decider writes them.
import { createHash } from 'node:crypto';
import {
  beaconPublicKeyOf,
  capsuleOrder,
  drawCapsuleV3,
  gachaCommitmentV3,
  signBeaconRound,
  gachaCommitment,
  gachaCommitmentV2,
  gachaEventHash,
  genesisHash,
  publicGachaEvent,
  type GachaAuditFailureCode,
  type GachaItem,
  type PublicGachaEvent,
} from '@shop/contracts';

export type GachaExportLine = PublicGachaEvent & { revision: number; recordedAt: string };

export const fixtureMachineId = 'fixture-gacha';
const seedOf = (round: number) => createHash('sha256').update(`fixture gacha seed ${round}`).digest('hex');
export const fixtureGachaSeeds = [seedOf(1), seedOf(2)] as const;
const round1: GachaItem[] = [
  { id: 'cat', name: '招財貓', rarity: 'common', image_url: '/g/cat.svg', quantity: 3 },
  { id: 'fox', name: '狐狸', rarity: 'rare', image_url: '/g/fox.svg', quantity: 2 },
  { id: 'dragon', name: '金龍', rarity: 'secret', image_url: '/g/dragon.svg', quantity: 1 },
];
const round2: GachaItem[] = [
  { id: 'cat', name: '招財貓', rarity: 'common', image_url: '/g/cat.svg', quantity: 2 },
  { id: 'fox', name: '狐狸', rarity: 'rare', image_url: '/g/fox.svg', quantity: 1 },
  { id: 'dragon', name: '金龍', rarity: 'secret', image_url: '/g/dragon.svg', quantity: 1 },
];

type Unchained = { type: string; data: Record<string, unknown> };

/** Links events into the chain as the machine decider does, and exports them as the audit export does. */
function exported(events: readonly Unchained[]): GachaExportLine[] {
  let prevHash = genesisHash;
  return events.map((e, revision) => {
    const linked = { type: e.type, data: { machineId: fixtureMachineId, ...e.data, prevHash } as { machineId: string; userId?: string } };
    prevHash = gachaEventHash(linked);
    return { revision, recordedAt: new Date(Date.UTC(2026, 10, 24, 6, 0, revision)).toISOString(), ...publicGachaEvent(linked) };
  });
}

/** Round 1 as the shop stocked rounds before gacha-v2 (no scheme); later rounds under gacha-v2. */
function stocked(round: number, items: GachaItem[]): Unchained {
  if (round === 1)
    return {
      type: 'GachaStocked',
      data: { productId: 'p-gacha', round, items, commitment: gachaCommitment(fixtureMachineId, round, seedOf(round)) },
    };
  const commitment = gachaCommitmentV2(fixtureMachineId, round, items, seedOf(round));
  return { type: 'GachaStocked', data: { productId: 'p-gacha', round, items, scheme: 'gacha-v2', commitment } };
}

function draws(round: number, items: GachaItem[], positions: number[], userId: string): Unchained[] {
  const order = capsuleOrder(seedOf(round), items);
  return positions.map((position) => {
    const item = items.find((i) => i.id === order[position - 1])!;
    return {
      type: 'CapsuleDrawn',
      data: { round, position, orderId: `order-${round}-${position}`, userId, itemId: item.id, itemName: item.name, rarity: item.rarity },
    };
  });
}

/** Alice draws 2 of round 1; staff restock (round 1's seed revealed); bob draws all 4 of round 2; sold out; revealed. */
function twoRounds(): Unchained[] {
  return [
    stocked(1, round1),
    ...draws(1, round1, [1, 2], 'alice'),
    { type: 'GachaSeedRevealed', data: { round: 1, seed: seedOf(1) } },
    stocked(2, round2),
    ...draws(2, round2, [1, 2, 3, 4], 'bob'),
    { type: 'GachaSoldOut', data: { round: 2 } },
    { type: 'GachaSeedRevealed', data: { round: 2, seed: seedOf(2) } },
  ];
}

export const honestGachaLog = (): GachaExportLine[] => exported(twoRounds());

/** The same machine sold out, round 2's seed not yet revealed. */
export const unrevealedGachaLog = (): GachaExportLine[] => exported(twoRounds().slice(0, -1));

/** The unrevealed machine rewritten from round 2 on with that round's item list reordered: self-consistent, but not the chain a watcher kept. */
export const rewrittenGachaLog = (): GachaExportLine[] =>
  exported(
    twoRounds()
      .slice(0, -1)
      .map((e) => (e.type === 'GachaStocked' && e.data.round === 2 ? { type: e.type, data: { ...e.data, items: [...round2].reverse() } } : e)),
  );

export type TamperedGachaLog = { name: string; log: GachaExportLine[]; failsAt: number; code: GachaAuditFailureCode };

/** Edits that a verifier must catch, each re-chained (so only the rule it breaks can catch it) unless said otherwise. */
export function tamperedGachaLogs(): TamperedGachaLog[] {
  const honest = twoRounds();
  const edit = (at: number, change: (data: Record<string, unknown>) => Record<string, unknown>) =>
    honest.map((e, i) => (i === at ? { type: e.type, data: change(e.data) } : e));
  const at = (type: string, nth = 0) => honest.map((e, i) => (e.type === type ? i : -1)).filter((i) => i >= 0)[nth]!;
  const firstDraw = at('CapsuleDrawn');
  const restockReveal = at('GachaSeedRevealed');
  const round2At = at('GachaStocked', 1);
  const soldOutAt = at('GachaSoldOut');
  const lastReveal = at('GachaSeedRevealed', 1);
  const lastDraw = soldOutAt - 1;
  const asItem = (item: GachaItem) => (d: Record<string, unknown>) => ({ ...d, itemId: item.id, itemName: item.name, rarity: item.rarity });
  // Another item than the one drawn first: what a shop that swapped a capsule would write.
  const other = round1.find((i) => i.id !== honest[firstDraw]!.data.itemId)!;
  // Before round 2's last capsule every item but the last one's is used up: drawing one of them again overdraws it.
  const usedUp = round2.find((i) => i.id !== honest[lastDraw]!.data.itemId)!;
  const flipped = (s: string) => s.slice(0, 63) + (s[63] === '0' ? '1' : '0');

  const editedInPlace = exported(honest).map((l, i) => (i === firstDraw ? { ...l, data: { ...l.data, orderId: 'order-x' } } : l));
  const cut = exported(honest).filter((_, i) => i !== firstDraw);
  return [
    { name: 'an order id edited in place', log: editedInPlace, failsAt: firstDraw + 1, code: 'chain-broken' },
    { name: 'a capsule swapped and the chain recomputed', log: exported(edit(firstDraw, asItem(other))), failsAt: firstDraw, code: 'item-mismatch' },
    { name: 'a draw removed', log: cut, failsAt: firstDraw, code: 'revision-gap' },
    {
      name: 'a position skipped',
      log: exported(edit(firstDraw + 1, (d) => ({ ...d, position: 3 }))),
      failsAt: firstDraw + 1,
      code: 'position-out-of-order',
    },
    { name: 'an item overdrawn', log: exported(edit(lastDraw, asItem(usedUp))), failsAt: lastDraw, code: 'over-stock' },
    {
      name: 'a seed bit flipped at the restock',
      log: exported(edit(restockReveal, (d) => ({ ...d, seed: flipped(d.seed as string) }))),
      failsAt: 0,
      code: 'commitment-mismatch',
    },
    {
      name: 'restocked without revealing the seed',
      log: exported(honest.filter((_, i) => i !== restockReveal)),
      failsAt: round2At - 1,
      code: 'round-out-of-order',
    },
    {
      name: 'sold out with capsules left',
      log: exported([...honest.slice(0, lastDraw), honest[soldOutAt]!, honest[lastReveal]!]),
      failsAt: lastDraw,
      code: 'sold-out-early',
    },
    {
      name: 'a capsule drawn after sell-out',
      log: exported([
        ...honest.slice(0, soldOutAt + 1),
        { type: 'CapsuleDrawn', data: { ...honest[lastDraw]!.data, position: 5 } },
        honest[lastReveal]!,
      ]),
      failsAt: soldOutAt + 1,
      code: 'after-round-end',
    },
    {
      name: 'a seed revealed twice',
      log: exported([...honest, honest[lastReveal]!]),
      failsAt: lastReveal + 1,
      code: 'reveal-early',
    },
    {
      name: "round 2's item list reordered (same seed and commitment) and the chain recomputed",
      log: exported(edit(round2At, (d) => ({ ...d, items: [...(d.items as GachaItem[])].reverse() }))),
      failsAt: round2At,
      code: 'commitment-mismatch',
    },
    {
      name: "a seed bit flipped in round 2's reveal",
      log: exported(edit(lastReveal, (d) => ({ ...d, seed: flipped(d.seed as string) }))),
      failsAt: round2At,
      code: 'commitment-mismatch',
    },
    {
      name: 'a round emptied with no GachaSoldOut',
      log: exported(honest.filter((_, i) => i !== soldOutAt)),
      failsAt: soldOutAt,
      code: 'sold-out-missing',
    },
    {
      name: 'the reveal written before GachaSoldOut',
      log: exported([...honest.slice(0, soldOutAt), honest[lastReveal]!, honest[soldOutAt]!]),
      failsAt: soldOutAt,
      code: 'sold-out-missing',
    },
    {
      name: 'a seed revealed with capsules left and no restock after it',
      log: exported([...honest.slice(0, firstDraw + 1), { type: 'GachaSeedRevealed', data: { round: 1, seed: seedOf(1) } }]),
      failsAt: firstDraw + 1,
      code: 'reveal-early',
    },
  ];
}

/** The rounds' items, for the documentation's vectors. */
export const fixtureGachaRounds = { round1, round2 } as const;

// ── gacha-v3 ────────────────────────────────────────────────────────────────────────────────

export const fixtureV3MachineId = 'fixture-gacha-v3';
/** The local beacon key the v3 fixture's rounds are signed with, and its public key. */
export const fixtureBeaconKey = '5e'.repeat(32);
export const fixtureBeaconPublicKey = beaconPublicKeyOf(fixtureBeaconKey);
const seedV3 = createHash('sha256').update('fixture gacha v3 seed').digest('hex');
export const fixtureGachaV3Seed = seedV3;

/** The v3 machine's events, chained and exported like `exported` but for its own machine id. */
function exportedV3(events: readonly Unchained[]): GachaExportLine[] {
  let prevHash = genesisHash;
  return events.map((e, revision) => {
    const linked = { type: e.type, data: { machineId: fixtureV3MachineId, ...e.data, prevHash } as { machineId: string; userId?: string } };
    prevHash = gachaEventHash(linked);
    return { revision, recordedAt: new Date(Date.UTC(2026, 10, 28, 6, 0, revision)).toISOString(), ...publicGachaEvent(linked) };
  });
}

/**
 * One gacha-v3 round of round1's six capsules: alice pays for two (beacon round 100), bob for one
 * (101); those three are drawn; carol pays for the last three (102, 102, 103); they are drawn; sold
 * out; revealed. Each capsule drawn from what is left with its round's signed randomness.
 */
function v3Round(): Unchained[] {
  const purchases = [
    { userId: 'alice', beaconRound: 100 },
    { userId: 'alice', beaconRound: 100 },
    { userId: 'bob', beaconRound: 101 },
    { userId: 'carol', beaconRound: 102 },
    { userId: 'carol', beaconRound: 102 },
    { userId: 'carol', beaconRound: 103 },
  ].map((p, i) => ({ ...p, position: i + 1, orderId: `order-v3-${i + 1}` }));
  const left = new Map(round1.map((i) => [i.id, i.quantity]));
  const reserve = (p: (typeof purchases)[number]): Unchained => ({ type: 'CapsuleReserved', data: { round: 1, ...p } });
  const draw = (p: (typeof purchases)[number]): Unchained => {
    const beacon = signBeaconRound(fixtureBeaconKey, p.beaconRound);
    const itemId = drawCapsuleV3(seedV3, round1, left, {
      machineId: fixtureV3MachineId,
      round: 1,
      position: p.position,
      orderId: p.orderId,
      beaconRound: p.beaconRound,
      beaconRandomness: beacon.randomness,
    });
    left.set(itemId, left.get(itemId)! - 1);
    const item = round1.find((i) => i.id === itemId)!;
    return {
      type: 'CapsuleDrawn',
      data: {
        round: 1,
        position: p.position,
        orderId: p.orderId,
        userId: p.userId,
        itemId,
        itemName: item.name,
        rarity: item.rarity,
        beaconRound: p.beaconRound,
        beaconSignature: beacon.signature,
        beaconRandomness: beacon.randomness,
      },
    };
  };
  const commitment = gachaCommitmentV3(fixtureV3MachineId, 1, round1, fixtureBeaconPublicKey, seedV3);
  return [
    {
      type: 'GachaStocked',
      data: { productId: 'p-gacha-v3', round: 1, items: round1, scheme: 'gacha-v3', beaconPublicKey: fixtureBeaconPublicKey, commitment },
    },
    ...purchases.slice(0, 3).map(reserve),
    ...purchases.slice(0, 3).map(draw),
    ...purchases.slice(3).map(reserve),
    ...purchases.slice(3).map(draw),
    { type: 'GachaSoldOut', data: { round: 1 } },
    { type: 'GachaSeedRevealed', data: { round: 1, seed: seedV3 } },
  ];
}

export const honestGachaV3Log = (): GachaExportLine[] => exportedV3(v3Round());

/** The v3 machine with capsules paid for and some drawn, its seed not revealed. */
export const unrevealedGachaV3Log = (): GachaExportLine[] => exportedV3(v3Round().slice(0, 8));

/** Edits of the v3 machine's log that a verifier must catch, each re-chained. */
export function tamperedGachaV3Logs(): TamperedGachaLog[] {
  const honest = v3Round();
  const edit = (at: number, change: (data: Record<string, unknown>) => Record<string, unknown>) =>
    honest.map((e, i) => (i === at ? { type: e.type, data: change(e.data) } : e));
  const firstDraw = honest.findIndex((e) => e.type === 'CapsuleDrawn');
  const reveal = honest.length - 1;
  const forged = signBeaconRound('4d'.repeat(32), 100);
  const other = round1.find((i) => i.id !== honest[firstDraw]!.data.itemId)!;
  return [
    {
      name: 'gacha-v3: a forged beacon round (signed by another key)',
      log: exportedV3(edit(firstDraw, (d) => ({ ...d, beaconSignature: forged.signature, beaconRandomness: forged.randomness }))),
      failsAt: firstDraw,
      code: 'beacon-forged',
    },
    {
      name: 'gacha-v3: a capsule swapped and the chain recomputed',
      log: exportedV3(edit(firstDraw, (d) => ({ ...d, itemId: other.id, itemName: other.name, rarity: other.rarity }))),
      failsAt: firstDraw,
      code: 'item-mismatch',
    },
    {
      name: 'gacha-v3: the item list reordered',
      log: exportedV3(edit(0, (d) => ({ ...d, items: [...round1].reverse() }))),
      failsAt: 0,
      code: 'commitment-mismatch',
    },
    {
      name: 'gacha-v3: a seed bit flipped',
      log: exportedV3(edit(reveal, (d) => ({ ...d, seed: (d.seed as string).slice(0, 63) + ((d.seed as string)[63] === '0' ? '1' : '0') }))),
      failsAt: 0,
      code: 'commitment-mismatch',
    },
    {
      name: 'gacha-v3: a reservation dropped and the chain recomputed',
      log: exportedV3(honest.filter((_, i) => i !== 1)),
      failsAt: 1,
      code: 'position-out-of-order',
    },
  ];
}
