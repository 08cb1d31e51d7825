/**
 * Side effects of case changes (service-spec "Events", decisions.md "Follow-up and notifications"):
 * the creation notice to the ICSR_NOTIFY_* recipients, the severity notice when gravedad becomes
 * Grave, the evaluator's assignment (mail, task, En proceso) and the automatic missing-data
 * follow-up to the reporter. Each runs inside the transaction of the change that causes it and
 * only enqueues mail in the outbox, so a rolled-back change sends nothing and a committed one is
 * never lost; the outbox worker delivers.
 */
import { Context, Effect, Option } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import { type Case, CASE_FIELDS, PRODUCTO_FIELDS } from "../case/Case.js"
import { CaseRepository } from "../case/CaseRepository.js"
import { detectContact } from "../followup/Contact.js"
import { ConfigError, type Env, read, readBool, readList, readNumber } from "../kernel/Env.js"
import { NotFound, Texts } from "../kernel/Errors.js"
import { MessageRepository } from "../followup/MessageRepository.js"
import { Outbox } from "./Outbox.js"
import { TaskRepository } from "../evaluation/TaskRepository.js"
import * as Threading from "../followup/Threading.js"
import type { User } from "../auth/User.js"
import { UserRepository } from "../auth/UserRepository.js"

/** Notification settings; the reference server reads them from the environment ({@link settingsFromEnv}). */
export interface NotificationConfig {
  /** Shown in subjects: `[<service>] Nuevo caso asignado #<id>`. */
  readonly serviceName: string
  /** Domain of the Message-IDs fixed when mail is enqueued (the sender's domain). */
  readonly mailDomain: string
  /** ICSR_NOTIFY_CARGOS: users whose cargo is one of these are told of new cases. */
  readonly notifyCargos: ReadonlyArray<string>
  /** ICSR_NOTIFY_AREAS: users whose area is one of these are told of new cases. */
  readonly notifyAreas: ReadonlyArray<string>
  /** ICSR_NOTIFY_EMAILS: further addresses told of new cases. */
  readonly notifyEmails: ReadonlyArray<string>
  /** AUTO_FOLLOWUP_ENABLED. */
  readonly autoFollowupEnabled: boolean
  /** AUTO_FOLLOWUP_DELAY_HOURS: least time between two automatic follow-ups of one case. */
  readonly autoFollowupDelayHours: number
  /** REQUIRED_FIELDS: case or suspected-product fields whose absence triggers the automatic follow-up. */
  readonly requiredFields: ReadonlyArray<string>
}

/**
 * The settings in force. The library default sends no automatic follow-up (no required fields) and
 * notifies nobody; a deployment states its own (the reference server's defaults are in its README).
 */
export class NotificationSettings extends Context.Reference<NotificationSettings>()("@atalaya/core/NotificationSettings", {
  defaultValue: (): NotificationConfig => ({
    serviceName: Threading.SERVICE_NAME,
    mailDomain: "localhost",
    notifyCargos: [],
    notifyAreas: [],
    notifyEmails: [],
    autoFollowupEnabled: true,
    autoFollowupDelayHours: 1,
    requiredFields: []
  })
}) {}

/** REQUIRED_FIELDS of the reference deployment when the variable is unset (service-spec's example). */
export const DEFAULT_REQUIRED_FIELDS: ReadonlyArray<string> = ["paciente_peso", "paciente_fecha_nacimiento", "nro_lote"]

/** The names REQUIRED_FIELDS may hold: case fields and suspected-product fields. */
export const isCheckableField = (name: string): boolean => Object.hasOwn(CASE_FIELDS, name) || Object.hasOwn(PRODUCTO_FIELDS, name)

/**
 * Reads ICSR_NOTIFY_CARGOS, ICSR_NOTIFY_AREAS, ICSR_NOTIFY_EMAILS, AUTO_FOLLOWUP_ENABLED,
 * AUTO_FOLLOWUP_DELAY_HOURS, REQUIRED_FIELDS, ATALAYA_SERVICE_NAME and SMTP_FROM (for the mail
 * domain). Throws with a clear message on a bad value, so a deployment fails at start, not later.
 */
