/**
 * The eight-criteria causality assessment (kl): criterion keys and score ranges (decisions.md
 * "Causality (kl)"), the total and its classification (service-spec "Eight-criteria causality
 * record"), and the schema of the QF's confirmation, whose totals and classifications are always
 * recomputed here from the criteria — a client cannot store a total its criteria do not add up to.
 */
import { z } from "zod"
import { Fields, Validation } from "@atalaya/core"

const { Messages, report } = Validation

/** The eight criteria, in the order forms and prompts list them. */
export const CRITERIOS = [
  "temporalidad",
  "conocimiento_previo",
  "dechallenge",
  "rechallenge",
  "alternativas",
  "factores_contribuyentes",
  "exploraciones",
  "plausibilidad"
] as const

/** A criterion key. */
export type Criterio = (typeof CRITERIOS)[number]

/** The inclusive score range of each criterion; a positive re-challenge is the only 3. */
export const RANGOS: Readonly<Record<Criterio, { readonly min: number; readonly max: number }>> = {
  temporalidad: { min: 0, max: 2 },
  conocimiento_previo: { min: 0, max: 2 },
  dechallenge: { min: 0, max: 2 },
  rechallenge: { min: 0, max: 3 },
  alternativas: { min: 0, max: 2 },
  factores_contribuyentes: { min: 0, max: 1 },
  exploraciones: { min: 0, max: 1 },
  plausibilidad: { min: 0, max: 2 }
}

/** Display names of the criteria (service-spec spelling). */
export const NOMBRES: Readonly<Record<Criterio, string>> = {
  temporalidad: "Temporalidad",
  conocimiento_previo: "Conocimiento Previo",
  dechallenge: "Dechallenge",
  rechallenge: "Rechallenge",
  alternativas: "Alternativas",
  factores_contribuyentes: "Factores Contribuyentes",
  exploraciones: "Exploraciones",
  plausibilidad: "Plausibilidad"
}

/** The highest total the criteria can add up to (15). */
export const MAX_TOTAL = CRITERIOS.reduce((sum, c) => sum + RANGOS[c].max, 0)

/** The classifications of the kl assessment. */
export const CLASIFICACIONES = ["Definida", "Probable", "Posible", "Improbable", "Condicional", "Inclasificable"] as const

/** A kl classification. */
export type Clasificacion = (typeof CLASIFICACIONES)[number]

/**
 * The classification of a total: ≥ 9 Definida, 6-8 Probable, 3-5 Posible, 1-2 Improbable,
 * 0 Condicional (insufficient data), a negative total Improbable; a criterion set marked not
 * evaluable is Inclasificable whatever its total.
 */
export const classify = (total: number, evaluable: boolean = true): Clasificacion => {
  if (!evaluable) return "Inclasificable"
  if (total >= 9) return "Definida"
  if (total >= 6) return "Probable"
  if (total >= 3) return "Posible"
  if (total === 0) return "Condicional"
  return "Improbable"
}

/** One criterion's score and the reason for it. */
export interface Puntuacion {
  readonly score: number
  readonly rationale: string
}

/** Scores of the eight criteria. */
export type Criterios = { readonly [K in Criterio]: Puntuacion }

/** True when `score` is a whole number inside the criterion's range. */
export const inRange = (criterio: Criterio, score: number): boolean =>
  Number.isInteger(score) && score >= RANGOS[criterio].min && score <= RANGOS[criterio].max

/** The sum of the criteria's scores. */
export const totalOf = (criterios: { readonly [K in Criterio]: { readonly score: number } }): number =>
  CRITERIOS.reduce((sum, c) => sum + criterios[c].score, 0)

/** A scored criterion set: the criteria, their total and its classification. */
export interface Evaluacion {
  readonly criterios: Criterios
  readonly score_total: number
  readonly clasificacion: Clasificacion
  /** false when the data contradict each other so that no assessment is possible (Inclasificable). */
  readonly evaluable: boolean
}

/** Totals and classifies a criterion set. */
export const evaluate = (criterios: Criterios, evaluable: boolean = true): Evaluacion => {
  const total = totalOf(criterios)
  return { criterios, score_total: total, clasificacion: classify(total, evaluable), evaluable }
}

// ---------------------------------------------------------------------------------------------
// The QF's confirmation (PUT /causality/kl/confirm/{icsr_id})

/** One criterion as the QF confirms it; `score_sys` is the system's suggested score, when sent. */
export interface CriterioConfirmado {
  readonly score: number
  readonly rationale: string
  readonly score_sys?: number
}

/** One criterion as validated from a confirmation body (blank values read as null). */
export interface CriterioInput {
  readonly score: number
  readonly rationale?: string | null
  readonly score_sys?: number | null
}

/** A validated confirmation body (only what the client may decide). */
export interface KlConfirmInput {
  readonly criterios: { readonly [K in Criterio]: CriterioInput }
  readonly score_total_sys?: number | null
  readonly clasificacion_sys?: string | null
  readonly rationale_global_qf?: string | null
  readonly version_prompt?: string | null
  readonly modelo_llm?: string | null
  readonly producto_evaluado?: string | null
  readonly evaluable?: boolean | null
}

