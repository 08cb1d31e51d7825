/** Reads PDFs back for assertions: text and page count with poppler's pdftotext/pdfinfo, page images with pdftoppm. */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const scratch = mkdtempSync(join(tmpdir(), "atalaya-pdf-"))
let n = 0

const save = (pdf: Uint8Array) => {
  const file = join(scratch, `doc-${n++}.pdf`)
  writeFileSync(file, pdf)
  return file
}

/** The text of a PDF, reading order, whitespace collapsed. */
export const pdfText = (pdf: Uint8Array): string =>
  execFileSync("pdftotext", ["-enc", "UTF-8", save(pdf), "-"], { encoding: "utf8" }).replace(/\s+/g, " ")

/** The number of pages. */
export const pageCount = (pdf: Uint8Array): number => {
  const info = execFileSync("pdfinfo", [save(pdf)], { encoding: "utf8" })
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0)
}

/** Where the tests leave page images to look at (`ATALAYA_TEST_ARTIFACTS`, else a folder under the OS temp dir). */
export const ARTIFACTS = process.env.ATALAYA_TEST_ARTIFACTS ?? join(tmpdir(), "atalaya-test-artifacts")

/** Renders page 1 to `<ARTIFACTS>/<name>.png` at 110 DPI and returns the PNG bytes. */
export const renderPage1 = (pdf: Uint8Array, name: string): Uint8Array => {
  mkdirSync(ARTIFACTS, { recursive: true })
  const out = join(ARTIFACTS, name)
  execFileSync("pdftoppm", ["-png", "-r", "110", "-f", "1", "-l", "1", "-singlefile", save(pdf), out])
  return new Uint8Array(readFileSync(`${out}.png`))
}
