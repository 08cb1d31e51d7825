/**
 * Matching terms in a technical sheet: words folded (accents, case) and lightly stemmed, and the
 * synonym groups of adverse events as patients and reporters write them.
 */


// ---------------------------------------------------------------------------------------------
// Matching: words folded (accents, case) and reduced by a light plural stemmer, so that
// "Erupciones cutáneas" matches "erupción cutánea" and "NÁUSEAS" matches "náusea".

/** A word of a text with its place in that text's folded form. */
export interface Token {
  readonly word: string
  readonly start: number
  readonly end: number
}

/** Folds one character at a time so positions in the folded text match the original's. */
export const foldKeepingLength = (text: string): string => {
  let out = ""
  for (const ch of text.normalize("NFC")) {
    const f = ch.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
    out += f.length === ch.length ? f : ch.length === 1 ? (f[0] ?? " ") : ch
  }
  return out
}

export const stem = (word: string): string => {
  if (word.length > 4 && word.endsWith("es")) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith("s")) return word.slice(0, -1)
  return word
}

export const tokensOf = (folded: string): Array<Token> =>
  [...folded.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: stem(m[0]), start: m.index, end: m.index + m[0].length }))

export const phraseWords = (phrase: string): Array<string> => tokensOf(foldKeepingLength(phrase)).map((t) => t.word)

/** Where the words of `phrase` occur in `tokens`, consecutively; the first match or null. */
export const findPhrase = (tokens: ReadonlyArray<Token>, words: ReadonlyArray<string>): { start: number; end: number } | null => {
  if (words.length === 0) return null
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (tokens[i + j]!.word !== words[j]) continue outer
    return { start: tokens[i]!.start, end: tokens[i + words.length - 1]!.end }
  }
  return null
}

/** Groups of terms that name the same adverse event (folded), for patients' and reporters' words. */
export const SINONIMOS: ReadonlyArray<ReadonlyArray<string>> = [
  ["urticaria", "habones", "ronchas"],
  ["exantema", "erupcion cutanea", "erupcion", "rash", "sarpullido"],
  ["prurito", "picazon", "comezon", "picor"],
  ["nausea", "ganas de vomitar"],
  ["vomito", "emesis"],
  ["cefalea", "dolor de cabeza", "jaqueca"],
  ["mareo", "aturdimiento"],
  ["diarrea", "deposiciones liquidas", "heces liquidas"],
  ["dolor abdominal", "dolor de estomago", "dolor epigastrico", "epigastralgia", "gastralgia"],
  ["dispepsia", "indigestion", "acidez"],
  ["anafilaxia", "anafilaxis", "reaccion anafilactica", "shock anafilactico", "choque anafilactico"],
  ["angioedema", "edema angioneurotico", "edema de quincke", "hinchazon de labios", "hinchazon de la cara"],
  ["hipersensibilidad", "reaccion alergica"],
  ["disnea", "dificultad para respirar", "dificultad respiratoria", "falta de aire", "ahogo"],
  ["broncoespasmo", "sibilancias"],
  ["taquicardia", "pulso acelerado"],
  ["hipotension", "presion arterial baja", "presion baja", "tension baja"],
  ["hipertension", "presion arterial alta", "presion alta"],
  ["somnolencia", "adormecimiento", "sueno excesivo"],
  ["insomnio", "dificultad para dormir"],
  ["fatiga", "cansancio", "astenia"],
  ["fiebre", "pirexia"],
  ["mialgia", "dolor muscular"],
  ["artralgia", "dolor articular"],
  ["hepatotoxicidad", "hepatitis", "lesion hepatica", "dano hepatico", "elevacion de transaminasas", "aumento de transaminasas", "transaminasas elevadas"],
  ["sindrome de stevens johnson", "stevens johnson"],
  ["necrolisis epidermica toxica", "sindrome de lyell"],
  ["convulsion", "crisis convulsiva"],
  ["hemorragia", "sangrado"],
  ["trombocitopenia", "plaquetopenia", "plaquetas bajas"],
  ["hipoglucemia", "glucosa baja", "azucar baja"],
  ["estrenimiento", "constipacion"],
  ["sequedad de boca", "boca seca", "xerostomia"],
  ["tinnitus", "acufenos", "zumbido de oidos"],
  ["alopecia", "caida del cabello"],
  ["reaccion en el lugar de inyeccion", "reaccion en el sitio de inyeccion", "dolor en el sitio de inyeccion"]
]

export const SYNONYM_GROUPS: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>> = SINONIMOS.map((group) => group.map(phraseWords))

export const contains = (words: ReadonlyArray<string>, part: ReadonlyArray<string>): boolean => {
  outer: for (let i = 0; i + part.length <= words.length; i++) {
    for (let j = 0; j < part.length; j++) if (words[i + j] !== part[j]) continue outer
    return true
  }
  return false
}

/**
 * The word sequences a term may appear as: itself, and every synonym of a known term it contains
 * ("urticaria generalizada" may appear as "urticaria", "habones" or "ronchas").
 */
export const variantsOf = (term: string): ReadonlyArray<ReadonlyArray<string>> => {
  const words = phraseWords(term)
  const out: Array<ReadonlyArray<string>> = [words]
  const seen = new Set([words.join(" ")])
  for (const group of SYNONYM_GROUPS) {
    if (!group.some((member) => member.length > 0 && contains(words, member))) continue
    for (const member of group) {
      const key = member.join(" ")
      if (!seen.has(key)) {
        seen.add(key)
        out.push(member)
      }
    }
  }
  return out
}

/** True when `term` (or one of its synonyms) occurs in `text`, accent- and case-insensitively. */
export const mentions = (text: string, term: string): boolean => {
  const tokens = tokensOf(foldKeepingLength(text))
  return variantsOf(term).some((v) => findPhrase(tokens, v) !== null)
}
