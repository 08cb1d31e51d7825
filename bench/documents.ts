/**
 * Documents benchmark (issue "Controlled documents"): through the real Hono app in process (auth,
 * validation, SQL, files on disk), on PostgreSQL and on embedded PGlite, prints
 *  - the time to upload a 10 MB PDF (POST /documentos/upload, multipart), median and worst of 10;
 *  - p50/p95/p99 of GET /documentos over 10,000 documents with every filter people use (none, deep
 *    pages, q on code, title and tag words, categoria, area, vigente, tags AND, owner);
 *  - a cached preview (a signed-free text document after its first build, and a PDF served as is);
 *  - the first preview of a DOCX generated from SOP-FV-001 (LibreOffice), and the cached one after it.
 * Targets (PostgreSQL): list p95 < 50 ms; cached preview < 20 ms.
 * Run: pnpm --filter @atalaya/bench documents  (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 */
import { JwtTokens, ScryptHasher } from "@atalaya/auth"
import { AuthService, LanguageModel } from "@atalaya/core"
import { LocalFiles } from "@atalaya/files"
import { Api } from "@atalaya/hono"
import { ReportExtractorLive } from "@atalaya/intake"
import { Messaging } from "@atalaya/messaging"
import { DocumentTextLive } from "@atalaya/ocr"
import { LibreOffice } from "@atalaya/reports"
import { Storage } from "@atalaya/sql"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, ManagedRuntime } from "effect"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { Translator } from "@atalaya/translation"
import { withDatabase } from "./lib/freshDatabase.js"

const DOCUMENTS = 10_000

const pct = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const stats = (times: Array<number>) => {
  times.sort((a, b) => a - b)
  return { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), n: times.length }
}


// 10,000 documents of a unit's register: codes by category, titles from a vocabulary, 1-3 tags, areas, owners.
const SEED = `
INSERT INTO documentos (codigo, titulo, categoria, area, tags, vigente, owner_type, owner_id, meta)
SELECT c || '-' || lpad(i::text, 5, '0'),
       (ARRAY['Procedimiento de','Registro de','Acta del comité de','Formato de','Informe de','Anexo de'])[1 + i % 6] || ' ' ||
       (ARRAY['notificación de RAM','evaluación de causalidad','seguimiento de casos','farmacovigilancia activa','gestión de señales',
              'capacitación del personal','control de documentos','auditoría interna','tecnovigilancia','errores de medicación'])[1 + (i * 7) % 10] || ' ' || i,
       c,
       (ARRAY['Farmacia','Calidad','Dirección Técnica','Farmacovigilancia','Logística'])[1 + (i * 3) % 5],
       (ARRAY['rams','sop','comite','formatos','auditoria','capacitacion','senales','digemid'])[1 + i % 8] || ',' ||
       (ARRAY['2024','2025','2026'])[1 + i % 3] || CASE WHEN i % 4 = 0 THEN ',critico' ELSE '' END,
       i % 10 <> 0,
       CASE WHEN i % 5 = 0 THEN 'IPS' WHEN i % 7 = 0 THEN 'TRAINING' ELSE NULL END,
       CASE WHEN i % 5 = 0 OR i % 7 = 0 THEN i % 300 ELSE NULL END,
       '{}'::jsonb
FROM generate_series(1, ${DOCUMENTS}) AS i,
     LATERAL (SELECT (ARRAY['SOP','FORM','ACTA','REPORT','ANEXO','TRAINING'])[1 + (i * 5) % 6] AS c) AS k`

const LIST_QUERIES = [
  "", "page=2", "page=250&page_size=40", "q=SOP-0123", "q=causalidad", "q=señales", "q=ram", "q=comité", "q=errores de medicación 77",
  "categoria=ACTA", "area=Calidad", "vigente=false", "tags=rams,2025", "tags=sop,critico", "tags=digemid", "owner_type=IPS&owner_id=15",
  "categoria=SOP&vigente=true&area=Farmacia", "q=xyz-no-existe"
]

