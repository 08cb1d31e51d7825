/**
 * Electronic signatures with a one-time code (21 CFR 11.200(a)(1): two distinct components, the
 * signer's own session and a code sent to their mailbox). A request names an active user allowed
 * to sign; a 6-digit code, valid 10 minutes and stored only as a slow hash, goes out through the
 * outbox in the request's transaction; the signer signs with their own token and the code; 5 wrong
 * codes cancel the request. The record binds the signer, the time with zone, the address, the
 * meaning and the SHA-256 of the signed file, and is shown `valida: false` once that file changes.
 */
import { AuditLog, AuthService, Errors, FileStorage, Fields, Outbox, PasswordHasher, Permissions, Threading, Transactor, User, UserRepository, Validation } from "@atalaya/core"
import { Effect, Option } from "effect"
import { randomInt, randomUUID } from "node:crypto"
import { z } from "zod"
import { type Document, Texts } from "./Document.js"
import { DocumentRepository } from "./DocumentRepository.js"
import { DocumentSettings } from "./DocumentSettings.js"
import { get } from "./Documents.js"
import { sha256, zoned } from "./internal/store.js"
import { type SignatureRecord, SignatureRepository, type StoredSignature } from "./Signature.js"

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_IMAGE_BYTES = 512 * 1024

const requestSchema = Fields.record({
  documento_id: Fields.integer("required", 1, Fields.MAX_INT),
  signer_email: Fields.text(254, "required"),
  reason: Fields.text(500, "required")
})

const signSchema = Fields.record({
  request_id: Fields.text(64, "required"),
  otp: Fields.text(32, "required"),
  signature_data: Fields.text(Math.ceil(MAX_IMAGE_BYTES * 1.4), "required")
})

const parse = <S extends z.ZodTypeAny>(schema: S, body: unknown) => {
  const parsed = schema.safeParse(body)
  return parsed.success
    ? Effect.succeed(parsed.data as z.output<S>)
    : Effect.fail(new Errors.ValidationFailed({ issues: Validation.fromZod("body", parsed.error) }))
}

/** The signature image as a data URL, when it is a PNG or JPEG in base64 (with or without the data: prefix). */
export const signatureImage = (raw: string): string | null => {
  const match = /^data:image\/(png|jpeg|jpg);base64,(.*)$/s.exec(raw.trim())
  const b64 = (match === null ? raw : match[2]!).replace(/\s+/g, "")
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return null
  const bytes = Buffer.from(b64, "base64")
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return null
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
  const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  return png || jpg ? `data:image/${png ? "png" : "jpeg"};base64,${bytes.toString("base64")}` : null
}

const codeMail = (doc: Document, version: string, reason: string, code: string, minutes: number) => ({
  subject: `Código de firma electrónica: ${doc.codigo} v${version}`,
  body: [
    `Se solicitó su firma electrónica del documento ${doc.codigo} — ${doc.titulo} (versión ${version}).`,
    `Significado de la firma: ${reason}`,
    "",
    `Código de un solo uso: ${code}`,
    "",
    `Válido por ${minutes} minutos y para una sola firma. Ingréselo en Atalaya con su propia sesión.`,
    "Si usted no esperaba esta solicitud, no use el código e informe a su responsable de farmacovigilancia."
  ].join("\n")
})

/**
 * Creates a request and sends the code: `{documento_id, signer_email, reason}` →
 * `{request_id, documento_id, signer_email, reason, expires_at, estado: 'pendiente'}`.
 */
