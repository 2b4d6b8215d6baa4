import type { ProjectedEvent } from '../../runner/projection';
import { memberHistory } from './member-history.projection';

let revision = 0;
const event = (streamId: string, type: string, data: object, correlationId = 'c1') =>
  ({
    type,
    data,
    streamId,
    revision: revision++,
    position: { commit: BigInt(100 + revision), prepare: BigInt(revision) },
    recordedAt: new Date(),
    metadata: { actor: { kind: 'user', id: 'u1' }, correlationId, causationId: correlationId, occurredAt: '2026-11-20T16:30:00.000Z' },
  }) as unknown as ProjectedEvent;
const row = (e: ProjectedEvent) => memberHistory.evolve(null, e as never);
const ORDER = '0f0e0d0c-0b0a-4908-8706-050403020100';

describe('member history index', () => {
  it('given an event naming a member, when projected, then its row is keyed by its place in its stream and sits at its log position', () => {
    const debited = event('wallet-u1', 'TokensDebited', { userId: 'u1', orderId: ORDER, amount: 100, description: '' });
    expect(memberHistory.keyOf(debited as never)).toBe(`wallet-u1@${debited.revision}`);
    expect(row(debited)).toMatchObject({
      memberId: 'u1',
      streamId: 'wallet-u1',
      commitPosition: debited.position.commit.toString(),
      preparePosition: debited.position.prepare.toString(),
      kind: 'wallet',
      orderId: ORDER,
      refs: [ORDER],
      occurredAt: new Date('2026-11-20T16:30:00.000Z'),
    });
  });

  it('given an order, then its placing is filed under its line and its later events under the order (the placing says which line)', () => {
    const placed = event(`order-${ORDER}`, 'OrderPlaced', {
      orderId: ORDER,
      userId: 'u1',
      productId: 'p',
      productName: '迷你貓咪',
      unitPrice: 100,
      amount: 100,
      points: 0,
      tokens: 100,
      paymentMethod: 'balance',
      placedAt: '2026-11-20T16:30:00.000Z',
      kind: 'gacha',
      gacha: { machineId: 'm1' },
    });
    const paid = event(`order-${ORDER}`, 'OrderPaid', { orderId: ORDER, userId: 'u1', tokensDebited: 100, pointsSpent: 0 });
    expect(row(placed)).toMatchObject({ kind: 'gacha', type: 'OrderPlaced', orderId: ORDER });
    expect(row(paid)).toMatchObject({ kind: 'order', orderId: ORDER });
  });

  it('given a search, then the order number, the title and the detail in words are what it matches', () => {
    const debited = row(event('wallet-u1', 'TokensDebited', { userId: 'u1', orderId: ORDER, amount: 100, description: '' }));
    expect(debited!.search).toContain('k'); // the order number, lower-cased
    expect(debited!.search).toContain(ORDER);
    expect(debited!.search).toContain('代幣付款');
    expect(debited!.search).toContain('100');
  });

  it('given an event with personal data, then its row keeps none of it (the index is not erased with the member key)', () => {
    const verified = row(event('user-u1', 'PhoneVerified', { userId: 'u1', phone: '0912345678' }));
    expect(JSON.stringify(verified)).not.toContain('0912345678');
  });

  it('given a container fact that names nobody, then it is kept by its correlation, with no member', () => {
    const soldOut = event('gacha-m1', 'GachaSoldOut', { machineId: 'm1', round: 1 }, 'purchase-7');
    expect(row(soldOut)).toMatchObject({ memberId: null, correlationId: 'purchase-7', kind: 'gacha' });
  });

  it('given a fact about a container alone (its opening) or a uniqueness guard (a phone reserved), then there is no row', () => {
    expect(memberHistory.keyOf(event('tube-1', 'TubeOpened', { tubeId: '1' }) as never)).toBeNull();
    expect(memberHistory.keyOf(event('phone-ab12', 'PhoneReserved', { phone: '0912345678', userId: 'u1' }) as never)).toBeNull();
  });
});
