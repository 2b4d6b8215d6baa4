import { genesisHash, tubeEventHash, tubeParticipantTag, type TubeEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { InvalidPrizes, TubeAlreadyOpened, TubeLockedByOther, TubeNotOpen, tubeDecider, type TubeCommand, type UnchainedTubeEvent } from './tube.decide';

const spec = deciderSpec(tubeDecider);
const at = (hhmmss: string) => new Date(`2026-11-22T${hhmmss}+08:00`);
const prizes = [
  { tier: 'A' as const, name: 'A賞 公仔', quantity: 2, image_url: '/a.png' },
  { tier: 'B' as const, name: 'B賞 吊飾', quantity: 8, image_url: '/b.png' },
  { tier: 'LAST' as const, name: 'LAST賞', quantity: 1, image_url: '/l.png' },
];
/** The event as it follows `prev` in the stream's hash chain. */
const after = (prev: TubeEvent | null, e: UnchainedTubeEvent): TubeEvent =>
  ({ type: e.type, data: { ...e.data, prevHash: prev ? tubeEventHash(prev) : genesisHash } }) as TubeEvent;
const openedData = { tubeId: 't1', productId: 'p1', totalTickets: 10, prizes, commitment: 'a'.repeat(64) };
const tubeOpened = after(null, { type: 'TubeOpened', data: openedData });
const lockedBy = (userId: string, lockedAt: Date, prev: TubeEvent = tubeOpened): TubeEvent =>
  after(prev, {
    type: 'TubeLocked',
    data: { tubeId: 't1', userId, lockedAt: lockedAt.toISOString(), expiresAt: new Date(lockedAt.getTime() + 300_000).toISOString() },
  });
const lockTube = (userId: string, now: Date): TubeCommand => ({ type: 'LockTube', data: { tubeId: 't1', userId }, now });

describe('opening a tube', () => {
  it('opens an unopened tube with its prizes and commitment', () =>
    spec.given().when({ type: 'OpenTube', data: openedData }).then([tubeOpened]));

  it('refuses to open a tube twice', () =>
    spec.given(tubeOpened).when({ type: 'OpenTube', data: openedData }).thenThrows(TubeAlreadyOpened));

  it('refuses prizes that do not cover every ticket', () =>
    spec
      .given()
      .when({ type: 'OpenTube', data: { tubeId: 't1', productId: 'p1', totalTickets: 11, prizes, commitment: 'a'.repeat(64) } })
      .thenThrows(InvalidPrizes));
});

describe('locking a tube', () => {
  it('locks a free tube for 300 s', () => spec.given(tubeOpened).when(lockTube('u1', at('10:00:00'))).then([lockedBy('u1', at('10:00:00'))]));

  it('refuses a second buyer while the lock holds, saying how long remains', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(lockTube('u2', at('10:02:00')))
      .thenThrows(TubeLockedByOther, (e) => expect((e as TubeLockedByOther).remainSeconds).toBe(180)));

  it('gives an expired lock to the next buyer', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(lockTube('u2', at('10:05:00')))
      .then([lockedBy('u2', at('10:05:00'), lockedBy('u1', at('10:00:00')))]));

  it('changes nothing when the holder reserves again', () =>
    spec.given(tubeOpened, lockedBy('u1', at('10:00:00'))).when(lockTube('u1', at('10:01:00'))).thenNothingHappens());

  it('refuses to lock a tube that is not open', () => spec.given().when(lockTube('u1', at('10:00:00'))).thenThrows(TubeNotOpen));
});

describe('releasing a lock', () => {
  const release = (userId: string, now: Date): TubeCommand => ({ type: 'ReleaseTubeLock', data: { tubeId: 't1', userId }, now });

  it('releases the holder’s lock', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(release('u1', at('10:01:00')))
      .then([after(lockedBy('u1', at('10:00:00')), { type: 'TubeLockReleased', data: { tubeId: 't1', userId: 'u1', reason: 'released' } })]));

  it('ignores a release by someone who does not hold it', () =>
    spec.given(tubeOpened, lockedBy('u1', at('10:00:00'))).when(release('u2', at('10:01:00'))).thenNothingHappens());
});

describe('the hash chain', () => {
  it('links the first event to 64 zeros and each later one to the hash of the one before', () => {
    const [opened] = tubeDecider.decide({ type: 'OpenTube', data: openedData }, tubeDecider.initialState);
    expect(opened!.data.prevHash).toBe(genesisHash);
    const state = tubeDecider.evolve(tubeDecider.initialState, opened!);
    const [locked] = tubeDecider.decide(lockTube('u1', at('10:00:00')), state);
    expect(locked!.data.prevHash).toBe(tubeEventHash(opened!));
  });

  it('hashes the public form: the hash does not change when userId is swapped for its participant tag', () => {
    const locked = lockedBy('u1', at('10:00:00'));
    const { userId, ...rest } = locked.data as { userId: string };
    expect(tubeEventHash({ type: locked.type, data: { ...rest, participant: tubeParticipantTag('t1', userId) } })).toBe(tubeEventHash(locked));
    expect(tubeEventHash({ type: locked.type, data: { ...rest, participant: tubeParticipantTag('t1', 'u2') } })).not.toBe(tubeEventHash(locked));
  });
});