export const request = (body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const input = yield* parse(requestSchema, body)
    const email = input.signer_email!.toLowerCase()
    if (!EMAIL.test(email)) return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["body", "signer_email"], ...Validation.Messages.email }] }))
    const doc = yield* get(input.documento_id!)
    if (doc.current_version_id === null || doc.version === null) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.noFile }))
    const users = yield* UserRepository.UserRepository
    const signer = yield* users.findByEmail(email)
    if (Option.isNone(signer) || !signer.value.activo || !Permissions.effectivePermissions(signer.value.roles, signer.value.permissions).includes("documents:sign")) {
      return yield* Effect.fail(new Errors.BadRequest({ detail: Texts.signerNotAllowed }))
    }
    const settings = yield* DocumentSettings
    const hasher = yield* PasswordHasher.PasswordHasher
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
    const codeHash = yield* hasher.hash(code)
    const expiresAt = new Date(settings.now().getTime() + settings.codeTtlMs).toISOString()
    const repo = yield* SignatureRepository
    const outbox = yield* Outbox.Outbox
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    const mail = codeMail(doc, doc.version, input.reason!, code, Math.round(settings.codeTtlMs / 60_000))
    const stored = yield* tx.transaction(Effect.gen(function*() {
      const row = yield* repo.insertRequest({
        id: randomUUID(), documento_id: doc.id, version_id: doc.current_version_id!, signer_user_id: signer.value.id,
        signer_email: signer.value.email, reason: input.reason!, code_hash: codeHash, expires_at: expiresAt
      })
      yield* outbox.enqueue({ kind: "signature_code", icsr_id: null, recipients: [signer.value.email], ...mail, message_id: Threading.newMessageId(settings.mailDomain) })
      yield* audit.append({
        action: "SIGNATURE_REQUEST", entity: "documento", entity_id: String(doc.id), actor,
        changes: { request_id: row.id, version: doc.version, signer_email: row.signer_email, reason: row.reason, expires_at: row.expires_at }
      })
      return row
    }))
    return {
      request_id: stored.id, documento_id: stored.documento_id, signer_email: stored.signer_email, reason: stored.reason,
      expires_at: zoned(stored.expires_at, settings.timeZone), estado: stored.estado
    }
  })

type Verdict = { readonly ok: true; readonly signature: StoredSignature } | { readonly ok: false; readonly error: Errors.BadRequest | Errors.Forbidden }
const accept = (signature: StoredSignature): Verdict => ({ ok: true, signature })
const refuse = (error: Errors.BadRequest | Errors.Forbidden): Verdict => ({ ok: false, error })

/**
 * Signs: `{request_id, otp, signature_data}` from the signer's own token. A wrong, used or expired
 * code answers 400 `Codigo invalido o expirado`, and the attempt (with the request's new state) is
 * committed before the answer, so a refused code still counts.
 */
export const sign = (body: unknown, principal: User.Principal, ipAddress: string | null) =>
  Effect.gen(function*() {
    const input = yield* parse(signSchema, body)
    const image = signatureImage(input.signature_data!)
    if (image === null) return yield* Effect.fail(new Errors.BadRequest({ detail: Texts.badImage }))
    if (!UUID.test(input.request_id!)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.requestNotFound }))
    const settings = yield* DocumentSettings
    const hasher = yield* PasswordHasher.PasswordHasher
    const repo = yield* SignatureRepository
    const docs = yield* DocumentRepository
    const files = yield* FileStorage.FileStorage
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    const actor = AuthService.actorOf(principal)
    const invalid = refuse(new Errors.BadRequest({ detail: Texts.invalidCode }))
    const verdict = yield* tx.transaction(Effect.gen(function*() {
      const found = yield* repo.requestForUpdate(input.request_id!.toLowerCase())
      if (Option.isNone(found)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.requestNotFound }))
      const req = found.value
      const log = (action: string, changes: Record<string, unknown>) =>
        audit.append({ action, entity: "firma_solicitud", entity_id: req.id, actor, changes: { documento_id: req.documento_id, ...changes } })
      if (req.signer_user_id !== principal.id) {
        yield* log("SIGNATURE_WRONG_SIGNER", { signer_email: req.signer_email })
        return refuse(new Errors.Forbidden({ detail: Texts.notSigner }))
      }
      if (req.estado !== "pendiente") {
        yield* log("SIGNATURE_CODE_REJECTED", { estado: req.estado, reason: "request not pending" })
        return invalid
      }
      if (settings.now().getTime() > Date.parse(req.expires_at)) {
        yield* repo.setRequestState(req.id, "expirado", req.attempts)
        yield* log("SIGNATURE_EXPIRED", { before: { estado: "pendiente" }, after: { estado: "expirado" } })
        return invalid
      }
      const good = /^\d{6}$/.test(input.otp!) && (yield* hasher.verify(input.otp!, req.code_hash))
      if (!good) {
        const attempts = req.attempts + 1
        const estado = attempts >= settings.maxCodeAttempts ? "cancelado" : "pendiente"
        yield* repo.setRequestState(req.id, estado, attempts)
        yield* log(estado === "cancelado" ? "SIGNATURE_CANCELLED" : "SIGNATURE_CODE_REJECTED", { attempts, after: { estado } })
        return invalid
      }
      const version = yield* docs.version(req.version_id)
      if (Option.isNone(version)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.versionNotFound }))
      const bytes = yield* Effect.mapError(files.get(version.value.file_path), (cause) => new Errors.StorageError({ cause }))
      if (Option.isNone(bytes)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.fileNotFound }))
      const signature = yield* repo.insert({
        id: randomUUID(), request_id: req.id, documento_id: req.documento_id, version_id: req.version_id,
        signer_user_id: principal.id, signer_email: principal.email, signer_name: principal.nombre, signed_at: settings.now().toISOString(), ip_address: ipAddress,
        reason: req.reason, document_hash: sha256(bytes.value), otp_verified: true, signature_image: image
      })
      yield* repo.setRequestState(req.id, "firmado", req.attempts)
      yield* audit.append({
        action: "DOCUMENT_SIGNED", entity: "documento", entity_id: String(req.documento_id), actor,
        changes: { firma_id: signature.id, request_id: req.id, version: signature.version, reason: signature.reason, document_hash: signature.document_hash, ip_address: ipAddress }
      })
      return accept(signature)
    }))
    if (!verdict.ok) return yield* Effect.fail(verdict.error)
    return yield* toRecord(verdict.signature)
  })

