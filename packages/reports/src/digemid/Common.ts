/**
 * What the DIGEMID exports share: the coding gate (evaluation rule 4), the request body, the file
 * names (decisions.md) and how values are written on the forms.
 */
import { type Case, CaseService, type Errors, Fields } from "@atalaya/core"
import { Data, Effect } from "effect"
import type { z } from "zod"

/**
 * Export refused: the case has no event, or some event lacks its MedDRA PT code or term. The HTTP
 * adapter answers 409 `{detail: 'Codificacion MedDRA incompleta', eventos_sin_codificar: [ids]}`.
 */
export class CodingIncomplete extends Data.TaggedError("CodingIncomplete")<{ readonly eventos_sin_codificar: ReadonlyArray<number> }> {
  /** The contract's text. */
  readonly detail = "Codificacion MedDRA incompleta"
}

const coded = (value: string | null) => value !== null && value.trim() !== ""

/** Passes a case whose events are all MedDRA-coded (at least one event); fails with {@link CodingIncomplete}. */
export const requireCoding = (c: Case.Case): Effect.Effect<void, CodingIncomplete> => {
  const missing = c.eventos.filter((e) => !coded(e.meddra_pt_code) || !coded(e.meddra_pt_term)).map((e) => e.id)
  return c.eventos.length === 0 || missing.length > 0
    ? Effect.fail(new CodingIncomplete({ eventos_sin_codificar: missing }))
    : Effect.void
}

/** The DIGEMID models. */
export const MODELOS = ["A", "B"] as const

/** The body of `POST /icsr/{id}/export/digemid`. */
export interface DigemidRequest {
  readonly modelo: (typeof MODELOS)[number]
  readonly firma_nombre?: string | undefined
  readonly firma_cargo?: string | undefined
}

const DigemidBody = Fields.record({
  modelo: Fields.enumeration(MODELOS, {}, "required"),
  firma_nombre: Fields.text(),
  firma_cargo: Fields.text()
}) as unknown as z.ZodType<DigemidRequest>

/** Validates the export body; `modelo` other than A or B is a 400 in the contract's validation shape. */
export const decodeRequest = (body: unknown): Effect.Effect<DigemidRequest, Errors.ValidationFailed> => CaseService.decode(DigemidBody, body)

/** The exported file name (decisions.md). */
export const fileName = (modelo: DigemidRequest["modelo"], id: number): string =>
  modelo === "A" ? `modelo_a_evaluacion_${id}.pdf` : `modelo_b_prof_salud_${id}.pdf`

/** `YYYY-MM-DD` as `DD/MM/YYYY`, the way Peruvian forms write dates; anything else as given. */
export const fecha = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value
}

/** Today in the unit's time zone, `DD/MM/YYYY`. */
export const hoy = (now: number, timeZone = "America/Lima"): string =>
  new Intl.DateTimeFormat("es-PE", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" }).format(now)

/** How the yes/no answers of a suspected product read on the form. */
export const RESPUESTA: Readonly<Record<string, string>> = { si: "Sí", no: "No", no_aplica: "No aplica", desconocido: "Desconocido" }

/** `paciente_sexo` as written on the form. */
export const SEXO: Readonly<Record<string, string>> = { M: "Masculino", F: "Femenino", O: "Otro" }

/** The ICH E2D seriousness criteria as the form names them. */
export const CRITERIO: Readonly<Record<string, string>> = {
  muerte: "Muerte",
  amenaza_vida: "Puso en peligro la vida",
  hospitalizacion: "Hospitalización o prolongación",
  discapacidad: "Discapacidad persistente o significativa",
  anomalia_congenita: "Anomalía congénita",
  medicamente_importante: "Médicamente importante"
}

/** Folded for comparisons of free-text values with the form's options. */
export const same = (a: string | null | undefined, b: string): boolean => a !== null && a !== undefined && Fields.fold(a) === Fields.fold(b)

/** A free-text value that mentions `b` (folded), e.g. `Recuperado con secuelas` for `recuperado con secuela`. */
export const mentions = (a: string | null | undefined, b: string): boolean => a !== null && a !== undefined && Fields.fold(a).includes(Fields.fold(b))

/** The signer and date printed at the end of a form. */
export interface Firma {
  readonly nombre: string
  readonly cargo: string
  readonly fecha: string
}
