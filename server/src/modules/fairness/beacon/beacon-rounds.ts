// Waits for beacon rounds on behalf of the containers that named them: a tube or box names a round at
// opening and is laid out once it is out. The wait is for the round's publication time, then the
// beacon is asked again every half second while it is late or unreachable, up to a patience; past it
// the caller is refused (BeaconRoundLate), never given a layout decided any other way.
import { Inject, Injectable } from '@nestjs/common';
import { messages, type SignedBeaconRound } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { RANDOMNESS_BEACON, type RandomnessBeacon } from './randomness-beacon.port';

export class BeaconRoundLate extends DomainError {
  constructor(readonly round: number) {
    super(messages.fairness.beaconLate);
  }
}

const RETRY_MS = 500;

@Injectable()
export class BeaconRounds {
  // A published round never changes: kept once fetched.
  private readonly signed = new Map<number, SignedBeaconRound>();

  constructor(@Inject(RANDOMNESS_BEACON) readonly beacon: RandomnessBeacon) {}

  /** A round to name now: the first one published a second or more after `now`, so the event naming it is stored first. */
  nextRound(now: Date): number {
    return this.beacon.clock.roundAfter(new Date(now.getTime() + 1000));
  }

  /** The beacon's public key, named beside every round so that a log says what its rounds verify against. */
  get publicKey(): string {
    return this.beacon.publicKey;
  }

  /** The round as the beacon signed it if it is out now; null while it is not (or the beacon cannot be reached). Never waits. */
  async published(round: number, now = new Date()): Promise<SignedBeaconRound | null> {
    const known = this.signed.get(round);
    if (known) return known;
    if (this.beacon.clock.publishedAt(round).getTime() > now.getTime()) return null;
    try {
      const signed = await this.beacon.fetchRound(round);
      this.signed.set(round, signed);
      return signed;
    } catch {
      return null;
    }
  }

  /** When a round is published by the beacon's clock. */
  publishedAt(round: number): Date {
    return this.beacon.clock.publishedAt(round);
  }

  /** The round as the beacon signed it, once published; BeaconRoundLate after `patienceMs` more. */
  async round(round: number, patienceMs = 10_000): Promise<SignedBeaconRound> {
    const known = this.signed.get(round);
    if (known) return known;
    const giveUpAt = Math.max(Date.now(), this.beacon.clock.publishedAt(round).getTime()) + patienceMs;
    await sleepUntil(this.beacon.clock.publishedAt(round).getTime());
    for (;;) {
      try {
        const signed = await this.beacon.fetchRound(round);
        this.signed.set(round, signed);
        return signed;
      } catch {
        if (Date.now() + RETRY_MS > giveUpAt) throw new BeaconRoundLate(round);
        await sleepUntil(Date.now() + RETRY_MS);
      }
    }
  }
}

function sleepUntil(at: number): Promise<void> {
  const ms = at - Date.now();
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
