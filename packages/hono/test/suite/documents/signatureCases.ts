/**
 * Signatures: the request and its mailed code, signing with the signer's own token, wrong, replayed
 * and expired codes, the 5-wrong-codes cancellation, the record, tampering, the signed rendition,
 * and a signed document that cannot be deleted.
 */
import { OutboxWorker } from "@atalaya/core"
import { parseMail, type TestSmtp } from "@atalaya/testing/SmtpTestServer"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import type { Json } from "../../support/apiHarness.js"
import type { ShiftedClock } from "../documentsSuite.js"
import { auditOf, bytesOf, code, type DocsHarness, pdf, pdfText, png, uploadOk } from "./support.js"

/** The registered signature cases. */
export const signatureCases = (h: DocsHarness, smtp: () => TestSmtp, clock: ShiftedClock) => {
  const image = `data:image/png;base64,${Buffer.from(png("Firma")).toString("base64")}`

  const newDocument = async () => uploadOk(h, { codigo: code(), titulo: "Procedimiento a firmar" }, { bytes: await pdf("Texto del procedimiento"), name: "sop.pdf" })

  /** Requests a signature of `doc` by `signer` and answers the request with the code mailed to them. */
  const requestCode = async (doc: Json, signer: "qa" | "legal" = "qa", reason = "Aprobado") => {
    const res = await h.call("POST", "/firmas/request", { token: h.users.qf.token, json: { documento_id: doc.id, signer_email: h.users[signer].email.toUpperCase(), reason } })
    expect(res.status, res.text).toBe(201)
    await h.runtime().runPromise(OutboxWorker.deliverDue({ batch: 50 }))
    const mail = smtp().received.map((r) => ({ to: r.rcptTo, mail: parseMail(r.raw) }))
      .filter((m) => m.to.includes(h.users[signer].email) && (m.mail.header("subject") ?? "").includes(doc.codigo)).at(-1)
    expect(mail, "the code mail").toBeDefined()
    const otp = /Código de un solo uso: (\d{6})/.exec(mail!.mail.text ?? "")?.[1]
    expect(otp).toMatch(/^\d{6}$/)
    return { request: res.body, otp: otp! }
  }

  const sign = (token: string, body: Json, headers: Record<string, string> = {}) => h.call("POST", "/firmas/sign", { token, json: body, headers })

  describe("signatures", () => {
    it("request → code by mail → signature by the signer: the record has what Part 11 asks", async () => {
      const doc = await newDocument()
      const { request, otp } = await requestCode(doc, "qa", "Revisado y aprobado para su uso")
      expect(request).toEqual({
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/), documento_id: doc.id, signer_email: h.users.qa.email,
        reason: "Revisado y aprobado para su uso", expires_at: expect.stringMatching(/-05:00$/), estado: "pendiente"
      })
      expect(Date.parse(request.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000)
      expect(Date.parse(request.expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000)
      const res = await sign(h.users.qa.token, { request_id: request.request_id, otp, signature_data: image }, { "x-forwarded-for": "10.0.0.9, 192.168.4.20" })
      expect(res.status, res.text).toBe(201)
      const file = fs.readFileSync(path.join(h.mediaDir(), doc.ruta_archivo))
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/), documento_id: doc.id, version_id: doc.current_version_id, version: "1.0",
        signer: { user_id: h.users.qa.id, email: h.users.qa.email, name: h.users.qa.email },
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-05:00$/), ip_address: "192.168.4.20",
        reason: "Revisado y aprobado para su uso", document_hash: `sha256:${createHash("sha256").update(file).digest("hex")}`,
        otp_verified: true, signature_image: image, valida: true
      })
      expect((await h.call("GET", `/firmas/${res.body.id}`, { token: h.users.legal.token })).body).toEqual(res.body)
      expect((await h.call("GET", `/documentos/${doc.id}/firmas`, { token: h.users.legal.token })).body).toEqual({ items: [res.body], total: 1 })
      expect((await auditOf(h, doc.id)).map((e: Json) => e.action)).toEqual(["DOCUMENT_UPLOAD", "SIGNATURE_REQUEST", "DOCUMENT_SIGNED"])
      // The code never reaches the audit trail or the request record in clear.
      expect(JSON.stringify(await auditOf(h, doc.id))).not.toContain(otp)

      // The signed rendition carries the manifestation: printed name, date and time with zone, meaning.
      const preview = pdfText(await bytesOf(await h.request("GET", `/documentos/${doc.id}/preview`, { token: h.users.qf.token })))
      expect(preview).toContain("Texto del procedimiento")
      expect(preview).toContain("Manifestación de firmas electrónicas")
      expect(preview).toContain(`Firmante: ${h.users.qa.email}`)
      expect(preview).toContain(`Fecha y hora: ${res.body.timestamp}`)
      expect(preview).toContain("Significado: Revisado y aprobado para su uso")

      // A replayed code is refused.
      const replay = await sign(h.users.qa.token, { request_id: request.request_id, otp, signature_data: image })
      expect(replay.status).toBe(400)
      expect(replay.body).toEqual({ detail: "Codigo invalido o expirado" })

      // A signed document is never deleted.
      expect(await h.call("DELETE", `/documentos/${doc.id}`, { token: h.users.qf.token })).toMatchObject({ status: 409, body: { detail: "El documento tiene firmas y no se puede eliminar" } })

      // Tampering with the stored file after signing shows the signature as no longer valid.
      fs.appendFileSync(path.join(h.mediaDir(), doc.ruta_archivo), "\n% alterado\n")
      expect((await h.call("GET", `/firmas/${res.body.id}`, { token: h.users.qf.token })).body.valida).toBe(false)
    })

    it("only the named signer can use the code; someone else's token is 403 and does not spend it", async () => {
      const doc = await newDocument()
      const { request, otp } = await requestCode(doc, "qa")
      const other = await sign(h.users.legal.token, { request_id: request.request_id, otp, signature_data: image })
      expect(other.status).toBe(403)
      expect(other.body).toEqual({ detail: "Solo el firmante puede firmar con este codigo" })
      expect((await auditOf(h, request.request_id, "firma_solicitud")).map((e: Json) => e.action)).toEqual(["SIGNATURE_WRONG_SIGNER"])
      expect((await sign(h.users.qa.token, { request_id: request.request_id, otp, signature_data: image })).status).toBe(201)
    })

    it("five wrong codes cancel the request: the right code is refused after that", async () => {
      const doc = await newDocument()
      const { request, otp } = await requestCode(doc, "legal")
      const wrong = otp === "000000" ? "111111" : "000000"
      for (let i = 0; i < 5; i++) {
        const res = await sign(h.users.legal.token, { request_id: request.request_id, otp: i === 2 ? "12ab" : wrong, signature_data: image })
        expect(res.status).toBe(400)
        expect(res.body).toEqual({ detail: "Codigo invalido o expirado" })
      }
      expect((await sign(h.users.legal.token, { request_id: request.request_id, otp, signature_data: image })).status).toBe(400)
      const actions = (await auditOf(h, request.request_id, "firma_solicitud")).map((e: Json) => e.action)
      expect(actions).toEqual([...Array(4).fill("SIGNATURE_CODE_REJECTED"), "SIGNATURE_CANCELLED", "SIGNATURE_CODE_REJECTED"])
      expect((await h.call("GET", `/documentos/${doc.id}/firmas`, { token: h.users.qf.token })).body.total).toBe(0)
    })

    it("a code is valid 10 minutes: after that it is refused and the request expires", async () => {
      const doc = await newDocument()
      const { request, otp } = await requestCode(doc, "qa")
      clock.shiftMs = 10 * 60_000 + 1_000
      try {
        const res = await sign(h.users.qa.token, { request_id: request.request_id, otp, signature_data: image })
        expect(res.status).toBe(400)
        expect(res.body).toEqual({ detail: "Codigo invalido o expirado" })
      } finally {
        clock.shiftMs = 0
      }
      expect((await sign(h.users.qa.token, { request_id: request.request_id, otp, signature_data: image })).status).toBe(400)
      expect((await auditOf(h, request.request_id, "firma_solicitud")).map((e: Json) => e.action)).toEqual(["SIGNATURE_EXPIRED", "SIGNATURE_CODE_REJECTED"])
    })

    it("refuses a signer without documents:sign, a bad image, unknown ids and missing fields", async () => {
      const doc = await newDocument()
      const notAllowed = await h.call("POST", "/firmas/request", { token: h.users.qf.token, json: { documento_id: doc.id, signer_email: h.users.soporte.email, reason: "Aprobado" } })
      expect(notAllowed).toMatchObject({ status: 400, body: { detail: "El firmante debe ser un usuario activo con permiso documents:sign" } })
      const nobody = await h.call("POST", "/firmas/request", { token: h.users.qf.token, json: { documento_id: doc.id, signer_email: "nadie@ningun.test", reason: "Aprobado" } })
      expect(nobody.status).toBe(400)
      expect((await h.call("POST", "/firmas/request", { token: h.users.qf.token, json: { documento_id: 999999, signer_email: h.users.qa.email, reason: "x" } })).status).toBe(404)
      const missing = await h.call("POST", "/firmas/request", { token: h.users.qf.token, json: {} })
      expect(missing.body.detail.map((d: Json) => d.loc[1])).toEqual(["documento_id", "signer_email", "reason"])
      expect((await h.call("POST", "/firmas/request", { token: h.users.qf.token, json: { documento_id: doc.id, signer_email: "no-es-correo", reason: "x" } })).body.detail[0].loc).toEqual(["body", "signer_email"])
      const { request, otp } = await requestCode(doc, "qa")
      expect((await sign(h.users.qa.token, { request_id: request.request_id, otp, signature_data: "data:image/png;base64,aGVsbG8=" })).body).toEqual({ detail: "signature_data debe ser una imagen PNG o JPEG en base64" })
      expect((await sign(h.users.qa.token, { request_id: "00000000-0000-4000-8000-000000000000", otp, signature_data: image })).body).toEqual({ detail: "Solicitud de firma no encontrada" })
      expect((await sign(h.users.qa.token, { request_id: "x", otp, signature_data: image })).status).toBe(404)
      expect((await h.call("GET", "/firmas/00000000-0000-4000-8000-000000000000", { token: h.users.qa.token })).body).toEqual({ detail: "Firma no encontrada" })
      expect((await h.call("GET", "/firmas/no-uuid", { token: h.users.qa.token })).status).toBe(404)
      // The bad image spent nothing: the code still signs.
      expect((await sign(h.users.qa.token, { request_id: request.request_id, otp, signature_data: Buffer.from(png("F")).toString("base64") })).status).toBe(201)
    })

    it("permissions: read for GET, write for changes, sign for signatures", async () => {
      const doc = await newDocument()
      const soporte = h.users.soporte.token
      expect((await h.call("GET", "/documentos", { token: soporte })).status).toBe(403)
      expect((await h.call("GET", `/documentos/${doc.id}`, { token: soporte })).body).toEqual({ detail: "Permission denied: documents:read required" })
      expect((await h.call("PUT", `/documentos/${doc.id}`, { token: h.users.legal.token, json: { titulo: "x" } })).body).toEqual({ detail: "Permission denied: documents:write required" })
      expect((await h.call("POST", "/firmas/request", { token: soporte, json: {} })).body).toEqual({ detail: "Permission denied: documents:sign required" })
      expect((await h.call("GET", "/documentos")).status).toBe(401)
    })
  })
}