export const settingsFromEnv = (env: Env): NotificationConfig => {
  const required = readList(env, "REQUIRED_FIELDS") ?? [...DEFAULT_REQUIRED_FIELDS]
  const unknown = required.filter((f) => !isCheckableField(f))
  if (unknown.length > 0) throw new ConfigError(`REQUIRED_FIELDS names unknown fields: ${unknown.join(", ")}`)
  const from = read(env, "SMTP_FROM") ?? read(env, "SMTP_USER") ?? ""
  return {
    serviceName: read(env, "ATALAYA_SERVICE_NAME") ?? Threading.SERVICE_NAME,
    mailDomain: from.includes("@") ? from.slice(from.lastIndexOf("@") + 1) : "localhost",
    notifyCargos: readList(env, "ICSR_NOTIFY_CARGOS") ?? [],
    notifyAreas: readList(env, "ICSR_NOTIFY_AREAS") ?? [],
    notifyEmails: (readList(env, "ICSR_NOTIFY_EMAILS") ?? []).map((e) => e.toLowerCase()),
    autoFollowupEnabled: readBool(env, "AUTO_FOLLOWUP_ENABLED") ?? true,
    autoFollowupDelayHours: readNumber(env, "AUTO_FOLLOWUP_DELAY_HOURS", 0, 24 * 365) ?? 1,
    requiredFields: required
  }
}

// ---------------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------------

/** Cargo and area names are typed by people: compared without case, accents or extra spaces. */
export const fold = (value: string): string =>
  value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim()

/** Roles that may evaluate a case (evaluation rule 3). */
export const EVALUATOR_ROLES: ReadonlyArray<string> = ["qf", "responsable_fv"]

/** Whether a user may be assigned as evaluator. */
export const isEvaluator = (user: Pick<User, "roles" | "activo">): boolean =>
  user.activo && user.roles.some((r) => EVALUATOR_ROLES.includes(r))

/** Addresses of the creation notice: active users matching a cargo or an area, plus the extra addresses. */
export const creationRecipients = (users: ReadonlyArray<User>, config: NotificationConfig): Array<string> => {
  const cargos = new Set(config.notifyCargos.map(fold))
  const areas = new Set(config.notifyAreas.map(fold))
  const chosen = users
    .filter((u) => u.activo && ((u.cargo !== null && cargos.has(fold(u.cargo))) || (u.area !== null && areas.has(fold(u.area)))))
    .map((u) => u.email)
  return unique([...chosen, ...config.notifyEmails])
}

/** Addresses of the severity notice: the creation recipients and every active responsable_fv. */
export const severityRecipients = (users: ReadonlyArray<User>, config: NotificationConfig): Array<string> =>
  unique([...creationRecipients(users, config), ...users.filter((u) => u.activo && u.roles.includes("responsable_fv")).map((u) => u.email)])

const unique = (emails: ReadonlyArray<string>): Array<string> => {
  const seen = new Set<string>()
  const out: Array<string> = []
  for (const e of emails) {
    const key = e.trim().toLowerCase()
    if (key === "" || !key.includes("@") || seen.has(key)) continue
    seen.add(key)
    out.push(e.trim())
  }
  return out
}

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0)

/**
 * The required fields a case lacks. A case field is checked on the case; a suspected-product field
 * (nro_lote) is missing when no suspected product carries it.
 */
export const missingFields = (doc: Case, required: ReadonlyArray<string>): Array<string> =>
  required.filter((name) => {
    if (Object.hasOwn(CASE_FIELDS, name)) return isBlank((doc as unknown as Record<string, unknown>)[name])
    if (Object.hasOwn(PRODUCTO_FIELDS, name)) {
      return !doc.productos.some((p) => !isBlank((p as unknown as Record<string, unknown>)[name]))
    }
    return false
  })

