// Read-only maps and sets that a fold extends without copying: `with`/`add` return a new
// collection sharing all but a few nodes with the old one (immutable-js's hash array mapped trie),
// so a member's wallet or prize box with ten thousand orders folds one more event in about the time
// of an empty one. They are ReadonlyMap/ReadonlySet to every reader.
import { Map as IMap, Set as ISet } from 'immutable';

/** Walks a persistent collection as the built-in iterators do, without copying it first. */
function* walk<T>(items: Iterable<T>): Generator<T, undefined, unknown> {
  yield* items;
  return undefined;
}

export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  private constructor(private readonly inner: IMap<K, V>) {}

  static of<K, V>(entries: Iterable<readonly [K, V]> = []): PersistentMap<K, V> {
    return new PersistentMap(IMap<K, V>(entries as Iterable<[K, V]>));
  }

  /** A map with `key` set to `value` (this one unchanged). */
  with(key: K, value: V): PersistentMap<K, V> {
    return new PersistentMap(this.inner.set(key, value));
  }

  get size(): number {
    return this.inner.size;
  }
  get(key: K): V | undefined {
    return this.inner.get(key);
  }
  has(key: K): boolean {
    return this.inner.has(key);
  }
  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.inner) callback.call(thisArg, value, key, this);
  }
  entries(): MapIterator<[K, V]> {
    return walk(this.inner.entries());
  }
  keys(): MapIterator<K> {
    return walk(this.inner.keys());
  }
  values(): MapIterator<V> {
    return walk(this.inner.values());
  }
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}

export class PersistentSet<T> implements ReadonlySet<T> {
  private constructor(private readonly inner: ISet<T>) {}

  static of<T>(values: Iterable<T> = []): PersistentSet<T> {
    return new PersistentSet(ISet<T>(values));
  }

  /** A set with `value` in it (this one unchanged). */
  add(value: T): PersistentSet<T> {
    return new PersistentSet(this.inner.add(value));
  }

  get size(): number {
    return this.inner.size;
  }
  has(value: T): boolean {
    return this.inner.has(value);
  }
  forEach(callback: (value: T, same: T, set: ReadonlySet<T>) => void, thisArg?: unknown): void {
    for (const value of this.inner) callback.call(thisArg, value, value, this);
  }
  entries(): SetIterator<[T, T]> {
    return walk(this.inner.entries());
  }
  keys(): SetIterator<T> {
    return walk(this.inner.keys());
  }
  values(): SetIterator<T> {
    return walk(this.inner.values());
  }
  [Symbol.iterator](): SetIterator<T> {
    return this.values();
  }
}

/** `map` with `key` set, sharing the rest (a plain map, as a test may give, is made persistent first). */
export const mapWith = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V): PersistentMap<K, V> =>
  (map instanceof PersistentMap ? (map as PersistentMap<K, V>) : PersistentMap.of(map)).with(key, value);

/** `set` with `value` in it, sharing the rest. */
export const setWith = <T>(set: ReadonlySet<T>, value: T): PersistentSet<T> =>
  (set instanceof PersistentSet ? (set as PersistentSet<T>) : PersistentSet.of(set)).add(value);