/** The hash of a version's file as it is now, or null when the version or its file is gone. */
const currentHash = (versionId: number) =>
  Effect.gen(function*() {
    const docs = yield* DocumentRepository
    const files = yield* FileStorage.FileStorage
    const version = yield* docs.version(versionId)
    if (Option.isNone(version)) return null
    const bytes = yield* Effect.mapError(files.get(version.value.file_path), (cause) => new Errors.StorageError({ cause }))
    return Option.isSome(bytes) ? sha256(bytes.value) : null
  })

/**
 * The records as shown, with `valida` from the signed version's file as it is now: each version's
 * file is read and hashed once, however many signatures it carries.
 */
const toRecords = (signatures: ReadonlyArray<StoredSignature>) =>
  Effect.gen(function*() {
    const settings = yield* DocumentSettings
    const versionIds = [...new Set(signatures.map((s) => s.version_id))]
    const hashes = new Map(yield* Effect.forEach(versionIds, (id) => Effect.map(currentHash(id), (hash) => [id, hash] as const)))
    return signatures.map((s): SignatureRecord => ({
      id: s.id,
      documento_id: s.documento_id,
      version_id: s.version_id,
      version: s.version,
      signer: { user_id: s.signer_user_id, email: s.signer_email, name: s.signer_name },
      timestamp: zoned(s.signed_at, settings.timeZone),
      ip_address: s.ip_address,
      reason: s.reason,
      document_hash: s.document_hash,
      otp_verified: s.otp_verified,
      signature_image: s.signature_image,
      valida: hashes.get(s.version_id) === s.document_hash
    }))
  })

const toRecord = (s: StoredSignature) => Effect.map(toRecords([s]), (records) => records[0]!)

/** One signature's audit record, or 404. */
export const record = (id: string) =>
  Effect.gen(function*() {
    const repo = yield* SignatureRepository
    const found = UUID.test(id) ? yield* repo.find(id.toLowerCase()) : Option.none()
    if (Option.isNone(found)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.signatureNotFound }))
    return yield* toRecord(found.value)
  })

/** The signatures of a document, oldest first: `{items, total}`. */
export const ofDocument = (documentId: number) =>
  Effect.gen(function*() {
    yield* get(documentId)
    const repo = yield* SignatureRepository
    const items = yield* toRecords(yield* repo.ofDocument(documentId))
    return { items, total: items.length }
  })