/** Words the reporter reads for each field the follow-up asks about. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  paciente_peso: "Peso del paciente (kg)",
  paciente_fecha_nacimiento: "Fecha de nacimiento del paciente",
  paciente_edad: "Edad del paciente",
  paciente_sexo: "Sexo del paciente",
  paciente_dni: "Documento de identidad del paciente",
  nro_lote: "Número de lote del producto sospechoso",
  fecha_inicio_evento: "Fecha de inicio de la reacción",
  fecha_fin_evento: "Fecha de fin de la reacción",
  descripcion_evento: "Descripción de la reacción",
  dosis_frecuencia: "Dosis y frecuencia del producto sospechoso",
  via_administracion: "Vía de administración del producto sospechoso",
  fecha_inicio: "Fecha de inicio del tratamiento con el producto sospechoso",
  fecha_fin: "Fecha de fin del tratamiento con el producto sospechoso",
  registro_sanitario: "Registro sanitario del producto sospechoso",
  ea_desenlace: "Desenlace de la reacción"
}

/** A field's label for the reporter. */
export const fieldLabel = (name: string): string => FIELD_LABELS[name] ?? name.replaceAll("_", " ")

const CLOSED_STATES = new Set(["cerrado", "completado", "enviado"])

/** Closed cases get no automatic requests for data. */
export const isClosed = (estado: string | null): boolean => estado !== null && CLOSED_STATES.has(fold(estado))

/** Whether a case's estado counts as still waiting (Pendiente or none). */
export const isPending = (estado: string | null): boolean => estado === null || estado.trim() === "" || fold(estado) === "pendiente"

/** Whether gravedad says Grave (case-insensitive; `No grave` is not). */
export const isGrave = (gravedad: string | null | undefined): boolean => typeof gravedad === "string" && fold(gravedad) === "grave"

const productOf = (doc: Case): string => doc.producto_sospechoso ?? doc.productos[0]?.nombre_producto ?? "(sin producto)"

const excerpt = (text: string | null, max = 400): string =>
  text === null ? "(sin descripción)" : text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`

const caseLines = (doc: Case): Array<string> => [
  `Caso: #${doc.id}${doc.codigo_interno_lab ? ` (${doc.codigo_interno_lab})` : ""}`,
  `Producto sospechoso: ${productOf(doc)}`,
  `Evento: ${excerpt(doc.descripcion_evento)}`,
  `Gravedad: ${doc.gravedad ?? "sin evaluar"}`,
  `Fecha de recepción: ${doc.fecha_recepcion ?? "-"}`,
  `Fecha límite: ${doc.fecha_limite ?? "sin definir"}`
]

/** The creation notice. */
export const creationMail = (doc: Case, service: string) => ({
  subject: Threading.caseSubject("Nuevo caso ICSR", doc.id, service),
  body: ["Se registró un nuevo caso de sospecha de reacción adversa.", "", ...caseLines(doc), `Origen: ${doc.origen_notificacion ?? "-"}`].join("\n")
})

/** The severity notice (decisions.md: subject `[<service>] Caso grave #<id>`, product, event, fecha limite). */
export const severityMail = (doc: Case, service: string) => ({
  subject: Threading.caseSubject("Caso grave", doc.id, service),
  body: [
    "Un caso fue calificado como GRAVE y requiere atención prioritaria.",
    "",
    ...caseLines(doc),
    ...(doc.ea_criterios_gravedad.length > 0 ? [`Criterios de gravedad: ${doc.ea_criterios_gravedad.join(", ")}`] : [])
  ].join("\n")
})

