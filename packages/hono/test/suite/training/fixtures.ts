/**
 * Builders of the training suites: quizzes of every question type with their right answers, a
 * controllable clock, and reading a QR code back from a PDF (pdftoppm, then jsQR).
 */
import { Clock, Effect, Layer } from "effect"
import jsQRModule from "jsqr"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

// jsqr is CommonJS: under NodeNext its default import is the module object, whose `default` is the function.
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ?? jsQRModule) as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null

/** One question of every type, with the answers that earn full credit. */
export const allTypesQuiz = () => ({
  questions: [
    { id: "sc", type: "single_choice", text: "¿Qué es una RAM?", points: 3, options: [{ id: "a", text: "Reacción adversa", correct: true }, { id: "b", text: "Memoria", correct: false }] },
    {
      id: "mc", type: "multiple_choice", text: "Criterios de gravedad", points: 3,
      options: [{ id: "a", text: "Muerte", correct: true }, { id: "b", text: "Hospitalización", correct: true }, { id: "c", text: "Cefalea leve", correct: false }, { id: "d", text: "Discapacidad", correct: true }]
    },
    { id: "tf", type: "true_false", text: "El plazo de un caso grave es 24 h", points: 2, answer: true },
    { id: "st", type: "short_text", text: "Sigla del informe periódico", points: 2, explanation: "IPS" },
    { id: "lt", type: "long_text", text: "Describa la imputabilidad", points: 2, explanation: "Relación causal entre fármaco y evento" },
    { id: "im", type: "image_select", text: "Elija el pictograma de alerta", points: 2, options: [{ id: "x", text: "Triángulo", correct: true, image_url: "https://img.test/t.png" }, { id: "y", text: "Círculo", correct: false, image_url: "https://img.test/c.png" }] },
    { id: "or", type: "ordering", text: "Ordene el flujo", points: 3, options: [{ id: "1", text: "Recepción" }, { id: "2", text: "Evaluación" }, { id: "3", text: "Envío" }, { id: "4", text: "Cierre" }], correct_order: ["1", "2", "3", "4"] },
    { id: "ma", type: "matching", text: "Relacione", points: 3, pairs: [{ left: "RAM", right: "Reacción" }, { left: "IPS", right: "Informe" }, { left: "FT", right: "Ficha" }] }
  ]
})

/** Answers of {@link allTypesQuiz} earning full credit on every auto-graded question. */
export const rightAnswers = () => ({
  sc: "a",
  mc: ["a", "b", "d"],
  tf: true,
  im: "x",
  or: ["1", "2", "3", "4"],
  ma: { RAM: "Reacción", IPS: "Informe", FT: "Ficha" }
})

/** A quiz of `n` single-choice questions, each `points` points (or without points). */
export const simpleQuiz = (n: number, points?: number) => ({
  questions: Array.from({ length: n }, (_, i) => ({
    id: `q${i + 1}`,
    type: "single_choice",
    text: `Pregunta ${i + 1}`,
    ...(points === undefined ? {} : { points }),
    options: [{ id: "a", text: "Sí", correct: true }, { id: "b", text: "No", correct: false }]
  }))
})

/** Answers to {@link simpleQuiz}: the first `right` questions right, the others wrong. */
export const simpleAnswers = (n: number, right: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i + 1}`, i < right ? "a" : "b"]))

/** A clock the test moves; sleeping still waits for real time. */
export const controllableClock = (start: string) => {
  let now = Date.parse(start)
  const base = Clock.make()
  const clock: Clock.Clock = {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: () => now,
    currentTimeMillis: Effect.sync(() => now),
    unsafeCurrentTimeNanos: () => BigInt(now) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
    sleep: (duration) => base.sleep(duration)
  }
  return {
    layer: Layer.setClock(clock),
    set: (iso: string) => {
      now = Date.parse(iso)
    }
  }
}

/** Renders a PDF's first page at `dpi` in grey and decodes the QR code in it; null when none is found. */
export const readQr = (pdf: Uint8Array, dpi = 150): string | null => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-qr-"))
  try {
    fs.writeFileSync(path.join(dir, "c.pdf"), pdf)
    execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-f", "1", "-l", "1", path.join(dir, "c.pdf"), path.join(dir, "p")])
    const file = fs.readdirSync(dir).find((f) => f.endsWith(".pgm"))!
    const pgm = fs.readFileSync(path.join(dir, file))
    // P5 header: magic, width, height, maxval, each followed by whitespace.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString("latin1"))!
    const [width, height] = [Number(header[1]), Number(header[2])]
    const grey = pgm.subarray(header[0].length)
    const rgba = new Uint8ClampedArray(width * height * 4)
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = grey[i]!
      rgba[i * 4 + 3] = 255
    }
    return jsQR(rgba, width, height)?.data ?? null
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Pages of a PDF, by pdfinfo. */
export const pageCount = (pdf: Uint8Array): number => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-pdf-"))
  try {
    fs.writeFileSync(path.join(dir, "m.pdf"), pdf)
    const info = execFileSync("pdfinfo", [path.join(dir, "m.pdf")]).toString()
    return Number(/Pages:\s+(\d+)/.exec(info)![1])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
