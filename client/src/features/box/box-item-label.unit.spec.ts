import { gradeLabel } from './box-item-label';

describe('gradeLabel', () => {
  it('names a prize by its tier, and an item by its line’s own rarity words', () => {
    expect(gradeLabel({ tier: 'LAST', rarity: null, source: 'ichiban' })).toBe('LAST賞');
    expect(gradeLabel({ tier: 'A', rarity: null, source: 'ichiban' })).toBe('A賞');
    expect(gradeLabel({ tier: null, rarity: 'secret', source: 'gacha' })).toBe('隱藏');
    // A blind box has a hidden and a secret figure: they must not read the same.
    expect(gradeLabel({ tier: null, rarity: 'hidden', source: 'blindbox' })).toBe('隱藏');
    expect(gradeLabel({ tier: null, rarity: 'secret', source: 'blindbox' })).toBe('秘密');
    expect(gradeLabel({ tier: null, rarity: null, source: 'reward' })).toBe('');
  });
});
