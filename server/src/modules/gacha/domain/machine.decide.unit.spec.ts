import {
  beaconPublicKeyOf,
  capsuleOrder,
  drawCapsuleV3,
  gachaCommitment,
  gachaCommitmentV2,
  gachaCommitmentV3,
  signBeaconRound,
  gachaEventHash,
  genesisHash,
  verifyGachaLog,
  publicGachaEvent,
  type GachaEvent,
  type GachaItem,
} from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import {
  CapsuleNotDrawable,
  CapsulesAwaitingDraw,
  GachaSeedMismatch,
  InvalidStock,
  MachineAlreadyStocked,
  MachineNotSoldOut,
  MachineSoldOut,
  machineDecider,
  type MachineCommand,
  type UnchainedGachaEvent,
} from './machine.decide';
import { dueToDraw, remainingOf, type StockedMachine } from './machine.state';

const spec = deciderSpec(machineDecider);
const seed1 = '1'.repeat(64);
const seed2 = '2'.repeat(64);
const items: GachaItem[] = [
  { id: 'cat', name: '蜷曲睡', rarity: 'common', image_url: '/c.svg', quantity: 2 },
  { id: 'star', name: '星空睡', rarity: 'secret', image_url: '/s.svg', quantity: 1 },
];
const order1 = capsuleOrder(seed1, items);
const nameOf = (id: string) => items.find((i) => i.id === id)!;

/** The events as they follow one another in the stream's hash chain. */
function chained(...events: UnchainedGachaEvent[]): GachaEvent[] {
  let prevHash = genesisHash;
  return events.map((e) => {
    const linked = { type: e.type, data: { ...e.data, prevHash } } as GachaEvent;
    prevHash = gachaEventHash(linked);
    return linked;
  });
}
/** A round stocked before "gacha-v2": no scheme, the v1 commitment (still revealed and verified under v1). */
const stocked: UnchainedGachaEvent = {
  type: 'GachaStocked',
  data: { machineId: 'm1', productId: 'p1', round: 1, items, commitment: gachaCommitment('m1', 1, seed1) },
};
const drawn = (position: number, orderId: string, userId = 'u1'): UnchainedGachaEvent => {
  const item = nameOf(order1[position - 1]!);
  return {
    type: 'CapsuleDrawn',
    data: { machineId: 'm1', round: 1, position, orderId, userId, itemId: item.id, itemName: item.name, rarity: item.rarity },
  };
};
const drawCmd = (orderId: string, order: readonly string[] = order1): MachineCommand => ({
  type: 'DrawCapsule',
  data: { machineId: 'm1', orderId, userId: 'u1', capsuleOrder: order },
});

describe('stocking a machine', () => {
  it('stocks an empty machine as round 1 under gacha-v2, with its commitment', () => {
    const commitment = gachaCommitmentV2('m1', 1, items, seed1);
    spec
      .given()
      .when({ type: 'StockMachine', data: { machineId: 'm1', productId: 'p1', items, commitment } })
      .then(chained({ type: 'GachaStocked', data: { machineId: 'm1', productId: 'p1', round: 1, items, scheme: 'gacha-v2', commitment } }));
  });

  it('reveals a gacha-v2 round only with the seed its commitment covers', () => {
    const commitment = gachaCommitmentV2('m1', 1, items, seed1);
    const given = spec.given(
      ...chained({ type: 'GachaStocked', data: { machineId: 'm1', productId: 'p1', round: 1, items, scheme: 'gacha-v2', commitment } }),
    );
    given
      .when({ type: 'RestockMachine', data: { machineId: 'm1', items, commitment: 'a'.repeat(64), previousSeedHex: seed2 } })
      .thenThrows(GachaSeedMismatch);
    expect(
      machineDecider.decide(
        { type: 'RestockMachine', data: { machineId: 'm1', items, commitment: 'a'.repeat(64), previousSeedHex: seed1 } },
        given.state,
      )[0],
    ).toMatchObject({
      type: 'GachaSeedRevealed',
      data: { round: 1, seed: seed1 },
    });
  });

  it('refuses to stock twice', () =>
    spec
      .given(...chained(stocked))
      .when({ type: 'StockMachine', data: { machineId: 'm1', productId: 'p1', items, commitment: 'a'.repeat(64) } })
      .thenThrows(MachineAlreadyStocked));

  it('refuses items without capsules or with repeated ids', () => {
    spec
      .given()
      .when({ type: 'StockMachine', data: { machineId: 'm1', productId: 'p1', items: [{ ...items[0]!, quantity: 0 }], commitment: 'a'.repeat(64) } })
      .thenThrows(InvalidStock);
    spec
      .given()
      .when({ type: 'StockMachine', data: { machineId: 'm1', productId: 'p1', items: [items[0]!, items[0]!], commitment: 'a'.repeat(64) } })
      .thenThrows(InvalidStock);
  });
});

