import {
  constants,
  layoutPackage,
  messages,
  packageCommitment,
  packageCommitmentV2,
  type Holder,
  beaconPublicKeyOf,
  packageV3Opening,
  signBeaconRound,
  type PackageEvent,
  type PackageItem,
} from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import {
  PackageAlreadySoldOut,
  SeedMismatch,
  SlotCooldown,
  SlotHeldElsewhere,
  SlotLockedByOther,
  SlotNeedsFunds,
  SlotNotHeld,
  SlotUnavailable,
  packageDecider,
  type PackageCommand,
} from './package.decide';
import { memberSlotHold } from './package.state';

const spec = deciderSpec(packageDecider);
const seed = 'ab'.repeat(32);
const items: PackageItem[] = [
  { name: '兔兔司康', rarity: 'normal', image_url: '/a.svg' },
  { name: '熊熊紅茶', rarity: 'normal', image_url: '/b.svg' },
  { name: '狐狸莓果塔', rarity: 'rare', image_url: '/c.svg' },
  { name: '松鼠餅乾', rarity: 'ultra_rare', image_url: '/d.svg' },
  { name: '刺蝟奶油', rarity: 'hidden', image_url: '/e.svg' },
  { name: '隱藏款 月光茶會', rarity: 'secret', image_url: '/f.svg' },
];
const layout = layoutPackage(seed, items);
const opened: PackageEvent = {
  type: 'PackageOpened',
  data: { packageId: 'p1', productId: '2001', items, commitment: packageCommitment('p1', seed) },
};
const t0 = new Date('2026-11-24T02:00:00Z');
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const locked = (userId: string, itemIndex: number, at = t0): PackageEvent => ({
  type: 'SlotLocked',
  data: { packageId: 'p1', itemIndex, userId, lockedAt: at.toISOString(), expiresAt: new Date(at.getTime() + 150_000).toISOString() },
});
const drawn = (itemIndex: number, orderId = 'o0', userId = 'u9'): PackageEvent => ({
  type: 'SlotDrawn',
  data: { packageId: 'p1', itemIndex, orderId, userId, item: layout[itemIndex]! },
});
const paying: Holder = { canPay: true, holdsElsewhere: null, lapses: [] };
const lock = (userId: string, itemIndex: number, now = t0, holder: Holder = paying): PackageCommand => ({
  type: 'LockSlot',
  data: { packageId: 'p1', userId, itemIndex, holder },
  now,
});
const draw = (userId: string, itemIndexes: number[], wholeBox = false, now = t0, orderId = 'o1'): PackageCommand => ({
  type: 'DrawSlots',
  data: { packageId: 'p1', orderId, userId, itemIndexes, wholeBox, layout },
  now,
});

describe('the package layout', () => {
  it('is a permutation of the contents fixed by the seed', () => {
    expect([...layout].sort((a, b) => a.name.localeCompare(b.name))).toEqual([...items].sort((a, b) => a.name.localeCompare(b.name)));
    expect(layoutPackage(seed, items)).toEqual(layout);
  });
});

describe('locking a slot', () => {
  it('holds it for 150 s by the command clock', () =>
    spec
      .given(opened)
      .when(lock('u1', 2))
      .then([locked('u1', 2)]));

  it('refuses a slot another member holds, with the seconds left', () =>
    spec
      .given(opened, locked('u1', 2))
      .when(lock('u2', 2, after(100)))
      .thenThrows(SlotLockedByOther, (e) => expect((e as SlotLockedByOther).remainSeconds).toBe(50)));

  it('frees the slot once the lock has expired by the clock', () =>
    spec
      .given(opened, locked('u1', 2))
      .when(lock('u2', 2, after(150)))
      .then([locked('u2', 2, after(150))]));

  it('keeps one slot per member: taking another gives the first back', () =>
    spec
      .given(opened, locked('u1', 2))
      .when(lock('u1', 4, after(10)))
      .then([{ type: 'SlotReleased', data: { packageId: 'p1', itemIndex: 2, userId: 'u1', reason: 'switched' } }, locked('u1', 4, after(10))]));

  it('changes nothing when the holder chooses the same slot again', () =>
    spec
      .given(opened, locked('u1', 2))
      .when(lock('u1', 2, after(20)))
      .then([]));

  it('refuses a drawn slot and a slot that does not exist', () => {
    spec.given(opened, drawn(1)).when(lock('u1', 1)).thenThrows(SlotUnavailable);
    spec.given(opened).when(lock('u1', 6)).thenThrows(SlotUnavailable);
  });

  it('refuses a member whose wallet cannot pay for one draw, with its message', () =>
    spec
      .given(opened)
      .when(lock('u1', 2, t0, { ...paying, canPay: false }))
      .thenThrows(SlotNeedsFunds, (e) => expect(e.message).toBe(messages.blindbox.slotNeedsFunds)));

  it('refuses a member who holds a tube or a slot of another box: one hold per member', () => {
    for (const held of [{ kind: 'tube', containerId: 't1' } as const, { kind: 'slot', containerId: 'p2' } as const])
      spec
        .given(opened)
        .when(lock('u1', 2, t0, { ...paying, holdsElsewhere: held }))
        .thenThrows(SlotHeldElsewhere, (e) => {
          expect(e.message).toBe(messages.holds.heldElsewhere);
          expect(e).toMatchObject({ heldKind: held.kind, heldContainerId: held.containerId });
        });
  });

  it('makes a member who let holds lapse again and again wait, saying how long', () => {
    const [, second] = constants.holds.lapseCooldownSeconds;
    const lapses = [t0.getTime() - 600_000, t0.getTime() - 10_000];
    spec
      .given(opened)
      .when(lock('u1', 2, t0, { ...paying, lapses }))
      .thenThrows(SlotCooldown, (e) => expect(e.message).toBe(messages.holds.cooldown(second! - 10)));
    spec
      .given(opened)
      .when(lock('u1', 2, after(second! - 10), { ...paying, lapses }))
      .then([locked('u1', 2, after(second! - 10))]);
  });

  it('still tells a member without funds that someone else holds the slot', () =>
    spec
      .given(opened, locked('u2', 2))
      .when(lock('u1', 2, after(10), { ...paying, canPay: false }))
      .thenThrows(SlotLockedByOther));
});

