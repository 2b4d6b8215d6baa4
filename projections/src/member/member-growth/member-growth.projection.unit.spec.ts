import { addGrowth, growthAt, initialGrowth } from '@shop/contracts';
import type { ProjectedEvent } from '../../runner/projection';
import type { MemberGrowthRow } from './member-growth.entity';
import { growthStateOf, memberGrowth } from './member-growth.projection';

type Handled = 'TokensDebited' | 'TokensRefunded' | 'TaskRewardClaimed';
const DAY = 86_400_000;
const t0 = Date.parse('2026-01-01T00:00:00Z');
const meta = (day: number) => ({
  actor: { kind: 'system' as const },
  correlationId: 'c',
  causationId: 'c',
  occurredAt: new Date(t0 + day * DAY).toISOString(),
});
let revision = 0;
const event = (day: number, type: Handled, data: object) =>
  ({
    type,
    data: { userId: 'u1', ...data },
    streamId: 'wallet-u1',
    revision: revision++,
    recordedAt: new Date(),
    metadata: meta(day),
  }) as ProjectedEvent<Handled>;
const paid = (day: number, amount: number) => event(day, 'TokensDebited', { orderId: `o${revision}`, amount, description: '' });
const refunded = (day: number, amount: number) => event(day, 'TokensRefunded', { orderId: `o${revision}`, amount, reason: '' });
const task = (day: number, growthPoints: number) => event(day, 'TaskRewardClaimed', { taskId: 't', period: 'p', growthPoints });

/** Each event through the projection, the row stored as PostgreSQL would give it back (JSON). */
const project = (events: ProjectedEvent<Handled>[]) =>
  events.reduce<MemberGrowthRow | null>((row, e) => {
    const next = memberGrowth.evolve(row, e);
    return next && (JSON.parse(JSON.stringify(next)) as MemberGrowthRow);
  }, null);

describe('member growth', () => {
  it('given payments, a refund and a task reward, when projected one by one, then the row is the running fold of them', () => {
    const events = [paid(0, 30_000), task(1, 500), refunded(2, 1_000), paid(3, 4_000)];
    const row = project(events);
    expect(row).toMatchObject({ userId: 'u1', level: 5, growth: 33_500 });
    const entries = [30_000, 500, -1_000, 4_000].map((points, i) => ({ at: new Date(t0 + i * DAY), points }));
    expect(growthStateOf(row)).toEqual(entries.reduce(addGrowth, initialGrowth));
  });

  it('given a level 5 reached and too little earned in its 90 days, when read after them, then the review lowers it', () => {
    const row = project([paid(0, 30_000), paid(10, 500)]);
    const at = growthAt(growthStateOf(row), new Date(t0 + 91 * DAY));
    expect(at.level).toBe(4);
    expect(at.reviews).toEqual([{ periodEnd: new Date(t0 + 90 * DAY), from: 5, to: 4, earned: 500, required: 1_500 }]);
  });

  it('given a review passed before the next payment, when projected, then the row keeps the review', () => {
    const row = project([paid(0, 30_000), paid(100, 10)]);
    expect(row!.reviews).toHaveLength(1);
    expect(row!.level).toBe(4);
  });

  it('given an entry recorded with an earlier clock than the last one, then it counts at the last one', () => {
    const row = project([paid(5, 100), paid(3, 100)]);
    expect(new Date(row!.lastAt).getTime()).toBe(t0 + 5 * DAY);
    expect(row!.growth).toBe(200);
  });

  it('given a free order or a refund of nothing, then there is no row to change', () => {
    expect(memberGrowth.keyOf(paid(0, 0))).toBeNull();
    expect(memberGrowth.keyOf(refunded(0, 0))).toBeNull();
    expect(memberGrowth.keyOf(paid(0, 10))).toBe('u1');
  });
});