describe('drawing a capsule', () => {
  it('takes the next position of the committed order, with the previous event hash', () =>
    spec
      .given(...chained(stocked))
      .when(drawCmd('o1'))
      .then(chained(stocked, drawn(1, 'o1')).slice(1)));

  it('counts what is left of each item', () => {
    const { state } = spec.given(...chained(stocked, drawn(1, 'o1')));
    const m = state as StockedMachine;
    expect(m.sold).toBe(1);
    expect(remainingOf(m, order1[0]!)).toBe(nameOf(order1[0]!).quantity - 1);
  });

  it('is idempotent on the order id', () =>
    spec
      .given(...chained(stocked, drawn(1, 'o1')))
      .when(drawCmd('o1'))
      .thenNothingHappens());

  it('sells out with the last capsule', () =>
    spec
      .given(...chained(stocked, drawn(1, 'o1'), drawn(2, 'o2')))
      .when(drawCmd('o3'))
      .then(
        chained(stocked, drawn(1, 'o1'), drawn(2, 'o2'), drawn(3, 'o3'), { type: 'GachaSoldOut', data: { machineId: 'm1', round: 1 } }).slice(3),
      ));

  it('refuses a draw once sold out', () =>
    spec
      .given(...chained(stocked, drawn(1, 'o1'), drawn(2, 'o2'), drawn(3, 'o3'), { type: 'GachaSoldOut', data: { machineId: 'm1', round: 1 } }))
      .when(drawCmd('o4'))
      .thenThrows(MachineSoldOut));
});

describe('the seed', () => {
  const soldOut = chained(stocked, drawn(1, 'o1'), drawn(2, 'o2'), drawn(3, 'o3'), { type: 'GachaSoldOut', data: { machineId: 'm1', round: 1 } });

  it('is revealed after sell-out when it matches the commitment', () =>
    spec
      .given(...soldOut)
      .when({ type: 'RevealGachaSeed', data: { machineId: 'm1', seedHex: seed1 } })
      .then(
        chained(...soldOut.map((e) => e as UnchainedGachaEvent), {
          type: 'GachaSeedRevealed',
          data: { machineId: 'm1', round: 1, seed: seed1 },
        }).slice(5),
      ));

  it('is not revealed before sell-out, nor when it does not match', () => {
    spec
      .given(...chained(stocked))
      .when({ type: 'RevealGachaSeed', data: { machineId: 'm1', seedHex: seed1 } })
      .thenThrows(MachineNotSoldOut);
    spec
      .given(...soldOut)
      .when({ type: 'RevealGachaSeed', data: { machineId: 'm1', seedHex: seed2 } })
      .thenThrows(GachaSeedMismatch);
  });

  it('rotates on restock: the running round is revealed and round 2 begins with a new commitment', () => {
    const events = chained(stocked, drawn(1, 'o1'));
    const restock: MachineCommand = {
      type: 'RestockMachine',
      data: { machineId: 'm1', items, commitment: gachaCommitmentV2('m1', 2, items, seed2), previousSeedHex: seed1 },
    };
    const next = spec.given(...events).when(restock);
    next.then(
      chained(
        stocked,
        drawn(1, 'o1'),
        { type: 'GachaSeedRevealed', data: { machineId: 'm1', round: 1, seed: seed1 } },
        {
          type: 'GachaStocked',
          data: { machineId: 'm1', productId: 'p1', round: 2, items, scheme: 'gacha-v2', commitment: gachaCommitmentV2('m1', 2, items, seed2) },
        },
      ).slice(2),
    );
    // The whole log, restock included, verifies offline; round 2 waits for its own reveal.
    const log = [...events, ...machineDecider.decide(restock, spec.given(...events).state)].map((e) => publicGachaEvent(e));
    const result = verifyGachaLog(log);
    expect(result.status).toBe('unrevealed');
    expect(result.status !== 'failed' && result.summary.verifiedRounds).toEqual([1]);
  });

  it('refuses a restock with a seed that is not the running round’s', () =>
    spec
      .given(...chained(stocked))
      .when({ type: 'RestockMachine', data: { machineId: 'm1', items, commitment: 'a'.repeat(64), previousSeedHex: seed2 } })
      .thenThrows(GachaSeedMismatch));
});

