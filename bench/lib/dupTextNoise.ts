/**
 * Typing habits two of the duplicate generators share (dupMaterno*.ts, dupEnsayos*.ts): a slip in
 * a word, a few slips over a text, a text cut where its field ended, sentences joined. Each draws
 * from the generator's own `Random`, so a seed gives the same text.
 */
import type { Random } from "./random.js"

/** A typing slip in a word of five letters or more: a letter doubled, dropped, or two swapped. */
export const slip = (r: Random, word: string): string => {
  if (word.length < 5) return word
  const i = r.int(1, word.length - 3)
  const k = r.int(0, 2)
  if (k === 0) return word.slice(0, i) + word[i]! + word.slice(i)
  if (k === 1) return word.slice(0, i) + word.slice(i + 1)
  return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2)
}

/** About one slip in `every` words of six letters or more. */
export const typos = (r: Random, text: string, every = 40): string =>
  text.split(" ").map((w) => (/^[\p{L}]{6,}$/u.test(w) && r.chance(1 / every) ? slip(r, w) : w)).join(" ")

/** A text cut near `keep` characters where its field ended: at a word with `atWord`, else mid-word; an ellipsis with `ellipsis`. */
export const cutText = (r: Random, text: string, keep: number, atWord: number, ellipsis: number): string => {
  if (text.length <= keep) return text
  const at = r.chance(atWord) ? text.lastIndexOf(" ", keep) : keep
  return `${text.slice(0, Math.max(40, at)).trimEnd()}${r.chance(ellipsis) ? "..." : ""}`
}

/** Upper-case first letter. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Sentences joined, each ending in a period; empty parts left out. */
export const sentences = (parts: ReadonlyArray<string | null | false>): string =>
  parts.filter((p): p is string => typeof p === "string" && p.length > 0).map((p) => cap(p.trim()).replace(/[.;,]?$/, ".")).join(" ")
