import type { WalletEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { NoToolCard, walletDecider } from './wallet.decide';
import { evolve, initialWallet, usableToolCards } from './wallet.state';

const spec = deciderSpec(walletDecider);
const now = new Date('2026-11-22T04:00:00Z');
const granted = (reference: string, quantity: number, expiresAt: string, cardType: 'shake_card' | 'insight_card' = 'shake_card'): WalletEvent => ({
  type: 'ToolCardsGranted',
  data: { userId: 'u1', cardType, quantity, expiresAt, reason: 'vip_monthly', reference },
});
const use = (reference: string, cardType: 'shake_card' | 'insight_card' = 'shake_card') =>
  ({ type: 'UseToolCard', data: { userId: 'u1', cardType, reference, usedOn: 'package-p1#0' }, now }) as const;

describe('tool cards', () => {
  it('grants cards once per reference', () =>
    spec
      .given(granted('vip:2026-11', 3, '2026-12-31T00:00:00Z'))
      .when({ type: 'GrantToolCards', data: granted('vip:2026-11', 3, '2026-12-31T00:00:00Z').data as never })
      .then([]));

  it('spends the card that expires first', () =>
    spec
      .given(granted('late', 1, '2027-01-31T00:00:00Z'), granted('early', 1, '2026-12-01T00:00:00Z'))
      .when(use('use-1'))
      .then([
        { type: 'ToolCardUsed', data: { userId: 'u1', cardType: 'shake_card', grantReference: 'early', reference: 'use-1', usedOn: 'package-p1#0' } },
      ]));

  it('spends one card for a retried use', () =>
    spec
      .given(granted('g', 2, '2026-12-31T00:00:00Z'), {
        type: 'ToolCardUsed',
        data: { userId: 'u1', cardType: 'shake_card', grantReference: 'g', reference: 'use-1', usedOn: 'x' },
      })
      .when(use('use-1'))
      .then([]));

  it('refuses without a usable card of the type: none, the other type, or expired', () => {
    spec.given().when(use('u')).thenThrows(NoToolCard);
    spec
      .given(granted('g', 1, '2026-12-31T00:00:00Z', 'insight_card'))
      .when(use('u'))
      .thenThrows(NoToolCard);
    spec
      .given(granted('g', 1, '2026-11-01T00:00:00Z'))
      .when(use('u'))
      .thenThrows(NoToolCard);
  });

  it('counts what is left', () => {
    const events: WalletEvent[] = [
      granted('g', 2, '2026-12-31T00:00:00Z'),
      { type: 'ToolCardUsed', data: { userId: 'u1', cardType: 'shake_card', grantReference: 'g', reference: 'use-1', usedOn: 'x' } },
    ];
    const wallet = events.reduce(evolve, initialWallet);
    expect(usableToolCards(wallet, 'shake_card', now)).toBe(1);
    expect(usableToolCards(wallet, 'insight_card', now)).toBe(0);
  });
});
