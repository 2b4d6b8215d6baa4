import { createHash, createHmac } from 'node:crypto';
import type { PrizeTier } from '../events/tube.events';
import { messages } from '../messages/messages';
import {
  createShuffleStream,
  FairnessArgumentError,
  FairnessIncompleteError,
  fairnessInputSchema,
  findWinningPositions,
  layoutTube,
  shuffleWithSeed,
  TubePrizeMismatchError,
  tubeCommitment,
  tubeTxid,
} from './fairness.rule';

const m = messages.fairness;
const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');
const txidOfDecimal = (n: bigint) => n.toString(16).padStart(64, '0');

// The spec's algorithm written out a second time, as plainly as possible, to compare against.
function referencePositions(txidHex: string, prizeCount: number, total: number) {
  const x = BigInt(`0x${txidHex}`);
  const kept: number[] = [];
  let steps = 0;
  for (let step = 1; step <= 100; step++) {
    if (kept.length >= prizeCount) break;
    steps = step;
    const value = Number((x / 100n ** BigInt(step)) % BigInt(total)) + 1;
    if (!kept.includes(value)) kept.push(value);
  }
  return { positions: kept.sort((a, b) => a - b), stepsUsed: steps, complete: kept.length === prizeCount };
}

// The shuffle stream rebuilt on node:crypto, to cross-check the pure implementation word for word.
function referenceShuffle<T>(seedHex: string, items: readonly T[]): T[] {
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let words: number[] = [];
  const nextWord = () => {
    if (words.length === 0) {
      const c = Buffer.alloc(4);
      c.writeUInt32BE(counter++);
      const block = createHmac('sha256', key)
        .update(Buffer.concat([Buffer.from('shuffle'), c]))
        .digest();
      words = Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
  const below = (n: number) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const w = nextWord();
      if (w < limit) return w % n;
    }
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// Pearson's chi-square statistic of observed counts against a uniform expectation.
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('findWinningPositions (001 §5)', () => {
  describe('given a small txid whose arithmetic can be done by hand', () => {
    // txid = 123456: step 1 → floor(123456/100) = 1234, step 2 → 12, step 3 → 0, and 0 ever after.
    const txid = txidOfDecimal(123456n);

    it('when 3 prizes are sought among 10 tickets then positions are 1, 3, 5 after 3 steps', () => {
      expect(((123456n / 100n) % 10n) + 1n).toBe(5n);
      expect(((123456n / 10000n) % 10n) + 1n).toBe(3n);
      expect(((123456n / 1000000n) % 10n) + 1n).toBe(1n);
      expect(findWinningPositions(txid, 3, 10)).toEqual({ positions: [1, 3, 5], stepsUsed: 3, complete: true });
    });

    it('when 1 prize is sought then the first step decides it', () => {
      expect(findWinningPositions(txid, 1, 10)).toEqual({ positions: [5], stepsUsed: 1, complete: true });
    });

    it('when 4 prizes are sought then 100 steps give only 3 and complete is false', () => {
      expect(findWinningPositions(txid, 4, 10)).toEqual({ positions: [1, 3, 5], stepsUsed: 100, complete: false });
    });

    it('when the tube has 1000 tickets then the remainders are not wrapped', () => {
      expect(((123456n / 100n) % 1000n) + 1n).toBe(235n);
      expect(findWinningPositions(txid, 3, 1000)).toEqual({ positions: [1, 13, 235], stepsUsed: 3, complete: true });
    });
  });

  describe('given a value that repeats', () => {
    it('when a step repeats a value then it is skipped and a later step fills the count', () => {
      const txid = txidOfDecimal(1_020_304n);
      // steps: 10203 mod 5 = 3 → 4; 102 mod 5 = 2 → 3; 1 mod 5 = 1 → 2; 0 → 1.
      expect(findWinningPositions(txid, 4, 5)).toEqual({ positions: [1, 2, 3, 4], stepsUsed: 4, complete: true });
      // 10203 mod 3 = 0 → 1; 102 mod 3 = 0 → 1 (repeat, skipped); 1 mod 3 = 1 → 2.
      expect(findWinningPositions(txid, 2, 3)).toEqual({ positions: [1, 2], stepsUsed: 3, complete: true });
    });
  });

  describe('given txids with leading zeros', () => {
    it.each([
      ['00000000000000000000000000000000000000000000000000000000000000ff', 'ff'],
      [`000000${'9'.repeat(58)}`, '9'.repeat(58)],
      ['0ff', 'ff'],
    ])('when %s is used then it reads as the same number as %s', (padded, short) => {
      for (const [prizes, total] of [
        [1, 7],
        [2, 7],
        [3, 1000],
      ] as const) {
        expect(findWinningPositions(padded, prizes, total)).toEqual(findWinningPositions(short, prizes, total));
      }
    });

    it('when the txid is all zeros then every step gives ticket 1 and a second prize cannot be placed', () => {
      expect(findWinningPositions('0'.repeat(64), 1, 80)).toEqual({ positions: [1], stepsUsed: 1, complete: true });
      expect(findWinningPositions('0'.repeat(64), 2, 80)).toEqual({ positions: [1], stepsUsed: 100, complete: false });
    });
  });

  describe('given the prize count equals the ticket count', () => {
    it('when there is one ticket then it is the winner', () => {
      expect(findWinningPositions('ab'.repeat(32), 1, 1)).toEqual({ positions: [1], stepsUsed: 1, complete: true });
    });

    it('when every ticket is a prize and the steps reach them all then positions are 1..total', () => {
      // In base 100 the number reads 04 03 02 01 00 99; as 100 ≡ 0 (mod 5), step s gives its s-th pair mod 5, plus 1.
      const x = 40_302_010_099n;
      expect([1n, 2n, 3n, 4n, 5n].map((s) => ((x / 100n ** s) % 5n) + 1n)).toEqual([1n, 2n, 3n, 4n, 5n]);
      expect(findWinningPositions(txidOfDecimal(x), 5, 5)).toEqual({ positions: [1, 2, 3, 4, 5], stepsUsed: 5, complete: true });
    });

    it('when the steps repeat before covering every ticket then complete is false', () => {
      expect(findWinningPositions(txidOfDecimal(1_020_304n), 5, 5)).toEqual({ positions: [1, 2, 3, 4], stepsUsed: 100, complete: false });
    });
  });

  describe('given the algorithm reaches only 39 steps into a 64-hex number', () => {
    it('when 40 distinct positions are sought then complete is false, with 100 steps used', () => {
      const txid = 'f'.repeat(64);
      expect(BigInt(`0x${txid}`) < 100n ** 39n).toBe(true);
      const result = findWinningPositions(txid, 40, 100_000);
      expect(result.complete).toBe(false);
      expect(result.stepsUsed).toBe(100);
      expect(result.positions.length).toBeLessThanOrEqual(39);
    });
  });

  describe('given many random txids', () => {
    it('when compared with a plain re-statement of the spec then every answer agrees', () => {
      for (let i = 0; i < 300; i++) {
        const txid = seedOf(`positions-${i}`);
        const total = 1 + (i % 97) * 7;
        const prizeCount = 1 + (i % Math.min(total, 12));
        const result = findWinningPositions(txid, prizeCount, total);
        expect(result).toEqual(referencePositions(txid, prizeCount, total));
        for (const p of result.positions) expect(p >= 1 && p <= total).toBe(true);
      }
    });
  });

  describe('given arguments no caller should send', () => {
    it.each([
      ['', 1, 10],
      ['xyz', 1, 10],
      ['0x12', 1, 10],
      ['ab', 0, 10],
      ['ab', 1.5, 10],
      ['ab', 1, 0],
      ['ab', 11, 10],
      ['ab', Number.NaN, 10],
    ])('when txid %j, prizeCount %p, totalTickets %p then FairnessArgumentError', (txid, prizeCount, total) => {
      expect(() => findWinningPositions(txid, prizeCount, total)).toThrow(FairnessArgumentError);
    });
  });
});

describe('fairnessInputSchema (001 §5 messages)', () => {
  const txid = 'a1'.repeat(32);
  const issuesOf = (input: unknown) => {
    const result = fairnessInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it.each([
    [
      { txid, prizeCount: 3, totalTickets: 80 },
      { txid, prizeCount: 3, totalTickets: 80 },
    ],
    [
      { txid: ` ${txid.toUpperCase()} `, prizeCount: '3', totalTickets: ' 80 ' },
      { txid, prizeCount: 3, totalTickets: 80 },
    ],
    [
      { txid, prizeCount: '80', totalTickets: '80' },
      { txid, prizeCount: 80, totalTickets: 80 },
    ],
  ])('when given %j then it parses to %j', (input, output) => {
    expect(fairnessInputSchema.parse(input)).toEqual(output);
  });

  it.each([
    [
      {},
      [
        ['', m.allFieldsRequired],
        ['txid', m.txidRequired],
        ['prizeCount', m.prizeCountRequired],
        ['totalTickets', m.totalTicketsRequired],
      ],
    ],
    [null, [['', m.allFieldsRequired]]],
    [
      { txid: '  ', prizeCount: 3, totalTickets: 80 },
      [
        ['', m.allFieldsRequired],
        ['txid', m.txidRequired],
      ],
    ],
    [
      { txid, prizeCount: '', totalTickets: 80 },
      [
        ['', m.allFieldsRequired],
        ['prizeCount', m.prizeCountRequired],
      ],
    ],
    [
      { txid, prizeCount: 3 },
      [
        ['', m.allFieldsRequired],
        ['totalTickets', m.totalTicketsRequired],
      ],
    ],
    [{ txid: txid.slice(1), prizeCount: 3, totalTickets: 80 }, [['txid', m.txidFormat]]],
    [{ txid: `${txid}0`, prizeCount: 3, totalTickets: 80 }, [['txid', m.txidFormat]]],
    [{ txid: `0x${txid.slice(2)}`, prizeCount: 3, totalTickets: 80 }, [['txid', m.txidFormat]]],
    [{ txid: 'g'.repeat(64), prizeCount: 3, totalTickets: 80 }, [['txid', m.txidFormat]]],
    [{ txid, prizeCount: 0, totalTickets: 80 }, [['prizeCount', m.prizeCountPositive]]],
    [{ txid, prizeCount: '-1', totalTickets: 80 }, [['prizeCount', m.prizeCountPositive]]],
    [{ txid, prizeCount: 'abc', totalTickets: 80 }, [['prizeCount', m.prizeCountPositive]]],
    [{ txid, prizeCount: 2.5, totalTickets: 80 }, [['prizeCount', m.prizeCountPositive]]],
    [{ txid, prizeCount: 3, totalTickets: '0' }, [['totalTickets', m.totalTicketsPositive]]],
    [{ txid, prizeCount: 81, totalTickets: 80 }, [['prizeCount', m.prizeCountExceedsTotal]]],
    [
      { txid: 'zz', prizeCount: 0, totalTickets: -5 },
      [
        ['txid', m.txidFormat],
        ['prizeCount', m.prizeCountPositive],
        ['totalTickets', m.totalTicketsPositive],
      ],
    ],
  ])('when given %j then the issues are %j', (input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });
});

describe('tube commitment and txid (DESIGN.md Fairness)', () => {
  const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
  const beacon = '8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce';

  it('when committing then it is SHA-256 of "tube-v1" || utf8(tubeId) || seed bytes, pinned', () => {
    const viaNode = (tubeId: string) =>
      createHash('sha256')
        .update(Buffer.concat([Buffer.from('tube-v1'), Buffer.from(tubeId, 'utf8'), Buffer.from(seed, 'hex')]))
        .digest('hex');
    expect(tubeCommitment('tube-42', seed)).toBe('e1b45e9db9d74a02046e5f11df6f6938425445633dce437ddc156478d79dc91e');
    expect(tubeCommitment('一番賞-1', seed)).toBe('cb89379f097de759840c4f2df61c7309133c86cb5fb58bec05a41349050f17e2');
    for (const id of ['tube-42', '一番賞-1', 'x']) expect(tubeCommitment(id, seed)).toBe(viaNode(id));
  });

  it('when deriving the txid then it is HMAC-SHA256(seed, "txid" || beacon), pinned', () => {
    expect(tubeTxid(seed)).toBe('d40a8704193e1923b880a51fd5d7170cf15c1f1df2df5ff0c007378ea5053f4a');
    expect(tubeTxid(seed, beacon)).toBe('3ab92b23010fd9c6b3527a1e8ae0ee6d65a98eecc82f81d01aa9be85339c49b7');
    expect(tubeTxid(seed.toUpperCase(), beacon.toUpperCase())).toBe(tubeTxid(seed, beacon));
    expect(tubeTxid(seed, '')).toBe(tubeTxid(seed));
    const another = seedOf('another');
    expect(tubeTxid(another)).toBe(createHmac('sha256', Buffer.from(another, 'hex')).update('txid').digest('hex'));
  });

  it('when the txid is derived then the public form accepts it', () => {
    expect(fairnessInputSchema.safeParse({ txid: tubeTxid(seed), prizeCount: 1, totalTickets: 10 }).success).toBe(true);
  });

  it.each(['', 'ab', seed.slice(2), `${seed}00`, `zz${seed.slice(2)}`])('when the seed is %j then FairnessArgumentError', (badSeed) => {
    expect(() => tubeCommitment('t', badSeed)).toThrow(FairnessArgumentError);
    expect(() => tubeTxid(badSeed)).toThrow(FairnessArgumentError);
  });

  it('when the tube id is empty then FairnessArgumentError', () => {
    expect(() => tubeCommitment('', seed)).toThrow(FairnessArgumentError);
  });
});

describe('the shuffle stream', () => {
  it('when compared with a node:crypto rebuild then every permutation agrees', () => {
    for (let i = 0; i < 50; i++) {
      const seed = seedOf(`stream-${i}`);
      const items = Array.from({ length: 1 + i * 3 }, (_, k) => k);
      expect(shuffleWithSeed(seed, items)).toEqual(referenceShuffle(seed, items));
    }
  });

  it('when n leaves a quarter of the words out of range then those words are rejected, not folded in', () => {
    // n = 3 * 2^30: words at or above 3 * 2^30 are rejected. A modulo-folding stream would differ.
    const seed = seedOf('rejection');
    const key = Buffer.from(seed, 'hex');
    const words: number[] = [];
    for (let c = 0; c < 40; c++) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(c);
      const block = createHmac('sha256', key)
        .update(Buffer.concat([Buffer.from('shuffle'), counter]))
        .digest();
      for (let k = 0; k < 8; k++) words.push(block.readUInt32BE(k * 4));
    }
    const n = 3 * 2 ** 30;
    const accepted = words.filter((w) => w < n);
    expect(accepted.length).toBeLessThan(words.length);
    const stream = createShuffleStream(seed);
    const drawn = Array.from({ length: 200 }, () => stream.below(n));
    expect(drawn).toEqual(accepted.slice(0, 200));
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1])('when below(%p) is asked then FairnessArgumentError', (n) => {
    expect(() => createShuffleStream(seedOf('x')).below(n)).toThrow(FairnessArgumentError);
  });

  it('when 2,400 seeds each shuffle four items then all 24 orders come up evenly (chi-square, df 23)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2400; i++) {
      const key = shuffleWithSeed(seedOf(`chi-${i}`), [0, 1, 2, 3]).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    // 49.7 is the 0.1 % critical value for 23 degrees of freedom; the seeds are fixed, so this is not flaky.
    expect(chiSquare([...counts.values()])).toBeLessThan(49.7);
  });
});

describe('layoutTube', () => {
  const seed = seedOf('tube layout');
  const prizes: { tier: PrizeTier; quantity: number }[] = [
    { tier: 'A', quantity: 2 },
    { tier: 'B', quantity: 3 },
    { tier: 'C', quantity: 5 },
    { tier: 'D', quantity: 70 },
    { tier: 'LAST', quantity: 1 },
  ];
  const tube = { tubeId: 'tube-1', seedHex: seed, totalTickets: 80, prizes };
  const countTiers = (tiers: readonly string[]) => tiers.reduce<Record<string, number>>((acc, t) => ({ ...acc, [t]: (acc[t] ?? 0) + 1 }), {});

  it('given the same seed when laid out twice then the layouts are identical', () => {
    expect(layoutTube(tube)).toEqual(layoutTube({ ...tube, prizes: [...prizes] }));
  });

  it('given a seed when laid out then every ticket has a tier and every tier count is kept, LAST excepted', () => {
    const { tiers } = layoutTube(tube);
    expect(tiers).toHaveLength(80);
    expect(countTiers(tiers)).toEqual({ A: 2, B: 3, C: 5, D: 70 });
  });

  it("given a seed when laid out then the top tier sits exactly at the spec algorithm's positions for the tube's txid", () => {
    const { txid, tiers } = layoutTube(tube);
    expect(txid).toBe(tubeTxid(seed));
    const { positions } = findWinningPositions(txid, 2, 80);
    expect(tiers.flatMap((t, i) => (t === 'A' ? [i + 1] : []))).toEqual(positions);
  });

  it('given a node:crypto rebuild of the whole scheme then the layout agrees', () => {
    const txid = createHmac('sha256', Buffer.from(seed, 'hex')).update('txid').digest('hex');
    const top = referencePositions(txid, 2, 80).positions;
    const rest = referenceShuffle(seed, [...'BBB', ...'CCCCC', ...'D'.repeat(70)]);
    const expected = Array.from({ length: 80 }, (_, i) => (top.includes(i + 1) ? 'A' : rest.shift()));
    expect(layoutTube(tube).tiers).toEqual(expected);
  });

  it('given a small tube then its layout is pinned as a test vector for the offline verifier', () => {
    const small = layoutTube({
      tubeId: 'demo',
      seedHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
      totalTickets: 10,
      prizes: [
        { tier: 'A', quantity: 1 },
        { tier: 'B', quantity: 2 },
        { tier: 'C', quantity: 7 },
        { tier: 'LAST', quantity: 1 },
      ],
    });
    expect(small).toEqual({
      txid: 'd40a8704193e1923b880a51fd5d7170cf15c1f1df2df5ff0c007378ea5053f4a',
      tiers: ['C', 'C', 'C', 'B', 'A', 'B', 'C', 'C', 'C', 'C'],
    });
  });

  it('given different seeds when laid out then the layouts differ', () => {
    const layouts = new Set(Array.from({ length: 20 }, (_, i) => layoutTube({ ...tube, seedHex: seedOf(`other-${i}`) }).tiers.join('')));
    expect(layouts.size).toBe(20);
  });

  it('given a beacon when laid out then the top tier follows the beacon-mixed txid', () => {
    const beacon = seedOf('beacon round 1234');
    const withBeacon = layoutTube({ ...tube, beaconHex: beacon });
    expect(withBeacon.txid).toBe(tubeTxid(seed, beacon));
    expect(withBeacon.txid).not.toBe(layoutTube(tube).txid);
    expect(withBeacon.tiers.flatMap((t, i) => (t === 'A' ? [i + 1] : []))).toEqual(findWinningPositions(withBeacon.txid, 2, 80).positions);
  });

  it('given the prizes in another order or split into several entries then the layout is the same', () => {
    const reordered = [prizes[3]!, prizes[4]!, { tier: 'C' as const, quantity: 2 }, prizes[1]!, { tier: 'C' as const, quantity: 3 }, prizes[0]!];
    expect(layoutTube({ ...tube, prizes: reordered })).toEqual(layoutTube(tube));
  });

  it('given no A tier when laid out then the first tier with a quantity is the top tier', () => {
    const { txid, tiers } = layoutTube({
      ...tube,
      prizes: [
        { tier: 'A', quantity: 0 },
        { tier: 'C', quantity: 3 },
        { tier: 'E', quantity: 77 },
      ],
    });
    expect(tiers.flatMap((t, i) => (t === 'C' ? [i + 1] : []))).toEqual(findWinningPositions(txid, 3, 80).positions);
    expect(countTiers(tiers)).toEqual({ C: 3, E: 77 });
  });

  it('given a single tier covering the tube then every ticket carries it', () => {
    // A tube where every ticket is the top tier can only be placed if 100 steps reach every number.
    const ok = Array.from({ length: 200 }, (_, i) => seedOf(`single-${i}`)).find((s) => findWinningPositions(tubeTxid(s), 3, 3).complete)!;
    expect(layoutTube({ tubeId: 't', seedHex: ok, totalTickets: 3, prizes: [{ tier: 'B', quantity: 3 }] }).tiers).toEqual(['B', 'B', 'B']);
  });

  it.each([
    [
      [
        { tier: 'A', quantity: 2 },
        { tier: 'B', quantity: 77 },
      ],
      79,
    ],
    [
      [
        { tier: 'A', quantity: 2 },
        { tier: 'B', quantity: 79 },
      ],
      81,
    ],
    [
      [
        { tier: 'A', quantity: 2 },
        { tier: 'B', quantity: 77 },
        { tier: 'LAST', quantity: 1 },
      ],
      79,
    ],
    [[{ tier: 'LAST', quantity: 80 }], 0],
  ] as const)('given prizes %j that do not add up to 80 then TubePrizeMismatchError', (badPrizes, sum) => {
    try {
      layoutTube({ ...tube, prizes: badPrizes });
      throw new Error('expected a throw');
    } catch (e) {
      expect(e).toBeInstanceOf(TubePrizeMismatchError);
      expect((e as TubePrizeMismatchError).prizeTotal).toBe(sum);
    }
  });

  it('given a top tier larger than the algorithm can reach then FairnessIncompleteError', () => {
    expect(() =>
      layoutTube({
        ...tube,
        prizes: [
          { tier: 'A', quantity: 50 },
          { tier: 'B', quantity: 30 },
        ],
      }),
    ).toThrow(FairnessIncompleteError);
  });

  it.each([
    [{ totalTickets: 0, prizes: [] }],
    [{ tubeId: '' }],
    [{ seedHex: 'abc' }],
    [
      {
        prizes: [
          { tier: 'A', quantity: -1 },
          { tier: 'B', quantity: 81 },
        ],
      },
    ],
    [
      {
        prizes: [
          { tier: 'A', quantity: 1.5 },
          { tier: 'B', quantity: 78.5 },
        ],
      },
    ],
    [{ prizes: [{ tier: 'Z', quantity: 80 }] }],
  ])('given %j then FairnessArgumentError', (override) => {
    expect(() => layoutTube({ ...tube, ...(override as object) })).toThrow(FairnessArgumentError);
  });

  it('given 1,800 seeds then the lone B prize lands evenly over the non-top tickets (chi-square, df 8)', () => {
    const counts = new Array<number>(9).fill(0);
    for (let i = 0; i < 1800; i++) {
      const { tiers } = layoutTube({
        tubeId: 'chi',
        seedHex: seedOf(`layout-chi-${i}`),
        totalTickets: 10,
        prizes: [
          { tier: 'A', quantity: 1 },
          { tier: 'B', quantity: 1 },
          { tier: 'C', quantity: 8 },
        ],
      });
      const rest = tiers.filter((t) => t !== 'A');
      counts[rest.indexOf('B')]! += 1;
    }
    // 26.1 is the 0.1 % critical value for 8 degrees of freedom.
    expect(chiSquare(counts)).toBeLessThan(26.1);
  });
});

// Vectors computed independently with Python 3 (int arithmetic, hmac + hashlib; the script is in
// docs/fairness.md "Check by hand"), pasted here so that any change to the scheme shows up.
describe('test vectors cross-checked with an independent Python implementation', () => {
  it.each([
    ['a1'.repeat(32), 3, 80, [11, 17, 76], 3, true],
    ['0000000000000000000000000000000000000000000000000000000000001234', 2, 10, [1, 7], 2, true],
    ['000000ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', 5, 80, [13, 43, 60, 64, 73], 5, true],
    ['0123456789abcdef'.repeat(4), 12, 80, [6, 7, 16, 20, 33, 40, 61, 63, 68, 69, 72, 73], 12, true],
    // prize count = total tickets: every ticket is a grand prize, reached after 19 steps.
    ['f'.repeat(64), 10, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 19, true],
    // 1,000,000 = 01 00 00 00 in base 100: the steps give 1, 1, 2, then 1 forever — too few distinct values.
    ['00000000000000000000000000000000000000000000000000000000000f4240', 3, 10, [1, 2], 100, false],
  ] as const)('txid %s, %p prizes of %p tickets → %j in %p steps (complete %p)', (txid, prizeCount, total, positions, stepsUsed, complete) => {
    expect(findWinningPositions(txid, prizeCount, total)).toEqual({ positions, stepsUsed, complete });
  });

  it('when 39 positions are sought among 1000 tickets then only 38 distinct ones exist and the message says so', () => {
    const result = findWinningPositions('f'.repeat(64), 39, 1000);
    expect(result).toMatchObject({ stepsUsed: 100, complete: false });
    expect(result.positions).toHaveLength(38);
    expect(result.positions.slice(0, 5)).toEqual([1, 8, 9, 12, 99]);
    expect(m.incomplete(result.positions.length, 39)).toBe('100 步內只找到 38 個不重複位置，少於大賞數量 39');
  });

  it.each([
    [
      seedOf('vector-1'),
      20,
      [
        { tier: 'A', quantity: 2 },
        { tier: 'B', quantity: 3 },
        { tier: 'C', quantity: 15 },
      ],
      '2e86579cce117fe7fea45874eaec895db770583266a2a9163f473cfaed971fc3',
      'CCCCCCABCCCCCCBCCBAC',
    ],
    [
      '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
      10,
      [
        { tier: 'A', quantity: 1 },
        { tier: 'B', quantity: 2 },
        { tier: 'C', quantity: 7 },
      ],
      'd40a8704193e1923b880a51fd5d7170cf15c1f1df2df5ff0c007378ea5053f4a',
      'CCCBABCCCC',
    ],
    [
      seedOf('vector-2'),
      30,
      [
        { tier: 'B', quantity: 1 },
        { tier: 'D', quantity: 4 },
        { tier: 'E', quantity: 10 },
        { tier: 'G', quantity: 15 },
      ],
      'f31a927b42bc1e3567b485e43cd623aed6695e0ee57e1946a3ba96d6005f3483',
      'GBGEGDGDEGGGEGGEDEEGEDGGGGGEEE',
    ],
  ] as const)('layout of seed %s over %p tickets is pinned', (seedHex, totalTickets, tubePrizes, txid, tiers) => {
    expect(layoutTube({ tubeId: 'any', seedHex, totalTickets, prizes: tubePrizes })).toEqual({ txid, tiers: [...tiers] });
  });
});
