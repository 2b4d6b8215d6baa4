import { honestGachaLog } from '@shop/testing/gacha-logs';
import { honestPackageLog } from '@shop/testing/package-logs';
import { honestTubeLog } from '@shop/testing/tube-logs';
import { gachaTopTierLuck, hypergeometricTail, packageTopTierLuck, tubeTopTierLuck } from './top-tier-luck.rule';

describe('hypergeometricTail', () => {
  it.each([
    [10, 1, 1, 1, 0.1],
    [80, 3, 5, 2, 0.009250243427458617],
    [80, 3, 5, 3, 0.00012171372930866602],
    [28, 1, 3, 1, 0.10714285714285714],
    [6, 1, 2, 1, 1 / 3],
    [6, 1, 6, 1, 1],
    [10, 2, 3, 0, 1],
  ])('N=%i K=%i n=%i, P(X ≥ %i) = %f', (N, K, n, k, p) => expect(hypergeometricTail(N, K, n, k)).toBeCloseTo(p, 12));
});

describe('top-tier luck from an export', () => {
  it('a box: the rarest figure’s winner, their share of the box as the chance', () => {
    const [row, ...rest] = packageTopTierLuck(honestPackageLog());
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ container: 'fixture-box-1', top: 'hidden', draws: 4, topDraws: 1, won: 1 });
    expect(row!.p).toBeCloseTo(row!.bought / 4, 12);
    expect(row!.expected).toBeCloseTo(row!.bought / 4, 12);
  });

  it('a machine: each round on its own, its top tier the rarest rarity it stocks', () => {
    const rows = gachaTopTierLuck(honestGachaLog());
    // Round 2: bob bought all 4 capsules, the secret among them: no luck at all (p = 1).
    expect(rows.find((r) => r.container === 'fixture-gacha#2')).toMatchObject({ top: 'secret', draws: 4, topDraws: 1, bought: 4, won: 1, p: 1 });
    for (const r of rows) expect(r.p).toBeGreaterThan(0);
  });

  it('a tube: the top tier is the first of A..G it holds, LAST is not counted', () => {
    const rows = tubeTopTierLuck(honestTubeLog());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ top: 'A', topDraws: 1, won: 1 });
    expect(rows[0]!.p).toBeCloseTo(rows[0]!.bought / rows[0]!.draws, 12);
  });
});
