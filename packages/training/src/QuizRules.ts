/**
 * Questions built by rules from a material's own sentences, for when no language model is
 * configured (decisions.md "Training": `ai_from_material` and `POST /capacitacion/quiz/generate`
 * say `engine: 'reglas'`). Deterministic: the same text gives the same quiz.
 *
 * - single_choice: a sentence with one significant word blanked; the options are that word and
 *   three other significant words of the text.
 * - short_text: the same cloze, answered in words (graded by a person; the word is the explanation).
 * - true_false: a sentence as written (true), or with a number changed or a negation added (false).
 * - multiple_choice: "Which of these statements appear in the material?": two sentences as written
 *   and two altered.
 * - ordering: three consecutive sentences, to put in the material's order.
 * - matching: the beginnings of three sentences with their ends.
 * - image_select and long_text cannot be built from text alone: single_choice takes their place.
 */
import { createHash } from "node:crypto"
import { pointsFor, type Question, type QuestionType } from "./Quiz.js"

const STOP = new Set(
  ("a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era eran es esa esas ese eso esos esta estas este esto estos fue fueron ha han hasta hay la las le les lo los mas más me mientras muy ni no nos o otra otras otro otros para pero poco por porque que quien se sea ser si sí sin sobre son su sus tambien también tanto te tiene tienen todo todos tras un una uno unos y ya debe deben puede pueden cada the and of to in is are")
    .split(" ")
)

/** Sentences of 6 to 60 words, in order, without repeats. */
export const sentences = (text: string): ReadonlyArray<string> => {
  const seen = new Set<string>()
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?;])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/u)
    .map((s) => s.trim().replace(/^[-•*\d.)\s]+(?=\p{L})/u, ""))
    .filter((s) => {
      const words = s.split(" ").length
      if (words < 6 || words > 60 || seen.has(s)) return false
      seen.add(s)
      return true
    })
}

const significant = (sentence: string): ReadonlyArray<string> =>
  sentence.split(/[^\p{L}\p{N}-]+/u).filter((w) => w.length >= 5 && !STOP.has(w.toLowerCase()) && !/^\d+$/.test(w))

/** A small deterministic generator seeded by the text. */
const rng = (seed: string) => {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x1_0000_0000
  }
}

const alter = (sentence: string): string => {
  const number = /\d+/.exec(sentence)
  if (number) return sentence.replace(number[0], String(Number(number[0]) * 2 + 1))
  const verb = /\b(es|son|debe|deben|puede|pueden|tiene|tienen|se)\b/i.exec(sentence)
  if (verb) return `${sentence.slice(0, verb.index)}no ${sentence.slice(verb.index)}`
  return `No es cierto que ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
}

/**
 * Up to `n` questions of the given types (in turn) from `text`; fewer when the text has too few
 * sentences. Points follow the points rule over the questions built.
 */
export const build = (text: string, n: number, types: ReadonlyArray<QuestionType>): ReadonlyArray<Question> => {
  const all = sentences(text)
  const random = rng(text)
  const vocabulary = [...new Set(all.flatMap(significant))]
  const wanted: ReadonlyArray<QuestionType> = types.length > 0 ? types : ["single_choice", "true_false", "multiple_choice"]
  const used = new Set<number>()
  let cursor = 0
  const next = (): number | null => {
    // Once every sentence served a question, they serve again (a short text still fills the quiz).
    if (used.size >= all.length) used.clear()
    for (let k = 0; k < all.length; k++) {
      const i = (cursor + k) % all.length
      if (!used.has(i)) {
        used.add(i)
        cursor = i + 1
        return i
      }
    }
    return null
  }
  const shuffle = <A>(xs: ReadonlyArray<A>): Array<A> => {
    const out = [...xs]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[out[i], out[j]] = [out[j]!, out[i]!]
    }
    return out
  }
  const questions: Array<Omit<Question, "points">> = []
  for (let q = 0; questions.length < n && q < n * 3; q++) {
    const type = wanted[q % wanted.length]!
    const id = `q${questions.length + 1}`
    const at = next()
    if (at === null) break
    const s = all[at]!
    if (type === "true_false") {
      const truth = random() < 0.5
      questions.push({ id, type, text: truth ? s : alter(s), answer: truth, options: [] })
    } else if (type === "multiple_choice") {
      const others = [...new Set([at, next(), next(), next()].filter((i): i is number => i !== null))]
      if (others.length < 4) continue
      const statements = others.map((i, k) => ({ id: `o${k + 1}`, text: k < 2 ? all[i]! : alter(all[i]!), correct: k < 2 }))
      questions.push({ id, type, text: "¿Cuáles de estas afirmaciones corresponden al material?", options: shuffle(statements) })
    } else if (type === "ordering") {
      if (all.length < 3) continue
      const start = Math.min(at, all.length - 3)
      const [i1, i2, i3] = [start, start + 1, start + 2]
      used.add(i2)
      used.add(i3)
      const options = [i1, i2, i3].map((i, k) => ({ id: `o${k + 1}`, text: all[i]!, correct: false }))
      questions.push({ id, type, text: "Ordene estas afirmaciones como aparecen en el material", options: shuffle(options), correct_order: options.map((o) => o.id) })
    } else if (type === "matching") {
      const picked = [...new Set([at, next(), next()].filter((i): i is number => i !== null))]
      if (picked.length < 2) continue
      const pairs = picked.map((i) => {
        const words = all[i]!.split(" ")
        const half = Math.ceil(words.length / 2)
        return { left: `${words.slice(0, half).join(" ")} ...`, right: `... ${words.slice(half).join(" ")}` }
      })
      questions.push({ id, type, text: "Relacione el inicio de cada afirmación con su final", options: [], pairs })
    } else {
      const candidates = significant(s)
      if (candidates.length === 0 || vocabulary.length < 4) continue
      const word = candidates[Math.floor(random() * candidates.length)]!
      const blanked = s.replace(word, "_____")
      if (type === "short_text") {
        questions.push({ id, type, text: `Complete: ${blanked}`, options: [], explanation: word })
        continue
      }
      const distractors = shuffle(vocabulary.filter((v) => v.toLowerCase() !== word.toLowerCase())).slice(0, 3)
      const options = shuffle([word, ...distractors]).map((w, k) => ({ id: `o${k + 1}`, text: w, correct: w === word }))
      questions.push({ id, type: "single_choice", text: `Complete: ${blanked}`, options })
    }
  }
  if (questions.length === 0) return []
  const points = pointsFor(questions.length)
  return questions.map((q, i) => ({ ...q, points: points[i]! }) as Question)
}