/** The evaluator's notice (`[<service>] Nuevo caso asignado #<id>`, product, gravedad, fecha limite). */
export const assignmentMail = (doc: Case, evaluator: Pick<User, "nombre" | "email">, service: string) => ({
  subject: Threading.caseSubject("Nuevo caso asignado", doc.id, service),
  body: [
    `Hola ${evaluator.nombre ?? evaluator.email},`,
    "",
    "Se le asignó la evaluación del siguiente caso:",
    "",
    `Caso: #${doc.id}${doc.codigo_interno_lab ? ` (${doc.codigo_interno_lab})` : ""}`,
    `Producto: ${productOf(doc)}`,
    `Gravedad: ${doc.gravedad ?? "sin evaluar"}`,
    `Urgencia: ${doc.urgencia ?? "sin definir"}`,
    `Fecha límite: ${doc.fecha_limite ?? "sin definir"}`
  ].join("\n")
})

/** The missing-data request to the reporter. */
export const followupMail = (doc: Case, missing: ReadonlyArray<string>, service: string) => ({
  subject: Threading.followUpSubject(doc.id, service),
  body: [
    `Estimado(a) ${doc.reportante_nombre ?? "notificador(a)"}:`,
    "",
    `Gracias por su notificación de sospecha de reacción adversa (caso #${doc.id}${productOf(doc) ? `, producto ${productOf(doc)}` : ""}).`,
    "Para completar la evaluación necesitamos, por favor, los siguientes datos:",
    "",
    ...missing.map((m) => `- ${fieldLabel(m)}`),
    "",
    "Puede responder directamente a este correo.",
    "",
    "Unidad de Farmacovigilancia"
  ].join("\n")
})

// ---------------------------------------------------------------------------------------------
// Effects, run inside the change's transaction
// ---------------------------------------------------------------------------------------------

const enqueue = (kind: string, doc: Case, recipients: ReadonlyArray<string>, mail: { subject: string; body: string }, config: NotificationConfig) =>
  recipients.length === 0
    ? Effect.void
    : Effect.flatMap(Outbox, (outbox) =>
      outbox.enqueue({
        kind,
        icsr_id: doc.id,
        recipients,
        subject: mail.subject,
        body: mail.body,
        message_id: Threading.newMessageId(config.mailDomain)
      }))

/** What a change did that the hooks react to. */
export interface CaseChange {
  /** The case before the change; null on creation. */
  readonly before: Case | null
  readonly after: Case
  readonly actor: Actor
  /** The caller set estado itself: an automatic transition must not override it. */
  readonly explicitEstado: boolean
}

/** Reasons an automatic estado change is recorded in the audit trail under. */
const AUTO_ESTADO = { followup: "AUTO_FOLLOWUP", assignment: "EVALUATOR_ASSIGNED" } as const

const setEstado = (doc: Case, estado: string, actor: Actor, reason: keyof typeof AUTO_ESTADO) =>
  Effect.gen(function*() {
    const repo = yield* CaseRepository
    const audit = yield* AuditLog
    yield* repo.updateValues(doc.id, { estado })
    yield* audit.append({
      action: "ICSR_UPDATE",
      entity: "icsr",
      entity_id: String(doc.id),
      actor,
      changes: { fields: [{ field: "estado", before: doc.estado, after: estado }], nested: {}, motivo: AUTO_ESTADO[reason] }
    })
  })

/** The creation notice (creation only). */
const notifyCreation = (change: CaseChange, config: NotificationConfig, users: ReadonlyArray<User>) =>
  change.before === null ? enqueue("icsr_created", change.after, creationRecipients(users, config), creationMail(change.after, config.serviceName), config) : Effect.void

/** Once per transition into Grave. */
const notifySeverity = (change: CaseChange, config: NotificationConfig, users: ReadonlyArray<User>) =>
  isGrave(change.after.gravedad) && !isGrave(change.before?.gravedad)
    ? enqueue("icsr_grave", change.after, severityRecipients(users, config), severityMail(change.after, config.serviceName), config)
    : Effect.void

/**
 * A new evaluator: their task (the previous evaluator's open task on the case is closed), their
 * mail, and En proceso for a case still waiting (unless the caller set estado). Returns whether
 * estado changed.
 */
