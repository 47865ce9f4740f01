/**
 * A Map with a size bound: at most `maxEntries` keys, and beyond that the least recently used goes first. A read
 * (`get`) counts as a use. Every cache of the API is one of these (or has a bound of its own), so that no traffic
 * pattern (many users, many tokens, many pages) grows the process without end.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new RangeError(`maxEntries must be at least 1, got ${maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // A Map keeps insertion order: moved to the end, the key is the last to go.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }
}
