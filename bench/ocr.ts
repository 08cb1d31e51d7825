/**
 * OCR benchmark (service-spec evaluation rule 5 and causality rule 4): prints, for A4 pages of
 * Spanish technical-sheet text, the character accuracy (1 − edit distance / length, whitespace
 * collapsed) and the seconds per page of the DocumentText layer (@atalaya/intake: pdf.js +
 * tesseract.js, Spanish + English) for
 *  - images: a page scanned at 180 or 200 DPI (slightly rotated, salt-and-pepper noise) as PNG;
 *  - scanned PDFs: the same page scanned at 300 DPI inside a PDF with no text layer, rendered by
 *    the layer at 180 (intake) or 200 DPI (technical sheets) before OCR;
 *  - for reference, a PDF with a text layer (no OCR).
 * One worker, warmed up first (its start-up is printed apart). Documents are generated, nothing
 * is downloaded. Run: pnpm bench:ocr  (= pnpm --filter @atalaya/bench ocr)
 */
import { DocumentText, TextCleanup } from "@atalaya/core"
import { DocumentTextLive } from "@atalaya/ocr"
import { drawText, scannedPdf, textPdf } from "@atalaya/testing/Documents"
import { Effect, ManagedRuntime } from "effect"
import * as os from "node:os"

/** Text of a technical sheet (Spanish), wrapped into pages below. */
const SHEET = `4.1 Indicaciones terapéuticas. Tratamiento de infecciones bacterianas causadas por microorganismos sensibles en adultos y niños: sinusitis bacteriana aguda, otitis media aguda, faringoamigdalitis estreptocócica aguda, exacerbaciones agudas de bronquitis crónica, neumonía adquirida en la comunidad, cistitis aguda, pielonefritis aguda, abscesos dentales con celulitis diseminada e infecciones protésicas articulares.
4.2 Posología y forma de administración. La dosis se debe ajustar según el microorganismo esperado, su sensibilidad, la gravedad y localización de la infección, y la edad, el peso y la función renal del paciente. Adultos y niños de 40 kg o más: de 250 mg a 500 mg tres veces al día o de 750 mg a 1 g dos veces al día. En pacientes con insuficiencia renal grave se debe reducir la dosis.
4.3 Contraindicaciones. Hipersensibilidad al principio activo, a cualquiera de las penicilinas o a alguno de los excipientes. Antecedentes de una reacción de hipersensibilidad inmediata grave, como anafilaxia, a otro agente betalactámico, por ejemplo una cefalosporina, un carbapenem o un monobactámico.
4.4 Advertencias y precauciones especiales de empleo. Antes de iniciar el tratamiento con amoxicilina, se debe preguntar cuidadosamente al paciente si ha presentado reacciones de hipersensibilidad previas a penicilinas, cefalosporinas u otros agentes betalactámicos. Se han notificado reacciones de hipersensibilidad graves y en ocasiones mortales, incluidas reacciones anafilactoides y reacciones adversas cutáneas graves.
4.5 Interacción con otros medicamentos y otras formas de interacción. El uso concomitante de probenecid no está recomendado, ya que disminuye la secreción tubular renal de la amoxicilina. El uso simultáneo de alopurinol durante el tratamiento puede aumentar la probabilidad de reacciones alérgicas cutáneas. Se recomienda vigilar el tiempo de protrombina cuando se administran anticoagulantes orales.
4.8 Reacciones adversas. Las reacciones adversas notificadas con mayor frecuencia son diarrea, náuseas y erupción cutánea. Frecuentes: diarrea, náuseas, erupción cutánea. Poco frecuentes: vómitos, urticaria y prurito. Muy raras: candidiasis mucocutánea, colitis asociada a antibióticos, leucopenia reversible, trombocitopenia, anemia hemolítica, nefritis intersticial y cristaluria.
5.1 Propiedades farmacodinámicas. La amoxicilina es una penicilina semisintética de amplio espectro que inhibe una o más enzimas de la ruta biosintética del peptidoglicano bacteriano, lo que provoca el debilitamiento de la pared celular, normalmente seguido de la lisis y la muerte celular.
5.2 Propiedades farmacocinéticas. La amoxicilina se disocia completamente en solución acuosa a pH fisiológico y se absorbe rápida y bien por vía oral. Tras la administración oral, su biodisponibilidad es de aproximadamente el setenta por ciento y el tiempo hasta la concentración plasmática máxima es de una hora. Se elimina principalmente por vía renal, con una semivida de eliminación de una hora en sujetos sanos.
6.1 Lista de excipientes. Contenido de la cápsula: estearato de magnesio. Cubierta de la cápsula: gelatina, dióxido de titanio, óxido de hierro amarillo y óxido de hierro rojo. Tinta de impresión: goma laca, propilenglicol e hidróxido de potasio.`

