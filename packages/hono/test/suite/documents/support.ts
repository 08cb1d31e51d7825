/**
 * Helpers of the documents suite: multipart forms, sample files of each accepted format, and the
 * text of a PDF read back with poppler's pdftotext.
 */
import { AuditLog } from "@atalaya/core"
import { textPdf, textPng } from "@atalaya/testing/Documents"
import { Effect } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { ApiHarness, Json, Reply } from "../../support/apiHarness.js"

/** The harness the documents suite runs on. */
export type DocsHarness = ApiHarness<"qf" | "qa" | "legal" | "soporte" | "dt">

/** A file to put in a form. */
export interface FilePart {
  readonly bytes: Uint8Array
  readonly name: string
  readonly type?: string
}

/** A multipart form of text fields and an optional file. */
export const form = (fields: Readonly<Record<string, string | number>>, file?: FilePart): FormData => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v))
  if (file !== undefined) data.append("file", new Blob([file.bytes], { type: file.type ?? "application/octet-stream" }), file.name)
  return data
}

/** A one-page PDF saying `lines`. */
export const pdf = (...lines: ReadonlyArray<string>): Promise<Uint8Array> => textPdf([lines.length > 0 ? lines : ["Documento de prueba"]])

/** A small PNG saying `text`. */
export const png = (text: string): Uint8Array => textPng([text], { width: 480, height: 120 })

/** UTF-8 text bytes. */
export const txt = (text: string): Uint8Array => new TextEncoder().encode(text)

/** The text layer of a PDF (poppler's pdftotext, layout kept loose). */
export const pdfText = (bytes: Uint8Array): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-pdftext-"))
  try {
    const file = path.join(dir, "in.pdf")
    fs.writeFileSync(file, bytes)
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Uploads a file as `token`'s user. */
export const upload = (h: DocsHarness, fields: Readonly<Record<string, string | number>>, file: FilePart | undefined, token = h.users.qf.token): Promise<Reply> =>
  h.call("POST", "/documentos/upload", { token, raw: form(fields, file) })

/** Uploads and expects 201; answers the document. */
export const uploadOk = async (h: DocsHarness, fields: Readonly<Record<string, string | number>>, file: FilePart): Promise<Json> => {
  const res = await upload(h, fields, file)
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${res.text}`)
  return res.body
}

/** The bytes of a response. */
export const bytesOf = async (res: Response): Promise<Uint8Array> => new Uint8Array(await res.arrayBuffer())

/** A unique document code. */
export const code = (prefix = "SOP"): string => `${prefix}-${Math.random().toString(36).slice(2, 10).toUpperCase()}`

/** The audit entries of an entity (`documento` by id, `firma_solicitud` by request id), oldest first. */
export const auditOf = (h: DocsHarness, id: number | string, entity = "documento"): Promise<ReadonlyArray<Json>> =>
  h.runtime().runPromise(Effect.flatMap(AuditLog.AuditLog, (log) => log.forEntity(entity, String(id))))