const assignEvaluator = (change: CaseChange, config: NotificationConfig) =>
  Effect.gen(function*() {
    const { after, before } = change
    if (after.evaluador_id === null || after.evaluador_id === (before?.evaluador_id ?? null)) return false
    const users = yield* UserRepository
    const found = yield* users.findById(after.evaluador_id)
    if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ detail: Texts.userNotFound }))
    const evaluator = found.value
    const tasks = yield* TaskRepository
    yield* tasks.closeOpen(after.id, "evaluacion")
    yield* tasks.insert({
      user_id: evaluator.id,
      icsr_id: after.id,
      tipo: "evaluacion",
      titulo: `Evaluar caso #${after.id}: ${productOf(after)}`,
      fecha_limite: after.fecha_limite
    })
    yield* enqueue("evaluator_assigned", after, [evaluator.email], assignmentMail(after, evaluator, config.serviceName), config)
    if (!change.explicitEstado && (isPending(after.estado) || fold(after.estado ?? "") === "en progreso")) {
      yield* setEstado(after, "En proceso", change.actor, "assignment")
      return true
    }
    return false
  })

/**
 * The automatic missing-data follow-up: when enabled, the reporter has an email, the case is open
 * and lacks required fields, and none went out within the window. The window is claimed by one
 * conditional UPDATE, so two concurrent changes send one mail. The mail is logged as an outgoing
 * message under the Message-ID it will carry; a Pendiente case moves to En progreso.
 */
const autoFollowup = (doc: Case, change: CaseChange, config: NotificationConfig) =>
  Effect.gen(function*() {
    if (!config.autoFollowupEnabled || config.requiredFields.length === 0 || isClosed(doc.estado)) return false
    const email = detectContact(doc).email
    if (email === null) return false
    const missing = missingFields(doc, config.requiredFields)
    if (missing.length === 0) return false
    const messages = yield* MessageRepository
    const claimed = yield* messages.claimAutoFollowup(doc.id, Math.round(config.autoFollowupDelayHours * 3_600_000))
    if (!claimed) return false
    const mail = followupMail(doc, missing, config.serviceName)
    const messageId = Threading.newMessageId(config.mailDomain)
    const previous = yield* messages.thread(doc.id)
    const reply = Threading.replyHeadersForThread(previous)
    const outbox = yield* Outbox
    yield* outbox.enqueue({
      kind: "auto_followup",
      icsr_id: doc.id,
      recipients: [email],
      subject: mail.subject,
      body: mail.body,
      message_id: messageId,
      in_reply_to: reply.inReplyTo ?? null,
      references: reply.references ?? []
    })
    const stored = yield* messages.insert({ icsr_id: doc.id, channel: "email", direction: "out", body: mail.body, external_id: messageId })
    const audit = yield* AuditLog
    yield* audit.append({
      action: "FOLLOWUP_AUTO",
      entity: "icsr",
      entity_id: String(doc.id),
      actor: change.actor,
      changes: { message_id: stored.id, channel: "email", external_id: messageId, campos_faltantes: missing }
    })
    if (!change.explicitEstado && isPending(doc.estado)) {
      yield* setEstado(doc, "En progreso", change.actor, "followup")
      return true
    }
    return false
  })

/**
 * Runs every side effect of a case change; call it inside the change's transaction, after the
 * change is written. Returns true when it changed the case itself (estado), so the caller re-reads.
 */
export const afterChange = (change: CaseChange) =>
  Effect.gen(function*() {
    const config = yield* NotificationSettings
    const needsUsers = (change.before === null && (config.notifyCargos.length > 0 || config.notifyAreas.length > 0)) ||
      (isGrave(change.after.gravedad) && !isGrave(change.before?.gravedad))
    const users = needsUsers ? yield* Effect.flatMap(UserRepository, (r) => r.list) : []
    yield* notifyCreation(change, config, users)
    yield* notifySeverity(change, config, users)
    const assigned = yield* assignEvaluator(change, config)
    // The follow-up sees the estado the assignment may have set.
    const current = assigned ? { ...change.after, estado: "En proceso" } : change.after
    const followed = yield* autoFollowup(current, change, config)
    return assigned || followed
  })
