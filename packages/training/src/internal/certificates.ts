/**
 * Certificate use cases: the criteria check, issuance (data, PDF with QR, stored file and row in
 * one audited transaction; a second request answers the certificate already issued), the public
 * verification and the PDF download.
 */
import { AuditLog, Errors, FileStorage, Transactor, type User } from "@atalaya/core"
import { Effect, Option } from "effect"
import * as Certificates from "../Certificates.js"
import * as Training from "../Training.js"
import { type Certificate, type Employee, TrainingRepository } from "../TrainingRepository.js"
import { TrainingSettings } from "../TrainingSettings.js"
import { actorOf, decode, nowIso, orNotFound, ownOr, type UseCase } from "./common.js"

/** The path under which a certificate's PDF is served. */
export const certificatePath = (codigo: string) => `/api/v1/capacitacion/certificados/${codigo}.pdf`
/** Where a certificate's PDF is kept in file storage. */
export const certificateKey = (codigo: string) => `capacitacion/certificados/${codigo}.pdf`

const repo = TrainingRepository

const employee = (id: number): UseCase<Employee> =>
  Effect.flatMap(repo, (r) => r.findEmployee(id)).pipe(Effect.flatMap(orNotFound(Training.Texts.employeeNotFound)))

const program = (raw: string): UseCase<Training.Program> =>
  Training.isUuid(raw)
    ? Effect.flatMap(repo, (r) => r.findProgram(raw.toLowerCase())).pipe(Effect.flatMap(orNotFound(Training.Texts.programNotFound)))
    : Effect.fail(new Errors.NotFound({ detail: Training.Texts.programNotFound }))

/** `GET /capacitacion/certificados/check/{empleado_id}/{programa_id}` → `{elegible, faltantes}`. */
export const checkCertificate = (empleadoId: number, programaId: string, caller: User.Principal) =>
  Effect.gen(function*() {
    yield* ownOr(caller, empleadoId, "training:read")
    const who = yield* employee(empleadoId)
    const p = yield* program(programaId)
    const standing = yield* (yield* repo).standing(who, p.id)
    const faltantes = Certificates.faltantes(p, standing)
    return { elegible: faltantes.length === 0, faltantes }
  })

/** What issuance answers. */
const issued = (c: Certificate) => ({
  codigo_verificacion: c.codigo,
  empleado_id: c.empleado_id,
  programa_id: c.programa_id,
  fecha_emision: c.fecha_emision,
  promedio: c.promedio,
  url_descarga: certificatePath(c.codigo),
  url_verificacion: c.datos.url_verificacion ?? null,
  datos: c.datos
})

const store = (key: string, bytes: Uint8Array) =>
  Effect.flatMap(FileStorage.FileStorage, (f) => f.put(key, bytes)).pipe(Effect.mapError((cause) => new Errors.StorageError({ cause })))

/**
 * `POST /capacitacion/certificados/emitir` `{empleado_id, programa_id}`: 409 naming what is missing
 * unless every criterion holds; an employee's second request answers the certificate already issued.
 */
