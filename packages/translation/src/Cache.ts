/**
 * A bounded least-recently-used cache of translations (service-spec "Translation" rule 6: up to
 * 4,096 entries). A `Map` keeps insertion order, so re-inserting on a hit moves an entry to the end
 * and the first key is always the least recently used.
 */

/** The rule's capacity. */
export const CACHE_ENTRIES = 4096

/** A least-recently-used map from key to value. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>()
  constructor(readonly capacity: number = CACHE_ENTRIES) {}

  /** The value under `key`, marking it as the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  /** Stores `value`, evicting the least recently used entry when full. */
  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next()
      if (oldest.done !== true) this.entries.delete(oldest.value)
    }
  }

  /** The number of entries held. */
  get size(): number {
    return this.entries.size
  }
}
