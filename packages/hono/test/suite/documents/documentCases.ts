/**
 * Documents: upload checked by content, the list's filters, update, versions, download, delete,
 * generation from the seed templates, previews and their cache, and a write that fails half-way.
 */
import { DocumentConverter } from "@atalaya/reports"
import { Context, Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import PizZip from "pizzip"
import { describe, expect, it } from "vitest"
import type { Json } from "../../support/apiHarness.js"
import { failingAfterWrite } from "../documentsSuite.js"
import { auditOf, bytesOf, code, type DocsHarness, form, pdf, pdfText, png, txt, upload, uploadOk } from "./support.js"

const SHA = /^sha256:[0-9a-f]{64}$/

/** Every file under the media root (relative paths), to see what a request left behind. */
const filesUnder = (root: string): Array<string> =>
  fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(root, path.join(d.parentPath, d.name))) : []

/** The registered document cases. */
export const documentCases = (h: DocsHarness) => {
  const qf = () => h.users.qf.token

  describe("upload", () => {
    it("stores a PDF under docs/{codigo}/v{version}/ with a sanitised name and answers the document (201)", async () => {
      const c = code()
      const bytes = await pdf("Procedimiento de prueba")
      const res = await upload(h, { codigo: c, titulo: "Gestión de RAM", categoria: "sop", area: "Farmacia", tags: " rams, sop ,RAMs,", owner_type: "TRAINING", owner_id: 7 },
        { bytes, name: "../../Procedimiento FV (final).PDF", type: "application/pdf" })
      expect(res.status, res.text).toBe(201)
      const doc = res.body
      expect(doc).toMatchObject({
        codigo: c, titulo: "Gestión de RAM", categoria: "SOP", area: "Farmacia", tags: "rams,sop", owner_type: "TRAINING", owner_id: 7,
        version: "1.0", vigente: true, nombre_original: "Procedimiento FV (final).PDF", tipo_mime: "application/pdf", tamano_bytes: bytes.length,
        ruta_archivo: `docs/${c}/v1.0/Procedimiento_FV_final.pdf`, meta: {}, icsr_id: null
      })
      expect(doc.current_version_id).toEqual(expect.any(Number))
      expect(new Uint8Array(fs.readFileSync(path.join(h.mediaDir(), doc.ruta_archivo)))).toEqual(bytes)
      expect((await h.call("GET", `/documentos/${doc.id}`, { token: h.users.legal.token })).body).toEqual(doc)
      const audit = await auditOf(h, doc.id)
      expect(audit.map((e: Json) => e.action)).toEqual(["DOCUMENT_UPLOAD"])
      expect(audit[0]!.actor_email).toBe(h.users.qf.email)
      expect(audit[0]!.changes.after).toMatchObject({ version: "1.0", size: bytes.length, sha256: expect.stringMatching(SHA) })
    })

    it("accepts images and text by content (png, txt)", async () => {
      const image = await uploadOk(h, { codigo: code("ANEXO"), titulo: "Imagen" }, { bytes: png("Anexo"), name: "anexo.png" })
      expect(image.tipo_mime).toBe("image/png")
      const text = await uploadOk(h, { codigo: code("FORM"), titulo: "Texto" }, { bytes: txt("Línea 1\nLínea 2 — ñandú"), name: "nota.txt" })
      expect(text.tipo_mime).toBe("text/plain; charset=utf-8")
    })

    it("refuses what the content is not, whatever the name: 400 Tipo de archivo no permitido, nothing stored", async () => {
      const before = filesUnder(h.mediaDir())
      const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])
      for (const file of [
        { bytes: exe, name: "manual.pdf" },
        { bytes: await pdf("x"), name: "renombrado.docx" },
        { bytes: png("x"), name: "foto.pdf" },
        { bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), name: "roto.docx" },
        { bytes: new Uint8Array([0x41, 0x00, 0x42]), name: "binario.txt" },
        { bytes: txt("texto"), name: "script.sh" }
      ]) {
        const res = await upload(h, { codigo: code(), titulo: "x" }, file)
        expect(res.status, `${file.name}: ${res.text}`).toBe(400)
        expect(res.body).toEqual({ detail: "Tipo de archivo no permitido" })
      }
      expect(filesUnder(h.mediaDir())).toEqual(before)
    })

    it("validates the fields in the contract's shape", async () => {
      const file = { bytes: await pdf("x"), name: "a.pdf" }
      const missing = await upload(h, {}, file)
      expect(missing.status).toBe(400)
      expect(missing.body.detail.map((d: Json) => d.loc)).toEqual([["body", "codigo"], ["body", "titulo"]])
      const noFile = await upload(h, { codigo: code(), titulo: "x" }, undefined)
      expect(noFile.body).toEqual({ detail: [{ loc: ["body", "file"], msg: "field required", type: "value_error.missing" }] })
      for (const bad of ["../etc", "a/b", "-x", "con espacio"]) {
        const res = await upload(h, { codigo: bad, titulo: "x" }, file)
        expect(res.status).toBe(400)
        expect(res.body.detail[0].loc).toEqual(["body", "codigo"])
      }
      expect((await upload(h, { codigo: code(), titulo: "x", version: "../1" }, file)).body.detail[0].loc).toEqual(["body", "version"])
      expect((await upload(h, { codigo: code(), titulo: "x", owner_id: "siete" }, file)).body.detail[0]).toMatchObject({ loc: ["body", "owner_id"], msg: "value is not a valid integer" })
      expect((await upload(h, { codigo: code(), titulo: "x", icsr_id: 999999 }, file))).toMatchObject({ status: 404, body: { detail: "ICSR no encontrado" } })
    })

    it("answers 413 over the 25 MB limit", async () => {
      const big = new Uint8Array(25 * 1024 * 1024 + 10)
      big.set(new TextEncoder().encode("%PDF-1.7\n"))
      const res = await upload(h, { codigo: code(), titulo: "Grande" }, { bytes: big, name: "grande.pdf" })
      expect(res.status).toBe(413)
      expect(res.body).toEqual({ detail: "Archivo demasiado grande (máx. 25 MB)" })
    })

    it("a known code gets a new version; the same code and version again is 409", async () => {
      const c = code()
      const first = await uploadOk(h, { codigo: c, titulo: "Primero" }, { bytes: await pdf("uno"), name: "a.pdf" })
      const dos = await pdf("dos")
      const second = await uploadOk(h, { codigo: c.toLowerCase(), titulo: "ignorado", version: "2.0" }, { bytes: dos, name: "b.pdf" })
      expect(second).toMatchObject({ id: first.id, titulo: "Primero", version: "2.0", ruta_archivo: `docs/${c}/v2.0/b.pdf` })
      const again = await upload(h, { codigo: c, titulo: "x", version: "2.0" }, { bytes: await pdf("tres"), name: "c.pdf" })
      expect(again.status).toBe(409)
      expect(again.body).toEqual({ detail: "Ya existe esa version del documento" })
      expect(new Uint8Array(fs.readFileSync(path.join(h.mediaDir(), `docs/${c}/v2.0/b.pdf`)))).toEqual(dos)
    })

    it("a write that fails half-way leaves no file and no row", async () => {
      const app = await h.derivedApp((ctx) => failingAfterWrite(ctx as never) as never)
      const c = code()
      const before = filesUnder(h.mediaDir())
      const res = await app.request("/api/v1/documentos/upload", {
        method: "POST", headers: { authorization: `Bearer ${qf()}` }, body: form({ codigo: c, titulo: "Falla" }, { bytes: await pdf("x"), name: "falla.pdf" })
      })
      expect(res.status).toBe(500)
      expect(h.takeErrors().length).toBeGreaterThan(0)
      expect(filesUnder(h.mediaDir())).toEqual(before)
      expect((await h.call("GET", `/documentos?q=${c}`, { token: qf() })).body.total).toBe(0)
      // The code is free: nothing half-made holds it.
      expect((await upload(h, { codigo: c, titulo: "Bien" }, { bytes: await pdf("x"), name: "bien.pdf" })).status).toBe(201)
    })
  })

  describe("list", () => {
    it("filters by q, categoria, area, vigente, tags (AND), owner and pages", async () => {
      const tag = code("T").toLowerCase()
      const a = await uploadOk(h, { codigo: code("SOP"), titulo: `Notificación ${tag}`, categoria: "SOP", area: "Farmacia", tags: `${tag},rams` }, { bytes: await pdf("a"), name: "a.pdf" })
      const b = await uploadOk(h, { codigo: code("FORM"), titulo: "Formato", categoria: "FORM", area: "Calidad", tags: `${tag},formatos`, owner_type: "IPS", owner_id: 3 }, { bytes: await pdf("b"), name: "b.pdf" })
      const c = await uploadOk(h, { codigo: code("ACTA"), titulo: "Acta", categoria: "ACTA", area: "farmacia", tags: `${tag},rams,comite` }, { bytes: await pdf("c"), name: "c.pdf" })
      await h.call("PUT", `/documentos/${c.id}`, { token: qf(), json: { vigente: false } })
      const ids = async (query: string) => {
        const res = await h.call("GET", `/documentos?tags=${tag}&${query}`, { token: h.users.legal.token })
        expect(res.status, res.text).toBe(200)
        return res.body.items.map((d: Json) => d.id)
      }
      expect(new Set(await ids(""))).toEqual(new Set([a.id, b.id, c.id]))
      expect(await ids(`q=${tag.toUpperCase()}`)).toHaveLength(3)
      expect(await ids(`q=${encodeURIComponent(`notificación ${tag}`)}`)).toEqual([a.id])
      expect(await ids("categoria=sop")).toEqual([a.id])
      expect(new Set(await ids("area=FARMACIA"))).toEqual(new Set([a.id, c.id]))
      expect(new Set(await ids("vigente=true"))).toEqual(new Set([a.id, b.id]))
      expect(await ids("vigente=false")).toEqual([c.id])
      expect(new Set(await ids(`tags=${tag},RAMS`))).toEqual(new Set([a.id, c.id]))
      expect(await ids(`tags=${tag},rams,comite`)).toEqual([c.id])
      expect(await ids("owner_type=ips&owner_id=3")).toEqual([b.id])
      expect(await ids("q=%25")).toEqual([])
      const page = await h.call("GET", `/documentos?tags=${tag}&page=2&page_size=2`, { token: qf() })
      expect(page.body).toMatchObject({ total: 3, page: 2, page_size: 2 })
      expect(page.body.items).toHaveLength(1)
      expect((await h.call("GET", `/documentos?tags=${tag}&page=9`, { token: qf() })).body).toMatchObject({ items: [], total: 3 })
    })

    it("refuses bad paging and filters with the contract's texts", async () => {
      expect((await h.call("GET", "/documentos?page=0", { token: qf() })).body).toEqual({ detail: "page must be >= 1" })
      expect((await h.call("GET", "/documentos?page_size=201", { token: qf() })).body).toEqual({ detail: "page_size must be between 1 and 200" })
      expect((await h.call("GET", "/documentos?page=x", { token: qf() })).body.detail[0]).toMatchObject({ loc: ["query", "page"], msg: "value is not a valid integer" })
      expect((await h.call("GET", "/documentos?vigente=quizas", { token: qf() })).body.detail[0].loc).toEqual(["query", "vigente"])
    })
  })

  describe("update and delete", () => {
    it("updates the listed fields only, audited with before and after", async () => {
      const doc = await uploadOk(h, { codigo: code(), titulo: "Antes", area: "Farmacia" }, { bytes: await pdf("x"), name: "x.pdf" })
      const res = await h.call("PUT", `/documentos/${doc.id}`, { token: qf(), json: { titulo: "Después", vigente: false, meta: { revision: 2 }, tags: "a, b", codigo: "OTRO", version: "9" } })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({ id: doc.id, codigo: doc.codigo, version: "1.0", titulo: "Después", vigente: false, meta: { revision: 2 }, tags: "a,b", area: "Farmacia" })
      const entry = (await auditOf(h, doc.id)).at(-1)!
      expect(entry.action).toBe("DOCUMENT_UPDATE")
      expect(entry.changes).toEqual({ before: { titulo: "Antes", vigente: true, meta: {}, tags: null }, after: { titulo: "Después", vigente: false, meta: { revision: 2 }, tags: "a,b" } })
      expect((await h.call("PUT", `/documentos/${doc.id}`, { token: qf(), json: { vigente: null } })).status).toBe(400)
      expect((await h.call("PUT", `/documentos/${doc.id}`, { token: qf(), json: { titulo: "" } })).body.detail[0]).toMatchObject({ loc: ["body", "titulo"] })
      expect((await h.call("PUT", `/documentos/${doc.id}`, { token: qf(), json: { meta: "texto" } })).body.detail[0]).toMatchObject({ loc: ["body", "meta"] })
      expect((await h.call("PUT", "/documentos/999999", { token: qf(), json: { titulo: "x" } }))).toMatchObject({ status: 404, body: { detail: "Documento no encontrado" } })
    })

    it("deletes a document with its versions and files, audited", async () => {
      const doc = await uploadOk(h, { codigo: code(), titulo: "Borrar" }, { bytes: await pdf("x"), name: "x.pdf" })
      await h.call("POST", `/documentos/${doc.id}/version`, { token: qf(), raw: form({}, { bytes: txt("v2"), name: "v2.txt" }) })
      const res = await h.call("DELETE", `/documentos/${doc.id}`, { token: qf() })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({ ok: true })
      expect(filesUnder(path.join(h.mediaDir(), "docs", doc.codigo))).toEqual([])
      expect((await h.call("GET", `/documentos/${doc.id}`, { token: qf() })).status).toBe(404)
      const entry = (await auditOf(h, doc.id)).at(-1)!
      expect(entry.action).toBe("DOCUMENT_DELETE")
      expect(entry.changes.before.versions.map((v: Json) => v.version)).toEqual(["1.1", "1.0"])
    })
  })

  describe("versions", () => {
    it("a new version becomes current, the old one is kept and downloadable", async () => {
      const v1 = await pdf("versión uno")
      const doc = await uploadOk(h, { codigo: code(), titulo: "Versionado" }, { bytes: v1, name: "v1.pdf" })
      const res = await h.call("POST", `/documentos/${doc.id}/version`, { token: qf(), raw: form({ version: "2.0", change_notes: "Revisión anual" }, { bytes: txt("versión dos"), name: "v2.txt" }) })
      expect(res.status, res.text).toBe(201)
      expect(res.body).toMatchObject({ documento_id: doc.id, version: "2.0", is_current: true, change_notes: "Revisión anual", file_size: txt("versión dos").length, sha256: expect.stringMatching(SHA) })
      const list = (await h.call("GET", `/documentos/${doc.id}/versions`, { token: qf() })).body.versions
      expect(list.map((v: Json) => [v.version, v.is_current])).toEqual([["2.0", true], ["1.0", false]])
      expect(list[1].download_url).toBe(`/api/v1/documentos/versions/${list[1].id}/download`)
      const old = await h.request("GET", `/documentos/versions/${list[1].id}/download`, { token: h.users.legal.token })
      expect(old.headers.get("content-disposition")).toBe('attachment; filename="v1.pdf"')
      expect(await bytesOf(old)).toEqual(v1)
      expect((await h.call("GET", `/documentos/${doc.id}`, { token: qf() })).body).toMatchObject({ version: "2.0", current_version_id: res.body.id, tipo_mime: "text/plain; charset=utf-8" })
      expect((await auditOf(h, doc.id)).at(-1)).toMatchObject({ action: "DOCUMENT_VERSION", changes: { before: { version: "1.0" }, after: { version: "2.0" } } })
      expect((await h.call("GET", "/documentos/versions/999999/download", { token: qf() })).body).toEqual({ detail: "Version no encontrada" })
    })

    it("concurrent new versions of one document: each gets its own label, exactly one is current", async () => {
      const doc = await uploadOk(h, { codigo: code(), titulo: "Concurrente" }, { bytes: await pdf("x"), name: "x.pdf" })
      const auto = await Promise.all([1, 2, 3, 4].map((n) => h.call("POST", `/documentos/${doc.id}/version`, { token: qf(), raw: form({}, { bytes: txt(`v${n}`), name: `v${n}.txt` }) })))
      expect(auto.map((r) => r.status)).toEqual([201, 201, 201, 201])
      expect(new Set(auto.map((r) => r.body.version))).toEqual(new Set(["1.1", "1.2", "1.3", "1.4"]))
      const same = await Promise.all([1, 2, 3].map(() => h.call("POST", `/documentos/${doc.id}/version`, { token: qf(), raw: form({ version: "5.0" }, { bytes: txt("x"), name: "x.txt" }) })))
      expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409])
      const list = (await h.call("GET", `/documentos/${doc.id}/versions`, { token: qf() })).body.versions
      expect(list).toHaveLength(6)
      expect(list.filter((v: Json) => v.is_current).map((v: Json) => v.version)).toEqual(["5.0"])
    })
  })

  describe("generation and preview", () => {
    it("fills SOP-FV-001 (vigencia = emision + 3 years), converts with LibreOffice, and serves the cached preview", async () => {
      const c = "SOP-FV-001"
      const res = await h.call("POST", "/documentos/generate", { token: qf(), json: { codigo: c, data: { titulo: "Gestión de sospechas de RAM", emision: "2024-02-29", objetivo: "Objetivo único ñ" }, pdf: true } })
      expect(res.status, res.text).toBe(201)
      expect(res.body).toMatchObject({ version: "1.0", file_path: `docs/${c}/v1.0/${c}_v1.0.docx`, preview_url: `/api/v1/documentos/${res.body.documento_id}/preview` })
      const docx = new PizZip(fs.readFileSync(path.join(h.mediaDir(), res.body.file_path))).file("word/document.xml")!.asText().replace(/<[^>]+>/g, "")
      expect(docx).toContain("2027-02-28")
      expect(docx).toContain("Objetivo único ñ")
      expect(docx).not.toContain("{{")
      const preview = await h.request("GET", res.body.preview_url.replace("/api/v1", ""), { token: h.users.legal.token })
      expect(preview.headers.get("content-type")).toBe("application/pdf")
      expect(preview.headers.get("content-disposition")).toBe(`inline; filename="${c}_v1.0.pdf"`)
      const text = pdfText(await bytesOf(preview))
      expect(text).toContain("Gestión de sospechas de RAM")
      expect(text).toContain("2027-02-28")
      const cached = filesUnder(h.mediaDir()).filter((f) => f.startsWith(`previews${path.sep}${res.body.version_id}${path.sep}`))
      expect(cached).toHaveLength(1)
      const download = await h.request("GET", `/documentos/${res.body.documento_id}/preview?disposition=download`, { token: qf() })
      expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${c}_v1.0.pdf"`)
      expect((await h.call("GET", `/documentos/${res.body.documento_id}/preview?disposition=x`, { token: qf() })).status).toBe(400)
      const again = await h.call("POST", "/documentos/generate", { token: qf(), json: { codigo: c, data: { emision: "25/11/2026" } } })
      expect(again.body.version).toBe("1.1")
      expect(new PizZip(fs.readFileSync(path.join(h.mediaDir(), again.body.file_path))).file("word/document.xml")!.asText().replace(/<[^>]+>/g, "")).toContain("25/11/2029")
    })

    it("answers 404 Plantilla no encontrada for an unknown code, and 400 for bad data", async () => {
      expect((await h.call("POST", "/documentos/generate", { token: qf(), json: { codigo: "NO-EXISTE-1", data: {} } })).body).toEqual({ detail: "Plantilla no encontrada" })
      expect((await h.call("POST", "/documentos/generate", { token: qf(), json: { codigo: "../digemid/informe-causalidad" } })).status).toBe(400)
      expect((await h.call("POST", "/documentos/generate", { token: qf(), json: { codigo: "ACTA-FV-001", data: [1] } })).body.detail[0].loc).toEqual(["body", "data"])
      expect((await h.call("POST", "/documentos/generate", { token: qf(), json: {} })).body.detail[0].loc).toEqual(["body", "codigo"])
    })

    it("previews a PDF as is, images and text as pages; rebuilds when the source is newer; 503 without a converter", async () => {
      const bytes = await pdf("original")
      const p = await uploadOk(h, { codigo: code(), titulo: "PDF" }, { bytes, name: "p.pdf" })
      expect(await bytesOf(await h.request("GET", `/documentos/${p.id}/preview`, { token: qf() }))).toEqual(bytes)
      const i = await uploadOk(h, { codigo: code(), titulo: "Imagen" }, { bytes: png("Hola"), name: "i.png" })
      expect(pdfText(await bytesOf(await h.request("GET", `/documentos/${i.id}/preview`, { token: qf() })))).toBe("\f")
      const t = await uploadOk(h, { codigo: code(), titulo: "Texto" }, { bytes: txt("Primera versión del texto"), name: "t.txt" })
      const first = await bytesOf(await h.request("GET", `/documentos/${t.id}/preview`, { token: qf() }))
      expect(pdfText(first)).toContain("Primera versión del texto")
      expect(await bytesOf(await h.request("GET", `/documentos/${t.id}/preview`, { token: qf() }))).toEqual(first)
      // Someone edits the file on disk: the preview is rebuilt from the newer source.
      const source = path.join(h.mediaDir(), t.ruta_archivo)
      fs.writeFileSync(source, "Texto cambiado en disco")
      const later = new Date(Date.now() + 5_000)
      fs.utimesSync(source, later, later)
      expect(pdfText(await bytesOf(await h.request("GET", `/documentos/${t.id}/preview`, { token: qf() })))).toContain("Texto cambiado en disco")
      const d = await h.call("POST", "/documentos/generate", { token: qf(), json: { codigo: "ACTA-FV-001", version: `${Date.now()}` } })
      const noConverter = await h.derivedApp((ctx) => Context.add(ctx, DocumentConverter.DocumentConverter, { name: "none", toPdf: () => Effect.fail(DocumentConverter.unavailableError()) }))
      const res = await noConverter.request(`/api/v1/documentos/${d.body.documento_id}/preview`, { headers: { authorization: `Bearer ${qf()}` } })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ detail: "Conversor de documentos no disponible" })
    })
  })
}