describe('the offline audit of a machine log', () => {
  const full = chained(
    stocked,
    drawn(1, 'o1'),
    drawn(2, 'o2', 'u2'),
    drawn(3, 'o3'),
    { type: 'GachaSoldOut', data: { machineId: 'm1', round: 1 } },
    {
      type: 'GachaSeedRevealed',
      data: { machineId: 'm1', round: 1, seed: seed1 },
    },
  );
  const publicLog = full.map((e, revision) => ({ ...publicGachaEvent(e), revision }));

  it('verifies an honest log and shows no user id', () => {
    expect(verifyGachaLog(publicLog)).toMatchObject({ status: 'verified', summary: { capsulesDrawn: 3, verifiedRounds: [1] } });
    expect(JSON.stringify(publicLog)).not.toContain('"userId"');
  });

  it('names the first event whose capsule is not the committed one', () => {
    // Swap the items of positions 1 and 3 (different items under this seed), re-chaining so only the order check can catch it.
    const swapped = [stocked, drawn(3, 'o1'), drawn(2, 'o2', 'u2'), drawn(1, 'o3')].map((e, i) =>
      e.type === 'CapsuleDrawn' ? ({ ...e, data: { ...e.data, position: i } } as UnchainedGachaEvent) : e,
    );
    const forged = chained(
      ...swapped,
      { type: 'GachaSoldOut', data: { machineId: 'm1', round: 1 } },
      { type: 'GachaSeedRevealed', data: { machineId: 'm1', round: 1, seed: seed1 } },
    );
    expect(order1[0]).not.toBe(order1[2]);
    const result = verifyGachaLog(forged.map((e) => publicGachaEvent(e)));
    expect(result).toMatchObject({ status: 'failed', failure: { index: 1, code: 'item-mismatch' } });
  });

  it('catches an edited event by its broken chain', () => {
    const edited = publicLog.map((e, i) => (i === 2 ? { ...e, data: { ...e.data, itemName: '改過' } } : e));
    expect(verifyGachaLog(edited)).toMatchObject({ status: 'failed', failure: { index: 2 } });
  });
});