describe('whether a member still holds a slot, or let it lapse', () => {
  it('is live until the lock expires, then lapsed at its expiry', () => {
    const state = spec.given(opened, locked('u1', 2)).state;
    expect(memberSlotHold(state, 'u1', after(149))).toEqual({ live: true, lapsedAt: null });
    expect(memberSlotHold(state, 'u1', after(150))).toEqual({ live: false, lapsedAt: after(150).getTime() });
  });

  it('remembers the lapse when another member took the slot after it', () => {
    const state = spec.given(opened, locked('u1', 2), locked('u2', 2, after(160))).state;
    expect(memberSlotHold(state, 'u1', after(170))).toEqual({ live: false, lapsedAt: after(150).getTime() });
  });

  it('is no lapse when the member bought the slot or gave it back', () => {
    expect(memberSlotHold(spec.given(opened, locked('u1', 2), drawn(2, 'o1', 'u1')).state, 'u1', after(200)).lapsedAt).toBeNull();
    const released: PackageEvent = { type: 'SlotReleased', data: { packageId: 'p1', itemIndex: 2, userId: 'u1', reason: 'released' } };
    expect(memberSlotHold(spec.given(opened, locked('u1', 2), released).state, 'u1', after(200)).lapsedAt).toBeNull();
  });
});

describe('tool cards', () => {
  const hint = (itemIndex: number, randomSeed: number, reference = `h${randomSeed}`, now = after(5)): PackageCommand => ({
    type: 'RevealHint',
    data: { packageId: 'p1', userId: 'u1', itemIndex, layout, randomSeed, reference },
    now,
  });

  it('a hint never names the slot own item, whatever the random choice', () => {
    for (let slot = 0; slot < items.length; slot++) {
      const given = spec.given(opened, locked('u1', slot));
      for (let r = 0; r < 12; r++) {
        const [event] = packageDecider.decide(hint(slot, r), given.state);
        expect(event!.type).toBe('SlotHintRevealed');
        expect((event as Extract<PackageEvent, { type: 'SlotHintRevealed' }>).data.notMeItem.name).not.toBe(layout[slot]!.name);
      }
    }
  });

  it('a second hint rules out another item', () => {
    const first = packageDecider.decide(hint(0, 3, 'h-a'), spec.given(opened, locked('u1', 0)).state);
    const second = packageDecider.decide(hint(0, 3, 'h-b'), spec.given(opened, locked('u1', 0), ...first).state);
    const name = (e: PackageEvent[]) => (e[0] as Extract<PackageEvent, { type: 'SlotHintRevealed' }>).data.notMeItem.name;
    expect(name(second)).not.toBe(name(first));
  });

  it('insight shows the committed item of the slot', () =>
    spec
      .given(opened, locked('u1', 3))
      .when({ type: 'RevealInsight', data: { packageId: 'p1', userId: 'u1', itemIndex: 3, layout, reference: 'i1' }, now: after(5) })
      .then([{ type: 'SlotInsightRevealed', data: { packageId: 'p1', itemIndex: 3, userId: 'u1', currentItem: layout[3]!, reference: 'i1' } }]));

  it('needs the slot to be held by the member, not expired or held by another', () => {
    spec
      .given(opened, locked('u1', 0))
      .when(hint(0, 1, 'x', after(151)))
      .thenThrows(SlotNotHeld);
    spec
      .given(opened, locked('u2', 0))
      .when(hint(0, 1, 'x'))
      .thenThrows(SlotLockedByOther);
  });
});

