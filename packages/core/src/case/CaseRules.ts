/**
 * Pure rules of the ICSR case: reporter contact routing, deadlines from urgency, defaults at
 * creation and the field-level diff that the audit trail records. No I/O; usable from scripts.
 */
import type { Case, CaseInput, CaseValues, NestedInput } from "./Case.js"
import { CASE_FIELD_NAMES, URGENCIA_DIAS } from "./Case.js"

/** WhatsApp contacts arrive from intake as `whatsapp:+51...`. */
const WHATSAPP_PREFIX = /^whatsapp:/i

/**
 * Routes `reportante_contacto` to `reportante_email` (when it contains '@') or to
 * `reportante_telefono` (without a `whatsapp:` prefix). A field the client sent itself wins.
 */
export const routeContact = (input: CaseInput): CaseInput => {
  const contacto = input.reportante_contacto
  if (typeof contacto !== "string") return input
  if (contacto.includes("@")) {
    return input.reportante_email === undefined ? { ...input, reportante_email: contacto } : input
  }
  const phone = contacto.replace(WHATSAPP_PREFIX, "").trim()
  return input.reportante_telefono === undefined && phone !== "" ? { ...input, reportante_telefono: phone } : input
}

/** Adds `days` to an ISO date (`YYYY-MM-DD`). */
export const addDays = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** `fecha_limite` for an urgency: reception + 1, 3 or 7 days (evaluation rule 1). */
export const fechaLimite = (fechaRecepcion: string, urgencia: string | null | undefined): string | null => {
  const days = urgencia && Object.hasOwn(URGENCIA_DIAS, urgencia) ? URGENCIA_DIAS[urgencia as keyof typeof URGENCIA_DIAS] : undefined
  return days === undefined ? null : addDays(fechaRecepcion, days)
}

/** Today's date in `timeZone` (the unit's local day, not UTC's). */
export const localDate = (epochMillis: number, timeZone: string = "America/Lima"): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(epochMillis)

/** Service-set values of a new case. */
export interface CreationMeta {
  readonly fecha_recepcion: string
  readonly origen_notificacion: string
}

/** Every scalar field, null where not given. */
export const emptyValues = (): CaseValues => {
  const out: Record<string, unknown> = {}
  for (const name of CASE_FIELD_NAMES) out[name] = name === "ea_criterios_gravedad" ? [] : null
  return out as CaseValues
}

/** The scalar values of a new case: defaults applied, contact routed, deadline derived. */
export const valuesForCreate = (input: CaseInput, meta: CreationMeta): CaseValues => {
  const routed = routeContact(input)
  const values = { ...emptyValues(), ...pickScalars(routed) }
  if (values.estado === null) values.estado = "Pendiente"
  if (values.fecha_limite === null) values.fecha_limite = fechaLimite(meta.fecha_recepcion, values.urgencia)
  return values
}

/** The scalar changes an update makes to `current`: contact routed, deadline re-derived with urgency. */
export const valuesForUpdate = (current: Case, input: CaseInput): Partial<CaseValues> => {
  const routed = routeContact(input)
  const changes: Partial<CaseValues> = pickScalars(routed)
  if (changes.urgencia !== undefined && changes.urgencia !== current.urgencia && changes.fecha_limite === undefined) {
    changes.fecha_limite = fechaLimite(current.fecha_recepcion, changes.urgencia)
  }
  return changes
}

/** The scalar fields present in an input. */
export const pickScalars = (input: CaseInput): Partial<CaseValues> => {
  const out: Record<string, unknown> = {}
  for (const name of CASE_FIELD_NAMES) {
    const v = input[name]
    if (v !== undefined) out[name] = v
  }
  return out as Partial<CaseValues>
}

/** One changed scalar field. */
export interface FieldChange {
  readonly field: string
  readonly before: unknown
  readonly after: unknown
}

/** Entries added to and removed from one nested list. */
export interface NestedChange {
  readonly added: ReadonlyArray<unknown>
  readonly removed: ReadonlyArray<unknown>
}

/** What an update changed, as the audit trail stores it. */
export interface CaseDiff {
  readonly fields: ReadonlyArray<FieldChange>
  readonly nested: Readonly<Record<string, NestedChange>>
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

const withoutIds = (entry: unknown): string => {
  if (typeof entry !== "object" || entry === null) return JSON.stringify(entry)
  const { id: _id, icsr_id: _icsr, laboratorio: _l, rs_vencimiento: _r, ...rest } = entry as Record<string, unknown>
  const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined).sort(([a], [b]) => a.localeCompare(b)))
  return JSON.stringify(clean)
}

/** Multiset difference of two nested lists, ignoring ids. */
export const diffEntries = (before: ReadonlyArray<unknown>, after: ReadonlyArray<unknown>): NestedChange => {
  const remaining = new Map<string, number>()
  for (const e of before) remaining.set(withoutIds(e), (remaining.get(withoutIds(e)) ?? 0) + 1)
  const added: Array<unknown> = []
  for (const e of after) {
    const key = withoutIds(e)
    const n = remaining.get(key) ?? 0
    if (n > 0) remaining.set(key, n - 1)
    else added.push(e)
  }
  const removed: Array<unknown> = []
  const left = new Map(remaining)
  for (const e of before) {
    const key = withoutIds(e)
    const n = left.get(key) ?? 0
    if (n > 0) {
      removed.push(e)
      left.set(key, n - 1)
    }
  }
  return { added, removed }
}

const NESTED = ["productos", "concomitantes", "seguimientos", "eventos"] as const

/** Field-level differences between two states of a case. */
export const diffCase = (before: Case, after: Case): CaseDiff => {
  const fields: Array<FieldChange> = []
  for (const name of CASE_FIELD_NAMES) {
    if (!same(before[name], after[name])) fields.push({ field: name, before: before[name], after: after[name] })
  }
  const nested: Record<string, NestedChange> = {}
  for (const key of NESTED) {
    const change = diffEntries(before[key], after[key])
    if (change.added.length > 0 || change.removed.length > 0) nested[key] = change
  }
  return { fields, nested }
}

/** True when a diff records no change at all. */
export const isEmptyDiff = (diff: CaseDiff): boolean => diff.fields.length === 0 && Object.keys(diff.nested).length === 0

/** Nested arrays a full update always replaces (absent means empty). */
export const fullNested = (input: CaseInput): Required<NestedInput> => ({
  productos: input.productos ?? [],
  concomitantes: input.concomitantes ?? [],
  seguimientos: input.seguimientos ?? []
})

/** Normalizes a registration number so 'EE-01234' and 'ee 01234' meet (catalog matching key). */
export const normalizeRegistro = (registro: string): string =>
  registro.trim().toUpperCase().replace(/[\s\-_.\/]+/g, "")