describe('gacha-v3: capsules drawn at beacon rounds named at payment', () => {
  const beaconKey = '3c'.repeat(32);
  const beaconPublicKey = beaconPublicKeyOf(beaconKey);
  const stockedV3: UnchainedGachaEvent = {
    type: 'GachaStocked',
    data: {
      machineId: 'm1',
      productId: 'p1',
      round: 1,
      items,
      scheme: 'gacha-v3',
      beaconPublicKey,
      commitment: gachaCommitmentV3('m1', 1, items, beaconPublicKey, seed1),
    },
  };
  const reserved = (position: number, orderId: string, beaconRound: number, userId = 'u1'): UnchainedGachaEvent => ({
    type: 'CapsuleReserved',
    data: { machineId: 'm1', round: 1, position, orderId, userId, beaconRound },
  });
  const reserve = (orderId: string, beaconRound: number): MachineCommand => ({
    type: 'ReserveCapsule',
    data: { machineId: 'm1', orderId, userId: 'u1', beaconRound },
  });
  const drawAt = (orderId: string, round: number, key = beaconKey, seedHex = seed1): MachineCommand => ({
    type: 'DrawReservedCapsule',
    data: { machineId: 'm1', orderId, seedHex, beacon: signBeaconRound(key, round) },
  });
  /** The events of a whole round: three purchases at rounds 11, 11, 12, each drawn in turn, sold out, revealed. */
  function wholeRound(): GachaEvent[] {
    let state = spec.given(...chained(stockedV3)).state;
    const log = chained(stockedV3);
    const apply = (cmd: MachineCommand) => {
      const events = machineDecider.decide(cmd, state);
      state = events.reduce(machineDecider.evolve, state);
      log.push(...events);
    };
    apply(reserve('o1', 11));
    apply({ ...reserve('o2', 11), data: { ...reserve('o2', 11).data, userId: 'u2' } } as MachineCommand);
    apply(reserve('o3', 12));
    apply(drawAt('o1', 11));
    apply(drawAt('o2', 11));
    apply(drawAt('o3', 12));
    apply({ type: 'RevealGachaSeed', data: { machineId: 'm1', seedHex: seed1 } });
    return log;
  }

  it('stocks under gacha-v3 when the beacon key is given, the commitment covering it', () =>
    spec
      .given()
      .when({
        type: 'StockMachine',
        data: { machineId: 'm1', productId: 'p1', items, commitment: stockedV3.data.commitment as string, beaconPublicKey },
      })
      .then(chained(stockedV3)));

  it('reserves a capsule at payment: stock counted at once, no item yet, the named round never before an earlier purchase’s', () => {
    const given = spec.given(...chained(stockedV3, reserved(1, 'o1', 12)));
    given.when(reserve('o2', 11)).then(chained(stockedV3, reserved(1, 'o1', 12), reserved(2, 'o2', 12)).slice(2));
    const m = given.state as StockedMachine;
    expect({ reserved: m.reserved, sold: m.sold, pending: [...m.pending.keys()] }).toEqual({ reserved: 1, sold: 0, pending: ['o1'] });
    spec
      .given(...chained(stockedV3, reserved(1, 'o1', 12)))
      .when(reserve('o1', 13))
      .thenNothingHappens();
  });

  it('refuses a purchase once every capsule is paid for, though none is drawn yet', () =>
    spec
      .given(...chained(stockedV3, reserved(1, 'o1', 11), reserved(2, 'o2', 11), reserved(3, 'o3', 11)))
      .when(reserve('o4', 12))
      .thenThrows(MachineSoldOut));

  it('draws with the signed round its purchase named, in the purchases’ order, from what is left', () => {
    const given = spec.given(...chained(stockedV3, reserved(1, 'o1', 11), reserved(2, 'o2', 11)));
    given.when(drawAt('o2', 11)).thenThrows(CapsuleNotDrawable);
    given.when(drawAt('o1', 12)).thenThrows(CapsuleNotDrawable);
    // A round signed by another key is not the beacon's.
    given.when(drawAt('o1', 11, '4d'.repeat(32))).thenThrows(CapsuleNotDrawable);
    given.when(drawAt('o1', 11, beaconKey, seed2)).thenThrows(GachaSeedMismatch);
    const beacon = signBeaconRound(beaconKey, 11);
    const itemId = drawCapsuleV3(seed1, items, new Map(), {
      machineId: 'm1',
      round: 1,
      position: 1,
      orderId: 'o1',
      beaconRound: 11,
      beaconRandomness: beacon.randomness,
    });
    const item = nameOf(itemId);
    given.when(drawAt('o1', 11)).then([
      expect.objectContaining({
        type: 'CapsuleDrawn',
        data: expect.objectContaining({
          position: 1,
          orderId: 'o1',
          userId: 'u1',
          itemId,
          itemName: item.name,
          rarity: item.rarity,
          beaconRound: 11,
          beaconSignature: beacon.signature,
          beaconRandomness: beacon.randomness,
        }),
      }) as unknown as GachaEvent,
    ]);
  });

  it('has due, in position order, the waiting capsules whose rounds are out, up to the first still to come', () => {
    const m = spec.given(...chained(stockedV3, reserved(1, 'o1', 11), reserved(2, 'o2', 11), reserved(3, 'o3', 12))).state as StockedMachine;
    const due = (outUntil: number, max = 10) => dueToDraw(m, (round) => round <= outUntil, max).map((r) => r.orderId);
    expect(due(10)).toEqual([]);
    expect(due(11)).toEqual(['o1', 'o2']);
    expect(due(12)).toEqual(['o1', 'o2', 'o3']);
    // At most a commit's worth at a time.
    expect(due(12, 2)).toEqual(['o1', 'o2']);
    // Drawn ones are no longer waiting; the rest stay in order.
    const after = machineDecider.decide(drawAt('o1', 11), m).reduce(machineDecider.evolve, m as never) as StockedMachine;
    expect(dueToDraw(after, () => true, 10).map((r) => r.orderId)).toEqual(['o2', 'o3']);
  });

  it('refuses a restock while paid capsules wait for their round', () =>
    spec
      .given(...chained(stockedV3, reserved(1, 'o1', 11)))
      .when({ type: 'RestockMachine', data: { machineId: 'm1', items, commitment: 'a'.repeat(64), previousSeedHex: seed1, beaconPublicKey } })
      .thenThrows(CapsulesAwaitingDraw));

  it('sells out with the last draw, and the whole round verifies offline with every beacon signature', () => {
    const log = wholeRound();
    expect(log.map((e) => e.type)).toEqual([
      'GachaStocked',
      'CapsuleReserved',
      'CapsuleReserved',
      'CapsuleReserved',
      'CapsuleDrawn',
      'CapsuleDrawn',
      'CapsuleDrawn',
      'GachaSoldOut',
      'GachaSeedRevealed',
    ]);
    const publicLog = log.map((e, revision) => ({ ...publicGachaEvent(e), revision }));
    expect(verifyGachaLog(publicLog)).toMatchObject({ status: 'verified', summary: { capsulesDrawn: 3, verifiedRounds: [1] } });
    // Before the reveal, every check but the draws' items holds.
    expect(verifyGachaLog(publicLog.slice(0, 6)).status).toBe('unrevealed');
  });

  describe('tampering', () => {
    const log = wholeRound();
    const rechained = (events: GachaEvent[]) => chained(...events.map(({ type, data }) => ({ type, data: { ...data } }) as UnchainedGachaEvent));
    const verdict = (events: GachaEvent[]) => verifyGachaLog(events.map((e) => publicGachaEvent(e)));
    const draw1 = log.findIndex((e) => e.type === 'CapsuleDrawn');

    it('a forged beacon round (signed by another key) is caught', () => {
      const forged = signBeaconRound('4d'.repeat(32), 11);
      const edited = log.map((e, i) =>
        i === draw1 ? ({ ...e, data: { ...e.data, beaconSignature: forged.signature, beaconRandomness: forged.randomness } } as GachaEvent) : e,
      );
      expect(verdict(rechained(edited))).toMatchObject({ status: 'failed', failure: { index: draw1, code: 'beacon-forged' } });
    });

    it('a draw at another round than its purchase named is caught', () => {
      const other = signBeaconRound(beaconKey, 12);
      const edited = log.map((e, i) =>
        i === draw1
          ? ({ ...e, data: { ...e.data, beaconRound: 12, beaconSignature: other.signature, beaconRandomness: other.randomness } } as GachaEvent)
          : e,
      );
      expect(verdict(rechained(edited))).toMatchObject({ status: 'failed', failure: { index: draw1, code: 'beacon-forged' } });
    });

    it('an edited outcome is caught', () => {
      const first = log[draw1] as Extract<GachaEvent, { type: 'CapsuleDrawn' }>;
      const other = items.find((i) => i.id !== first.data.itemId)!;
      const edited = log.map((e, i) =>
        i === draw1 ? ({ ...e, data: { ...e.data, itemId: other.id, itemName: other.name, rarity: other.rarity } } as GachaEvent) : e,
      );
      expect(verdict(rechained(edited))).toMatchObject({ status: 'failed', failure: { index: draw1, code: 'item-mismatch' } });
    });

    it('a reordered item list and a flipped seed bit break the commitment', () => {
      const reordered = log.map((e, i) => (i === 0 ? ({ ...e, data: { ...e.data, items: [...items].reverse() } } as GachaEvent) : e));
      expect(verdict(rechained(reordered))).toMatchObject({ status: 'failed', failure: { index: 0, code: 'commitment-mismatch' } });
      const last = log.length - 1;
      const flipped = log.map((e, i) => (i === last ? ({ ...e, data: { ...e.data, seed: `0${seed1.slice(1)}` } } as GachaEvent) : e));
      expect(verdict(rechained(flipped))).toMatchObject({ status: 'failed', failure: { index: 0, code: 'commitment-mismatch' } });
    });

    it('a dropped event breaks the chain, and a draw no purchase reserved is caught', () => {
      expect(verdict(log.filter((_, i) => i !== 2))).toMatchObject({ status: 'failed', failure: { index: 2, code: 'chain-broken' } });
      expect(verdict(rechained(log.filter((_, i) => i !== 1)))).toMatchObject({
        status: 'failed',
        failure: { index: 1, code: 'position-out-of-order' },
      });
    });
  });
});