describe('drawing', () => {
  it('sells a slot with its committed item and ends the buyer lock', () => {
    const given = spec.given(opened, locked('u1', 2));
    given.when(draw('u1', [2])).then([drawn(2, 'o1', 'u1')]);
    const state = packageDecider.decide(draw('u1', [2]), given.state).reduce(packageDecider.evolve, given.state);
    expect(state.status === 'open' && state.locks.size).toBe(0);
  });

  it('refuses a slot another member holds, and the whole box while any slot is held by someone else', () => {
    spec
      .given(opened, locked('u2', 2))
      .when(draw('u1', [2]))
      .thenThrows(SlotLockedByOther);
    spec
      .given(opened, locked('u2', 5))
      .when(draw('u1', [0, 1, 2, 3, 4, 5], true))
      .thenThrows(SlotLockedByOther);
  });

  it('sells the whole box once nobody else holds a slot, then sells out', () =>
    spec
      .given(opened, drawn(0), locked('u2', 5, after(-200)))
      .when(draw('u1', [1, 2, 3, 4, 5], true))
      .then([
        drawn(1, 'o1', 'u1'),
        drawn(2, 'o1', 'u1'),
        drawn(3, 'o1', 'u1'),
        drawn(4, 'o1', 'u1'),
        drawn(5, 'o1', 'u1'),
        { type: 'PackageSoldOut', data: { packageId: 'p1' } },
      ]));

  it('refuses a whole box asked for a different set of slots than remain', () =>
    spec
      .given(opened, drawn(0))
      .when(draw('u1', [0, 1, 2, 3, 4, 5], true))
      .thenThrows(SlotUnavailable));

  it('takes nothing more for a retried order', () =>
    spec
      .given(opened, drawn(2, 'o1', 'u1'))
      .when(draw('u1', [2]))
      .then([]));

  it('refuses a sold-out box', () =>
    spec
      .given(opened, ...[0, 1, 2, 3, 4, 5].map((i) => drawn(i)), { type: 'PackageSoldOut', data: { packageId: 'p1' } })
      .when(lock('u1', 0))
      .thenThrows(PackageAlreadySoldOut));
});

describe('the seed reveal', () => {
  const soldOut: PackageEvent[] = [...[0, 1, 2, 3, 4, 5].map((i) => drawn(i)), { type: 'PackageSoldOut', data: { packageId: 'p1' } }];
  it('publishes the committed seed after sell-out', () =>
    spec
      .given(opened, ...soldOut)
      .when({ type: 'RevealPackageSeed', data: { packageId: 'p1', seedHex: seed, beacon: null } })
      .then([{ type: 'PackageSeedRevealed', data: { packageId: 'p1', seed } }]));
  it('refuses another seed', () =>
    spec
      .given(opened, ...soldOut)
      .when({ type: 'RevealPackageSeed', data: { packageId: 'p1', seedHex: 'cd'.repeat(32), beacon: null } })
      .thenThrows(SeedMismatch));

  describe('of a package-v2 box', () => {
    const openedV2: PackageEvent = {
      type: 'PackageOpened',
      data: { packageId: 'p1', productId: '2001', items, scheme: 'package-v2', commitment: packageCommitmentV2('p1', items, seed) },
    };
    it('publishes the seed its commitment covers with the item list', () =>
      spec
        .given(openedV2, ...soldOut)
        .when({ type: 'RevealPackageSeed', data: { packageId: 'p1', seedHex: seed, beacon: null } })
        .then([{ type: 'PackageSeedRevealed', data: { packageId: 'p1', seed } }]));
    it('refuses a box whose v2 commitment was made over another item order', () =>
      spec
        .given({ ...openedV2, data: { ...openedV2.data, items: [...items].reverse() } } as PackageEvent, ...soldOut)
        .when({ type: 'RevealPackageSeed', data: { packageId: 'p1', seedHex: seed, beacon: null } })
        .thenThrows(SeedMismatch));
  });

  describe('of a package-v3 box', () => {
    const key = '4e'.repeat(32);
    const round = signBeaconRound(key, 900);
    const openedV3: PackageEvent = {
      type: 'PackageOpened',
      data: {
        packageId: 'p1',
        productId: '2001',
        items,
        ...packageV3Opening('p1', items, { beaconRound: 900, beaconPublicKey: beaconPublicKeyOf(key) }, seed),
      },
    };
    it('publishes the seed with the beacon round it named, as signed', () =>
      spec
        .given(openedV3, ...soldOut)
        .when({ type: 'RevealPackageSeed', data: { packageId: 'p1', seedHex: seed, beacon: round } })
        .then([
          { type: 'PackageSeedRevealed', data: { packageId: 'p1', seed, beaconRandomness: round.randomness, beaconSignature: round.signature } },
        ]));
    it('refuses to reveal without that round, or with another', () => {
      spec
        .given(openedV3, ...soldOut)
        .when({ type: 'RevealPackageSeed', data: { packageId: 'p1', seedHex: seed, beacon: null } })
        .thenThrows(SeedMismatch);
      spec
        .given(openedV3, ...soldOut)
        .when({ type: 'RevealPackageSeed', data: { packageId: 'p1', seedHex: seed, beacon: signBeaconRound(key, 901) } })
        .thenThrows(SeedMismatch);
    });
  });
});