const run = async (label: string, storage: Layer.Layer<Storage.Services, unknown>) => {
  const media = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-docbench-"))
  const runtime = ManagedRuntime.make(Layer.mergeAll(
    storage, ScryptHasher.layer, LocalFiles.layer(media), Messaging.layerFromEnv({}), LanguageModel.layerUnavailable,
    DocumentTextLive.layer(), ReportExtractorLive.layer, LibreOffice.layer(), JwtTokens.layer({ secret: randomBytes(32).toString("hex") }),
    Translator.layer(Translator.noneEngine)
  ))
  try {
    await runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(SEED)))
    await runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe("ANALYZE documentos")))
    await runtime.runPromise(AuthService.ensureFirstAdmin("bench@atalaya.local", "bench-password-123"))
    const { access_token } = await runtime.runPromise(AuthService.login({ email: "bench@atalaya.local", password: "bench-password-123" }))
    const app = Api.createApi({ runtime, logger: () => {} })
    const headers = { authorization: `Bearer ${access_token}` }
    const timed = async (url: string, init: RequestInit = {}) => {
      const s = performance.now()
      const res = await app.request(`/api/v1${url}`, { ...init, headers })
      const body = new Uint8Array(await res.arrayBuffer())
      if (res.status >= 300) throw new Error(`${url}: ${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`)
      return { ms: performance.now() - s, body }
    }

    // Upload of a 10 MB PDF (a real header, then bulk), ten times under new codes.
    const big = new Uint8Array(10 * 1024 * 1024)
    big.set(new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n"))
    const uploads: Array<number> = []
    for (let i = 0; i < 10; i++) {
      const form = new FormData()
      form.append("codigo", `BIG-${i}`)
      form.append("titulo", "Manual de 10 MB")
      form.append("file", new Blob([big], { type: "application/pdf" }), "manual.pdf")
      uploads.push((await timed("/documentos/upload", { method: "POST", body: form })).ms)
    }

    const list: Array<number> = []
    for (let round = 0; round < 12; round++) {
      for (const q of LIST_QUERIES) {
        const t = await timed(`/documentos?${q.split("&").map((kv) => kv.replace(/=(.*)$/, (_, v: string) => `=${encodeURIComponent(v)}`)).join("&")}`)
        if (round > 1) list.push(t.ms)
      }
    }

    const textForm = new FormData()
    textForm.append("codigo", "TXT-1")
    textForm.append("titulo", "Nota")
    textForm.append("file", new Blob([new TextEncoder().encode("Nota de texto para la vista previa.\n".repeat(200))]), "nota.txt")
    const textDoc = JSON.parse(new TextDecoder().decode((await timed("/documentos/upload", { method: "POST", body: textForm })).body))
    const firstText = (await timed(`/documentos/${textDoc.id}/preview`)).ms
    const cachedText: Array<number> = []
    for (let i = 0; i < 60; i++) cachedText.push((await timed(`/documentos/${textDoc.id}/preview`)).ms)
    const pdfAsIs: Array<number> = []
    const smallPdf = new FormData()
    smallPdf.append("codigo", "PDF-1")
    smallPdf.append("titulo", "PDF")
    smallPdf.append("file", new Blob([big.subarray(0, 200_000)]), "p.pdf")
    const pdfDoc = JSON.parse(new TextDecoder().decode((await timed("/documentos/upload", { method: "POST", body: smallPdf })).body))
    for (let i = 0; i < 60; i++) pdfAsIs.push((await timed(`/documentos/${pdfDoc.id}/preview`)).ms)

    const generated = JSON.parse(new TextDecoder().decode((await timed("/documentos/generate", {
      method: "POST", body: JSON.stringify({ codigo: "SOP-FV-001", data: { titulo: "Gestión de RAM", emision: "2026-11-25" } }),
      headers: { ...headers, "content-type": "application/json" }
    } as RequestInit)).body))
    const firstDocx = (await timed(`/documentos/${generated.documento_id}/preview`)).ms
    const cachedDocx: Array<number> = []
    for (let i = 0; i < 60; i++) cachedDocx.push((await timed(`/documentos/${generated.documento_id}/preview`)).ms)

    uploads.sort((a, b) => a - b)
    return {
      label, uploadMedian: uploads[5]!, uploadMax: uploads[9]!, list: stats(list), firstText, cachedText: stats(cachedText),
      pdfAsIs: stats(pdfAsIs), firstDocx, cachedDocx: stats(cachedDocx)
    }
  } finally {
    await runtime.dispose()
    fs.rmSync(media, { recursive: true, force: true })
  }
}

const main = async () => {
  const rows = [
    await withDatabase("atalaya_docbench", (url) => run("PostgreSQL", Storage.layerPostgres({ url }))),
    await run("PGlite", Storage.layerPglite())
  ]
  const f = (n: number) => n.toFixed(1).padStart(7)
  console.log(`\ndocuments benchmark (${DOCUMENTS.toLocaleString("en")} documents; ms)`)
  console.log("database     upload 10 MB (median / max)   list p50 / p95 / p99 (n)        cached preview txt p95   pdf as is p95   first DOCX preview   cached DOCX p95")
  for (const r of rows) {
    console.log(`${r.label.padEnd(11)}  ${f(r.uploadMedian)} / ${f(r.uploadMax)}            ${f(r.list.p50)} / ${f(r.list.p95)} / ${f(r.list.p99)} (${r.list.n})   ${f(r.cachedText.p95)} (first ${r.firstText.toFixed(0)})        ${f(r.pdfAsIs.p95)}       ${f(r.firstDocx)}              ${f(r.cachedDocx.p95)}`)
  }
  const p = rows[0]!
  console.log(`\ntargets on PostgreSQL: list p95 < 50 ms: ${p.list.p95 < 50 ? "PASS" : "BELOW"}; cached preview < 20 ms: ${Math.max(p.cachedText.p95, p.cachedDocx.p95, p.pdfAsIs.p95) < 20 ? "PASS" : "BELOW"}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
