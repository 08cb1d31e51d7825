/**
 * Source-language detection on our side (decisions.md "Translation"), with `eld` limited to the
 * languages the service translates between: Spanish, English and Portuguese. In a trial on short
 * medical text it was the most accurate of the detectors on npm; limiting the subset keeps a drug
 * name or a short phrase from being taken for Italian or Galician.
 */
import { eld } from "eld/medium"

/** The languages the service detects and translates between (ISO 639-1). */
export const LANGUAGES = ["es", "en", "pt"] as const

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number]

/** True when `code` is one of {@link LANGUAGES}. */
export const isLanguage = (code: string): code is Language => (LANGUAGES as ReadonlyArray<string>).includes(code)

const detector = eld.newInstance()
detector.setLanguageSubset([...LANGUAGES])

/** Only letters count: a text of numbers, codes and punctuation has no language. */
const LETTERS = /\p{L}/u

/**
 * The detected language of `text`, or null when it has no letters or the detector cannot tell.
 * Pure apart from the detector's loaded n-gram table.
 */
export const detect = (text: string): Language | null => {
  if (!LETTERS.test(text)) return null
  const found = detector.detect(text).language
  return isLanguage(found) ? found : null
}
