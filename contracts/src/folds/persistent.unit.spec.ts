import { mapWith, PersistentMap, PersistentSet, setWith } from './persistent';

describe('persistent collections', () => {
  it('given a map, when a key is set, then the new map has it and the old one is unchanged', () => {
    const before = PersistentMap.of([['a', 1]]);
    const after = mapWith(before, 'b', 2);
    expect([...after]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(after.get('b')).toBe(2);
    expect(before.has('b')).toBe(false);
    expect(before.size).toBe(1);
  });

  it('reads as a ReadonlyMap: size, get, has, keys, values, entries, forEach', () => {
    const map: ReadonlyMap<string, number> = PersistentMap.of<string, number>().with('x', 1).with('y', 2).with('x', 3);
    expect(map.size).toBe(2);
    expect(map.get('x')).toBe(3);
    expect([...map.keys()]).toEqual(['x', 'y']);
    expect([...map.values()]).toEqual([3, 2]);
    expect(new Map(map.entries())).toEqual(
      new Map([
        ['x', 3],
        ['y', 2],
      ]),
    );
    const seen: string[] = [];
    map.forEach((value, key, self) => seen.push(`${key}=${value}:${self === map}`));
    expect(seen).toEqual(['x=3:true', 'y=2:true']);
  });

  it('given a set, when a value is added, then the old set is unchanged; a plain set is made persistent first', () => {
    const plain = new Set(['a']);
    const after = setWith(plain, 'b');
    expect(after).toBeInstanceOf(PersistentSet);
    expect([...after]).toEqual(['a', 'b']);
    expect(plain.has('b')).toBe(false);
    const again = setWith(after, 'c');
    expect(after.has('c')).toBe(false);
    expect(again.size).toBe(3);
    expect([...again.entries()]).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
    ]);
  });
});
