import { constants, messages, type LineEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { LineClosedError, lineDecider, type ClaimOutcome } from './line.decide';
import { lineAhead } from './line.state';

const spec = deciderSpec(lineDecider);
const tubeId = '1002-1';
const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 20, 0, s));
const fact = (who: string) => ({ container: 'tube' as const, containerId: tubeId, ticket: `t-${who}`, userId: who });
const claimSeconds = constants.holdLine.offerClaimSeconds;
const grace = constants.holdLine.offerPassGraceSeconds;

const joined = (who: string, s = 0): LineEvent => ({ type: 'LineJoined', data: { ...fact(who), joinedAt: at(s).toISOString(), holdEndsAt: null } });
const offered = (who: string, s: number): LineEvent => ({
  type: 'HoldOffered',
  data: { ...fact(who), offeredAt: at(s).toISOString(), expiresAt: at(s + claimSeconds).toISOString() },
});
const of = { container: 'tube' as const, containerId: tubeId };
const join = (who: string, s = 0) => ({ type: 'JoinLine' as const, data: { ...of, ticket: `t-${who}`, userId: who, holdEndsAt: null }, now: at(s) });
const leave = (who: string) => ({ type: 'LeaveLine' as const, data: { ...of, userId: who } });
/** `held`: who holds the tube now (null: free), as the caller reads it on the tube's stream; the offered shopper is `offered`. */
const passOn = (s: number, held: string | null, soldOut = false, offered?: string) => ({
  type: 'PassOn' as const,
  data: { ...of, free: held === null, offeredHolds: held !== null && held === offered, soldOut },
  now: at(s),
});
const claim = (who: string, s: number, outcome: ClaimOutcome) => ({
  type: 'ClaimOffer' as const,
  data: { ...of, userId: who, outcome },
  now: at(s),
});

