/**
 * Source-language detection on our side (decisions.md "Translation"), with `eld` limited to the
 * languages the service translates between: Spanish, English and Portuguese. In a trial on short
 * medical text it was the most accurate of the detectors on npm; limiting the subset keeps a drug
 * name or a short phrase from being taken for Italian or Galician.
 *
 * The detector's n-gram tables (about 62 MB of heap) load on the first detection, not when the
 * package is imported: every process using the storage imports this package (through the
 * regulators' schemas), and a server that never translates paid for those tables in every
 * garbage collection (a fifth of the plain case list's CPU, bench/README.md issue 19).
 */

/** The languages the service detects and translates between (ISO 639-1). */
export const LANGUAGES = ["es", "en", "pt"] as const

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number]

/** True when `code` is one of {@link LANGUAGES}. */
export const isLanguage = (code: string): code is Language => (LANGUAGES as ReadonlyArray<string>).includes(code)

type Detector = ReturnType<(typeof import("eld/medium"))["eld"]["newInstance"]>

let loading: Promise<Detector> | undefined
// Loaded once, on first use; a failed load is tried again next time.
const detector = (): Promise<Detector> =>
  loading ??= import("eld/medium").then(({ eld }) => {
    const instance = eld.newInstance()
    instance.setLanguageSubset([...LANGUAGES])
    return instance
  }, (error: unknown) => {
    loading = undefined
    throw error
  })

/** Only letters count: a text of numbers, codes and punctuation has no language. */
const LETTERS = /\p{L}/u

/** A detection and whether the detector trusts it (enough n-grams and a clear margin). */
export interface Detection {
  readonly language: Language | null
  readonly reliable: boolean
}

const detectWith = (d: Detector, text: string): Detection => {
  if (!LETTERS.test(text)) return { language: null, reliable: false }
  const result = d.detect(text)
  return isLanguage(result.language) ? { language: result.language, reliable: result.isReliable() } : { language: null, reliable: false }
}

/** The detection of `text`; no language when it has no letters or the detector cannot tell. */
export const detectWithConfidence = async (text: string): Promise<Detection> => detectWith(await detector(), text)

/**
 * The detected language of `text`, or null when it has no letters or the detector cannot tell.
 * Pure apart from the detector's n-gram table, loaded on first use.
 */
export const detect = async (text: string): Promise<Language | null> => (await detectWithConfidence(text)).language

/**
 * The languages of a batch's texts. A one-word item ("Fever.") is often too short to tell apart;
 * an unreliable item takes the language of the whole batch when that one is reliable, since a
 * batch is usually one document's pieces (titles and abstracts of one search).
 */
export const detectMany = async (texts: ReadonlyArray<string>): Promise<Array<Language | null>> => {
  const d = await detector()
  const each = texts.map((text) => detectWith(d, text))
  if (texts.length < 2 || each.every((x) => x.reliable)) return each.map((x) => x.language)
  const whole = detectWith(d, texts.join("\n"))
  return each.map((x) => (x.reliable || !whole.reliable || whole.language === null ? x.language : whole.language))
}