const scoreOf = (criterio: Criterio, presence: Fields.Presence) =>
  Fields.integer(presence, RANGOS[criterio].min, RANGOS[criterio].max)

const criterioSchema = (criterio: Criterio) =>
  Fields.record({
    score: scoreOf(criterio, "required"),
    rationale: Fields.text(Fields.LONG_TEXT),
    score_sys: scoreOf(criterio, "optional")
  })

const required = <S extends z.ZodTypeAny>(schema: S) =>
  z.unknown().transform((value, ctx): z.output<S> => {
    if (value === undefined || value === null) {
      report(ctx, value === undefined ? Messages.missing : Messages.notNull)
      return z.NEVER
    }
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) ctx.addIssue({ ...(issue as z.core.$ZodIssueCustom), code: "custom" })
    return z.NEVER
  })

const criteriosSchema = required(
  Fields.record(Object.fromEntries(CRITERIOS.map((c) => [c, required(criterioSchema(c))])) as unknown as Record<Criterio, z.ZodTypeAny>)
)

/**
 * Schema of the confirmation body: the eight criteria are required, each score an integer in its
 * range (`loc` `['body', 'criterios', <criterion>, 'score']`); the client's `score_total_qf`,
 * `clasificacion_qf` and the system classification are not read — they are recomputed.
 */
export const KlConfirm = Fields.record({
  criterios: criteriosSchema,
  score_total_sys: Fields.integer("optional", 0, MAX_TOTAL),
  clasificacion_sys: Fields.text(Fields.SHORT_TEXT),
  rationale_global_qf: Fields.text(Fields.LONG_TEXT),
  version_prompt: Fields.text(Fields.SHORT_TEXT),
  modelo_llm: Fields.text(Fields.SHORT_TEXT),
  producto_evaluado: Fields.text(Fields.SHORT_TEXT),
  evaluable: Fields.boolean()
}) as unknown as z.ZodType<KlConfirmInput>

/** A kl record's values as computed for storage. */
export interface KlValues {
  readonly icsr_id: number
  readonly producto_evaluado: string
  readonly criterios: { readonly [K in Criterio]: CriterioConfirmado }
  readonly score_total_sys: number | null
  readonly score_total_qf: number
  readonly clasificacion_sys: Clasificacion | null
  readonly clasificacion_qf: Clasificacion
  readonly evaluable: boolean
  readonly rationale_global_qf: string | null
  readonly version_prompt: string | null
  readonly modelo_llm: string | null
  readonly created_by: number | null
}

/** A stored kl record (one per confirmation; several per case, told apart by producto_evaluado). */
export interface KlRecord extends KlValues {
  readonly id: number
  readonly created_at: string
}

/**
 * The record a confirmation stores. The QF total is the sum of the confirmed scores and the QF
 * classification follows it (rule 2). The system total is the sum of the `score_sys` values when
 * every criterion carries one, otherwise the client's `score_total_sys` (checked to be 0-15); the
 * system classification follows that total, except that a system `Inclasificable` is kept.
 */
export const recordOf = (
  input: KlConfirmInput,
  context: { readonly icsr_id: number; readonly producto_evaluado: string; readonly created_by: number | null }
): KlValues => {
  const evaluable = input.evaluable ?? true
  const qf = totalOf(input.criterios)
  const sysScores = CRITERIOS.map((c) => input.criterios[c].score_sys)
  const sysTotal = sysScores.every((s) => typeof s === "number")
    ? sysScores.reduce<number>((sum, s) => sum + (s ?? 0), 0)
    : input.score_total_sys ?? null
  const sysInclasificable = typeof input.clasificacion_sys === "string" && Fields.fold(input.clasificacion_sys) === "inclasificable"
  const criterios = Object.fromEntries(CRITERIOS.map((c) => {
    const given = input.criterios[c]
    return [c, given.score_sys === undefined || given.score_sys === null
      ? { score: given.score, rationale: given.rationale ?? "" }
      : { score: given.score, rationale: given.rationale ?? "", score_sys: given.score_sys }]
  })) as { [K in Criterio]: CriterioConfirmado }
  return {
    icsr_id: context.icsr_id,
    producto_evaluado: context.producto_evaluado,
    criterios,
    score_total_sys: sysTotal,
    score_total_qf: qf,
    clasificacion_sys: sysTotal === null ? (sysInclasificable ? "Inclasificable" : null) : classify(sysTotal, !sysInclasificable),
    clasificacion_qf: classify(qf, evaluable),
    evaluable,
    rationale_global_qf: input.rationale_global_qf ?? null,
    version_prompt: input.version_prompt ?? null,
    modelo_llm: input.modelo_llm ?? null,
    created_by: context.created_by
  }
}

/** The 404 text when a case has no stored assessment (decisions.md). */
export const NO_ASSESSMENT = "Sin evaluacion de causalidad"
