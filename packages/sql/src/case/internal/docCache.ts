/**
 * Stored case texts this process has read, as UTF-8 bytes, each under the revision it had
 * (`icsr_doc.rev`, new at every build). A page asks the database for its cases' revisions and
 * reads only the texts it does not hold at that revision, so an answer is never older than the
 * database; the first pages of the list, which everyone opens, then cost no text transfer.
 * Bounded by bytes; the least recently used texts go first.
 *
 * A text enters on its second read within a while ({@link admit}): the texts of pages read once
 * (a page deep in some ordering) would otherwise each take a place, push out a text that pages
 * people reopen need, and leave garbage for the old generation's collector — at a national
 * centre's size most pages are read once.
 */
export class DocCache {
  private readonly entries = new Map<number, { readonly rev: number; readonly bytes: Uint8Array }>()
  private size = 0
  // Cases missed once recently: about as many as the cache holds texts (4 KB a case), so a page
  // reopened before the cache would have turned over is still admitted.
  private readonly seen: RecentlySeen<number>

  constructor(private readonly maxBytes: number) {
    this.seen = new RecentlySeen(Math.max(1024, Math.ceil(maxBytes / 4096)))
  }

  /** The text of case `id` at revision `rev`, if held. */
  get(id: number, rev: number): Uint8Array | undefined {
    const entry = this.entries.get(id)
    if (entry === undefined || entry.rev !== rev) return undefined
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(id)
    this.entries.set(id, entry)
    return entry.bytes
  }

  /**
   * Whether the text of case `id`, just missed, is worth holding: true when it was missed before
   * within the last misses or is held at another revision (a case being worked on).
   */
  admit(id: number): boolean {
    return this.seen.again(id) || this.entries.has(id)
  }

  /** Holds the text of case `id` at revision `rev`, in place of any other revision. */
  set(id: number, rev: number, bytes: Uint8Array): void {
    const previous = this.entries.get(id)
    if (previous !== undefined) {
      if (previous.rev > rev) return
      this.entries.delete(id)
      this.size -= previous.bytes.byteLength
    }
    this.seen.forget(id)
    if (bytes.byteLength > this.maxBytes) return
    this.entries.set(id, { rev, bytes })
    this.size += bytes.byteLength
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxBytes) break
      this.entries.delete(oldest)
      this.size -= entry.bytes.byteLength
    }
  }
}

/**
 * Keys met recently: the last `limit` distinct keys, about (the set starts again when full, which
 * costs nothing per key and forgets at most what a second set would have kept).
 */
export class RecentlySeen<K> {
  private readonly keys = new Set<K>()

  constructor(private readonly limit: number) {}

  /** Whether `key` was met recently; it is remembered as met now. */
  again(key: K): boolean {
    if (this.keys.has(key)) return true
    if (this.keys.size >= this.limit) this.keys.clear()
    this.keys.add(key)
    return false
  }

  /** Forgets `key`. */
  forget(key: K): void {
    this.keys.delete(key)
  }
}
