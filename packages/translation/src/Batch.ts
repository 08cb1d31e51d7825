/**
 * Batch normalisation (service-spec "Translation" rules 3-4): what a caller may put in `texts`
 * and what is translated for it.
 */

/** The most items a batch may carry (rule 4). */
export const MAX_ITEMS = 200

/** Rule 4's detail, accented as in the original (decisions.md). */
export const TOO_MANY_ITEMS = "Demasiados ítems (máx. 200)"

/** The keys an object item is read from, in order (rule 3). */
const OBJECT_KEYS = ["text", "abstract", "title"] as const

/**
 * One item as text, or null when it is dropped: null and undefined are dropped; strings are
 * trimmed; lists are their items' texts joined with spaces; objects give the first present (non
 * empty) of text, abstract, title, else their JSON form; anything else its string form. Empty
 * results are dropped.
 */
export const normalizeItem = (item: unknown): string | null => {
  const text = itemText(item)
  if (text === null) return null
  const trimmed = text.trim()
  return trimmed === "" ? null : trimmed
}

const itemText = (item: unknown): string | null => {
  if (item === null || item === undefined) return null
  if (typeof item === "string") return item
  if (Array.isArray(item)) return item.map((x) => itemText(x) ?? "").filter((x) => x !== "").join(" ")
  if (typeof item === "object") {
    const record = item as Record<string, unknown>
    for (const key of OBJECT_KEYS) {
      const value = record[key]
      if (value !== null && value !== undefined && value !== "" && !(typeof value === "string" && value.trim() === "")) return itemText(value)
    }
    return JSON.stringify(item)
  }
  return String(item)
}

/** Every kept item of a batch, in input order (rule 3). */
export const normalize = (items: ReadonlyArray<unknown>): Array<string> =>
  items.map(normalizeItem).filter((x): x is string => x !== null)