export const issueCertificate = (body: unknown, caller: User.Principal, requestOrigin: string) =>
  Effect.gen(function*() {
    const input = yield* decode(Training.issueInput, body)
    yield* ownOr(caller, input.empleado_id!, "training:manage")
    const who = yield* employee(input.empleado_id!)
    const p = yield* program(input.programa_id!)
    const r = yield* repo
    const existing = yield* r.certificateFor(who.id, p.id)
    if (Option.isSome(existing)) return issued(existing.value)
    const standing = yield* r.standing(who, p.id)
    const faltantes = Certificates.faltantes(p, standing)
    if (faltantes.length > 0) return yield* new Errors.Conflict({ detail: Training.Texts.notEligible(faltantes) })
    const firmante = p.responsable_id === null ? null : Option.getOrNull(yield* r.findEmployee(p.responsable_id))
    const materials = yield* r.listMaterials({ programa_id: p.id, sesion_id: null })
    const contexto = materials.flatMap((m) => {
      const lines = m.quiz_json?.meta.context_lines
      return Array.isArray(lines) ? lines.filter((l): l is string => typeof l === "string") : []
    })
    const codigo = Certificates.newCode()
    const data = Certificates.certificateData({ empleado: who, programa: p, standing, firmante, fecha_emision: (yield* nowIso).slice(0, 10), codigo, contexto })
    const settings = yield* TrainingSettings
    const url = Certificates.verificationUrl(settings.publicUrl ?? requestOrigin, codigo)
    const pdf = yield* Effect.promise(() => Certificates.certificatePdf(data, url))
    const cert: Certificate = {
      codigo,
      empleado_id: who.id,
      programa_id: p.id,
      promedio: data.calificaciones.promedio ?? 0,
      fecha_emision: data.fecha_emision,
      datos: { ...data, url_verificacion: url },
      file_key: certificateKey(codigo)
    }
    yield* store(cert.file_key, pdf)
    const outcome = yield* Effect.flatMap(Transactor.Transactor, (tx) =>
      tx.transaction(Effect.gen(function*() {
        // A concurrent request may have issued it meanwhile: the unique pair keeps one, and only
        // the request that stored it writes the audit entry.
        if (yield* r.insertCertificate(cert)) {
          yield* (yield* AuditLog.AuditLog).append({
            action: "TRAINING_CERTIFICATE_ISSUE", entity: "training_certificate", entity_id: codigo, actor: actorOf(caller),
            changes: { empleado_id: who.id, programa_id: p.id, promedio: cert.promedio }
          })
        }
        return yield* r.certificateFor(who.id, p.id).pipe(Effect.flatMap(orNotFound(Training.Texts.certificateNotFound)))
      })))
    if (outcome.codigo !== codigo) yield* Effect.flatMap(FileStorage.FileStorage, (f) => f.remove(cert.file_key)).pipe(Effect.ignore)
    return issued(outcome)
  })

/** `GET /capacitacion/certificados/verificar/{codigo}` (public): only what proves the certificate. */
export const verifyCertificate = (codigo: string) =>
  Effect.gen(function*() {
    const found = Certificates.isCodeName(codigo) ? yield* (yield* repo).findCertificate(codigo) : Option.none<Certificate>()
    if (Option.isNone(found)) return { valido: false, empleado: null, programa: null, fecha_emision: null, promedio: null }
    const d = found.value.datos as unknown as Certificates.CertificateData
    return { valido: true, empleado: d.empleado.nombre_completo, programa: d.programa.titulo, fecha_emision: found.value.fecha_emision, promedio: d.calificaciones.promedio }
  })

/**
 * `GET /capacitacion/certificados/{file}.pdf`: the holder's own, or any with `training:read`. A name
 * with anything but letters, digits, `-` and `_` is a 404; a stored file that went missing is laid
 * out again from the stored data.
 */
export const certificateFile = (file: string, caller: User.Principal) =>
  Effect.gen(function*() {
    const notFound = new Errors.NotFound({ detail: Training.Texts.certificateNotFound })
    if (!Certificates.isCodeName(file)) return yield* notFound
    const found = yield* (yield* repo).findCertificate(file)
    if (Option.isNone(found)) return yield* notFound
    const c = found.value
    yield* ownOr(caller, c.empleado_id, "training:read")
    const bytes = yield* Effect.flatMap(FileStorage.FileStorage, (f) => f.get(c.file_key)).pipe(Effect.mapError((cause) => new Errors.StorageError({ cause })))
    if (Option.isSome(bytes)) return bytes.value
    const data = c.datos as unknown as Certificates.CertificateData & { readonly url_verificacion: string }
    const pdf = yield* Effect.promise(() => Certificates.certificatePdf(data, data.url_verificacion))
    yield* store(c.file_key, pdf)
    return pdf
  })
