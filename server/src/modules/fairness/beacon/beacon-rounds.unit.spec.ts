import { signBeaconRound, type SignedBeaconRound } from '@shop/contracts';
import { BeaconRoundLate, BeaconRounds } from './beacon-rounds';
import { BeaconClock, type RandomnessBeacon } from './randomness-beacon.port';

const key = '6a'.repeat(32);

/** A beacon on a 0.2 s clock that fails its first `failures` asks. */
function flakyBeacon(failures: number): RandomnessBeacon & { asks: number } {
  const genesis = Math.floor(Date.now() / 1000) - 60;
  return {
    kind: 'local',
    publicKey: 'unused',
    clock: new BeaconClock(genesis, 0.2),
    asks: 0,
    fetchRound(round: number): Promise<SignedBeaconRound> {
      this.asks++;
      if (this.asks <= failures || this.clock.publishedAt(round).getTime() > Date.now()) return Promise.reject(new Error('not yet'));
      return Promise.resolve(signBeaconRound(key, round));
    },
  };
}

describe('BeaconRounds', () => {
  it('when a named round comes out then it is handed over once its time has come, and kept', async () => {
    const beacon = flakyBeacon(0);
    const rounds = new BeaconRounds(beacon);
    const now = new Date();
    const round = rounds.nextRound(now);
    expect(beacon.clock.publishedAt(round).getTime()).toBeGreaterThan(now.getTime() + 1000);
    const signed = await rounds.round(round);
    expect(Date.now()).toBeGreaterThanOrEqual(beacon.clock.publishedAt(round).getTime());
    expect(signed).toEqual(signBeaconRound(key, round));
    await rounds.round(round);
    expect(beacon.asks).toBe(1);
  });

  it('when the beacon is late or unreachable for a while then the round is asked again until it comes', async () => {
    const beacon = flakyBeacon(2);
    const round = beacon.clock.roundAfter(new Date());
    await expect(new BeaconRounds(beacon).round(round)).resolves.toEqual(signBeaconRound(key, round));
    expect(beacon.asks).toBe(3);
  });

  it('when the round does not come within the patience then the caller is refused, never given another', async () => {
    const beacon = flakyBeacon(Number.MAX_SAFE_INTEGER);
    await expect(new BeaconRounds(beacon).round(beacon.clock.roundAfter(new Date()), 600)).rejects.toBeInstanceOf(BeaconRoundLate);
  });

  it('when a round is asked for without waiting then it is null before its time and while the beacon fails, and the round once out', async () => {
    const beacon = flakyBeacon(1);
    const rounds = new BeaconRounds(beacon);
    const round = beacon.clock.roundAfter(new Date());
    await expect(rounds.published(round, new Date(beacon.clock.publishedAt(round).getTime() - 1))).resolves.toBeNull();
    expect(beacon.asks).toBe(0);
    const out = beacon.clock.publishedAt(round - 1);
    await expect(rounds.published(round - 1, out)).resolves.toBeNull();
    await expect(rounds.published(round - 1, out)).resolves.toEqual(signBeaconRound(key, round - 1));
  });
});