describe('a tube’s line', () => {
  it('is served in the order shoppers joined', () => {
    spec
      .given()
      .when(join('b', 1))
      .then([joined('b', 1)]);
    const { state } = spec.given(joined('b', 1), joined('c', 2), joined('d', 3));
    expect(state.waiting.map((w) => w.userId)).toEqual(['b', 'c', 'd']);
    // The holder still holds: nobody is offered anything.
    spec.given(joined('b', 1), joined('c', 2)).when(passOn(10, 'a')).thenNothingHappens();
    // The tube is free: the first who joined is offered it, not the last.
    spec
      .given(joined('b', 1), joined('c', 2))
      .when(passOn(10, null))
      .then([offered('b', 10)]);
    // After b claims, c is next once the tube is free again.
    spec
      .given(joined('b', 1), joined('c', 2), offered('b', 10), { type: 'OfferClaimed', data: { ...fact('b'), claimedAt: at(12).toISOString() } })
      .when(passOn(200, null))
      .then([offered('c', 200)]);
  });

  it('keeps a shopper’s place when they join again', () => {
    spec.given(joined('b', 1), joined('c', 2)).when(join('b', 5)).thenNothingHappens();
    spec.given(joined('b', 1), offered('b', 10)).when(join('b', 12)).thenNothingHappens();
  });

  it('lets a shopper leave, waiting or offered, and the next is offered a free tube', () => {
    spec
      .given(joined('b', 1), joined('c', 2))
      .when(leave('b'))
      .then([{ type: 'LineLeft', data: fact('b') }]);
    const { state } = spec.given(joined('b', 1), joined('c', 2), { type: 'LineLeft', data: fact('b') });
    expect(state.waiting.map((w) => w.userId)).toEqual(['c']);
    spec
      .given(joined('b', 1), offered('b', 10))
      .when(leave('b'))
      .then([{ type: 'LineLeft', data: fact('b') }]);
    spec
      .given(joined('b', 1), joined('c', 2), offered('b', 10), { type: 'LineLeft', data: fact('b') })
      .when(passOn(11, null))
      .then([offered('c', 11)]);
    spec.given(joined('b', 1)).when(leave('z')).thenNothingHappens();
  });

  it('passes an offer that is not claimed in time on to the next', () => {
    const given = [joined('b', 1), joined('c', 2), offered('b', 10)];
    // Running, and in the grace after its end (a claim decided just in time may still be recorded).
    spec
      .given(...given)
      .when(passOn(10 + claimSeconds - 1, null))
      .thenNothingHappens();
    spec
      .given(...given)
      .when(passOn(10 + claimSeconds + grace - 1, null))
      .thenNothingHappens();
    spec
      .given(...given)
      .when(passOn(10 + claimSeconds + grace, null))
      .then([{ type: 'OfferLapsed', data: fact('b') }, offered('c', 10 + claimSeconds + grace)]);
    // The last one's offer lapses: the line is empty again.
    spec
      .given(joined('b', 1), offered('b', 10))
      .when(passOn(100, null))
      .then([{ type: 'OfferLapsed', data: fact('b') }]);
  });

  it('records the claim of an offered shopper who holds the tube, even when its own record was lost', () => {
    spec
      .given(joined('b', 1), joined('c', 2), offered('b', 10))
      .when(passOn(100, 'b', false, 'b'))
      .then([{ type: 'OfferClaimed', data: { ...fact('b'), claimedAt: at(100).toISOString() } }]);
    spec
      .given(joined('b', 1), offered('b', 10))
      .when(claim('b', 15, { held: true }))
      .then([{ type: 'OfferClaimed', data: { ...fact('b'), claimedAt: at(15).toISOString() } }]);
    // A claim recorded by a pass-on already, or an offer passed on meanwhile: nothing to add.
    spec
      .given(joined('b', 1), joined('c', 2), offered('b', 10), { type: 'OfferLapsed', data: fact('b') }, offered('c', 42))
      .when(claim('b', 42, { held: true }))
      .thenNothingHappens();
  });

  it('skips an offered shopper whom a hold rule refuses, with its words, and offers the next', () => {
    spec
      .given(joined('b', 1), joined('c', 2), offered('b', 10))
      .when(claim('b', 12, { held: false, message: messages.ichiban.lockNeedsFunds, free: true }))
      .then([{ type: 'OfferRefused', data: { ...fact('b'), message: messages.ichiban.lockNeedsFunds } }, offered('c', 12)]);
  });

  it('closes when the tube sells out, and takes no one after', () => {
    spec
      .given(joined('b', 1), offered('b', 10))
      .when(passOn(11, null, true))
      .then([{ type: 'LineClosed', data: { container: 'tube', containerId: tubeId } }]);
    spec
      .given(joined('b', 1), { type: 'LineClosed', data: { container: 'tube', containerId: tubeId } })
      .when(join('c', 20))
      .thenThrows(LineClosedError);
  });

  it('stands between a free tube and everyone but the offered shopper', () => {
    const { state: empty } = spec.given();
    expect(lineAhead(empty, 'x', at(5))).toBeNull();
    const { state: waiting } = spec.given(joined('b', 1));
    expect(lineAhead(waiting, 'x', at(5))).toEqual({ remainSeconds: claimSeconds });
    // Even the first in line waits for the offer.
    expect(lineAhead(waiting, 'b', at(5))).toEqual({ remainSeconds: claimSeconds });
    const { state: offeredB } = spec.given(joined('b', 1), offered('b', 10));
    expect(lineAhead(offeredB, 'b', at(20))).toBeNull();
    expect(lineAhead(offeredB, 'x', at(20))).toEqual({ remainSeconds: 20 });
    // The offer ran out: not b's any more; the tube is free to all once it can be passed on and nobody waits.
    expect(lineAhead(offeredB, 'b', at(10 + claimSeconds))).not.toBeNull();
    expect(lineAhead(offeredB, 'x', at(10 + claimSeconds + grace))).toBeNull();
  });
});
