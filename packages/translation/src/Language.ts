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

/** A detection and whether the detector trusts it (enough n-grams and a clear margin). */
export interface Detection {
  readonly language: Language | null
  readonly reliable: boolean
}

/** The detection of `text`; no language when it has no letters or the detector cannot tell. */
export const detectWithConfidence = (text: string): Detection => {
  if (!LETTERS.test(text)) return { language: null, reliable: false }
  const result = detector.detect(text)
  return isLanguage(result.language) ? { language: result.language, reliable: result.isReliable() } : { language: null, reliable: false }
}

/**
 * The detected language of `text`, or null when it has no letters or the detector cannot tell.
 * Pure apart from the detector's loaded n-gram table.
 */
export const detect = (text: string): Language | null => detectWithConfidence(text).language

/**
 * The languages of a batch's texts. A one-word item ("Fever.") is often too short to tell apart;
 * an unreliable item takes the language of the whole batch when that one is reliable, since a
 * batch is usually one document's pieces (titles and abstracts of one search).
 */
export const detectMany = (texts: ReadonlyArray<string>): Array<Language | null> => {
  const each = texts.map(detectWithConfidence)
  if (texts.length < 2 || each.every((d) => d.reliable)) return each.map((d) => d.language)
  const whole = detectWithConfidence(texts.join("\n"))
  return each.map((d) => (d.reliable || !whole.reliable || whole.language === null ? d.language : whole.language))
}
