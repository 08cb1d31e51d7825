/**
 * Stored case texts this process has read, as UTF-8 bytes, each under the revision it had
 * (`icsr_doc.rev`, new at every build). A page asks the database for its cases' revisions and
 * reads only the texts it does not hold at that revision, so an answer is never older than the
 * database; the first pages of the list, which everyone opens, then cost no text transfer.
 * Bounded by bytes; the least recently used texts go first.
 */
export class DocCache {
  private readonly entries = new Map<number, { readonly rev: number; readonly bytes: Uint8Array }>()
  private size = 0

  constructor(private readonly maxBytes: number) {}

  /** The text of case `id` at revision `rev`, if held. */
  get(id: number, rev: number): Uint8Array | undefined {
    const entry = this.entries.get(id)
    if (entry === undefined || entry.rev !== rev) return undefined
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(id)
    this.entries.set(id, entry)
    return entry.bytes
  }

  /** Holds the text of case `id` at revision `rev`, in place of any other revision. */
  set(id: number, rev: number, bytes: Uint8Array): void {
    const previous = this.entries.get(id)
    if (previous !== undefined) {
      if (previous.rev > rev) return
      this.entries.delete(id)
      this.size -= previous.bytes.byteLength
    }
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