const wrap = (text: string, width: number): Array<string> =>
  text.split("\n").flatMap((paragraph) => {
    const lines: Array<string> = []
    let line = ""
    for (const word of paragraph.split(" ")) {
      if (line !== "" && line.length + 1 + word.length > width) {
        lines.push(line)
        line = word
      } else line = line === "" ? word : `${line} ${word}`
    }
    return line === "" ? lines : [...lines, line]
  })

const LINES = wrap(SHEET, 78)
/** Three pages of about 16 lines; a real page holds more, so seconds per page are a lower bound. */
const PAGES = [LINES.slice(0, 16), LINES.slice(16, 32), LINES.slice(32)].filter((p) => p.length > 0)

/** An A4 page of 11 pt text scanned at `dpi`, as PNG. */
const scan = (lines: ReadonlyArray<string>, dpi: number): Uint8Array => {
  const canvas = drawText(lines, {
    fontSize: Math.round((11 / 72) * dpi * 1.1),
    width: Math.round(8.27 * dpi),
    height: Math.round(11.69 * dpi),
    rotation: 0.4,
    noise: 0.004
  })
  return new Uint8Array(canvas.toBuffer("image/png"))
}

const flat = (s: string) => s.replace(/\s+/g, " ").trim()

interface Row {
  readonly label: string
  readonly accuracy: number
  readonly secondsPerPage: number
  readonly confidence: number | null
  readonly engine: string
}

const main = async () => {
  const runtime = ManagedRuntime.make(DocumentTextLive.layer({ dataDir: os.tmpdir() }))
  const extract = (input: DocumentText.DocumentInput) => runtime.runPromise(Effect.flatMap(DocumentText.DocumentText, (d) => d.extract(input)))
  try {
    const t0 = performance.now()
    await extract({ bytes: scan(["Calentamiento del motor OCR"], 100), mediaType: "image/png" })
    const warmup = (performance.now() - t0) / 1000

    const measure = async (label: string, inputs: ReadonlyArray<DocumentText.DocumentInput>, expected: ReadonlyArray<string>): Promise<Row> => {
      let seconds = 0
      let pages = 0
      let errors = 0
      let length = 0
      const confidences: Array<number> = []
      let engine = ""
      for (const [i, input] of inputs.entries()) {
        const s = performance.now()
        const result = await extract(input)
        seconds += (performance.now() - s) / 1000
        pages += result.pages.length
        const want = flat(expected[i]!)
        errors += TextCleanup.editDistance(want, flat(result.text))
        length += want.length
        if (result.confidence !== null) confidences.push(result.confidence)
        engine = result.engine
      }
      return {
        label,
        accuracy: 1 - errors / length,
        secondsPerPage: seconds / pages,
        confidence: confidences.length === 0 ? null : confidences.reduce((a, b) => a + b, 0) / confidences.length,
        engine
      }
    }

    const expected = PAGES.map((p) => p.join("\n"))
    const rows: Array<Row> = []
    for (const dpi of [180, 200]) {
      rows.push(await measure(`image (PNG) scanned at ${dpi} DPI`, PAGES.map((p) => ({ bytes: scan(p, dpi), mediaType: "image/png" })), expected))
    }
    const scans = await Promise.all(PAGES.map((p) => scannedPdf([scan(p, 300)], 0)))
    for (const dpi of [180, 200]) {
      rows.push(await measure(`scanned PDF rendered at ${dpi} DPI`, scans.map((bytes) => ({ bytes, mediaType: "application/pdf", dpi })), expected))
    }
    const layered = await Promise.all(PAGES.map((p) => textPdf([p], 11)))
    rows.push(await measure("PDF with a text layer (no OCR)", layered.map((bytes) => ({ bytes, mediaType: "application/pdf" })), expected))

    console.log(`\nOCR benchmark: ${PAGES.length} A4 pages of Spanish technical-sheet text (${LINES.length} lines), tesseract.js spa+eng, 1 worker, ${os.cpus().length} CPUs`)
    console.log(`worker start-up and first page: ${warmup.toFixed(2)} s\n`)
    console.log("document                                  accuracy   s/page   confidence   engine")
    for (const r of rows) {
      console.log(`${r.label.padEnd(40)}  ${r.accuracy.toFixed(4).padStart(8)}  ${r.secondsPerPage.toFixed(2).padStart(7)}   ${(r.confidence === null ? "-" : r.confidence.toFixed(1)).padStart(10)}   ${r.engine}`)
    }
  } finally {
    await runtime.dispose()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
