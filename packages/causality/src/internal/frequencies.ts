/**
 * Frequency bands of section 4.8 (MedDRA convention) and the band that applies at a place in the text.
 */


// ---------------------------------------------------------------------------------------------
// Frequencies of section 4.8

/** Frequency bands of the SmPC (MedDRA convention), as the FT result names them. */
export const FRECUENCIAS = ["muy frecuente", "frecuente", "poco frecuente", "rara", "muy rara", "frecuencia no conocida"] as const

/** A frequency band. */
export type Frecuencia = (typeof FRECUENCIAS)[number]

export const FREQUENCY_LABEL = /\b(muy frecuentes?|poco frecuentes?|frecuentes?|muy raras?|raras?|frecuencia no conocida|no conocida)\b/g

export const frequencyOf = (label: string): Frecuencia => {
  if (label.startsWith("muy frecuente")) return "muy frecuente"
  if (label.startsWith("poco frecuente")) return "poco frecuente"
  if (label.startsWith("frecuente")) return "frecuente"
  if (label.startsWith("muy rara")) return "muy rara"
  if (label.startsWith("rara")) return "rara"
  return "frecuencia no conocida"
}

/**
 * The frequency band governing position `at` of a folded section: a band named on the same line
 * (before the term, or after it in a table row), else the last band named above the line.
 */
export const frequencyAt = (folded: string, at: number): Frecuencia | null => {
  const lineStart = folded.lastIndexOf("\n", at - 1) + 1
  const lineEndRaw = folded.indexOf("\n", at)
  const lineEnd = lineEndRaw === -1 ? folded.length : lineEndRaw
  let before: { label: string; index: number } | null = null
  let after: string | null = null
  for (const m of folded.matchAll(FREQUENCY_LABEL)) {
    if (m.index < at) before = { label: m[1]!, index: m.index }
    else if (m.index < lineEnd) {
      after = m[1]!
      break
    } else break
  }
  if (before !== null && before.index >= lineStart) return frequencyOf(before.label)
  if (after !== null) return frequencyOf(after)
  return before !== null ? frequencyOf(before.label) : null
}
