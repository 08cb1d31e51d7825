/**
 * Schema checks for unit tests: run a schema the way the services do (`CaseService.decode`) and
 * look at the contract-shaped result; a stored case to run rules on.
 */
import { expect } from "vitest"
import type { z } from "zod"
import { Case, CaseRules, Validation } from "@atalaya/core"

/** Result of validating a body: the parsed value or the contract's issue list. */
export type Outcome<A> = { ok: true; value: A } | { ok: false; issues: ReadonlyArray<Validation.ValidationIssue> }

/** Validates `input` with `schema` and converts failures to `{loc, msg, type}` issues under `source`. */
export const check = <A>(schema: z.ZodType<A>, input: unknown, source: Validation.IssueSource = "body"): Outcome<A> => {
  const parsed = schema.safeParse(input)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: Validation.fromZod(source, parsed.error) }
}

/** The parsed value; fails the test with the issue list when validation fails. */
export const valid = <A>(schema: z.ZodType<A>, input: unknown): A => {
  const out = check(schema, input)
  if (!out.ok) expect.fail(`expected valid input, got ${JSON.stringify(out.issues)}`)
  return out.value
}

/** The issue list; fails the test when validation passes. */
export const issues = (schema: z.ZodType<unknown>, input: unknown): ReadonlyArray<Validation.ValidationIssue> => {
  const out = check(schema, input)
  if (out.ok) expect.fail(`expected a validation failure, got ${JSON.stringify(out.value)}`)
  return out.issues
}

/** The smallest body `POST /icsr` accepts: the six required fields. */
export const minimalCase = (): Record<string, unknown> => ({
  paciente_iniciales: "JPM",
  paciente_edad: 34,
  paciente_sexo: "F",
  reportante_nombre: "Dra. Ana Ruiz",
  producto_sospechoso: "Amoxicilina 500 mg",
  descripcion_evento: "Erupcion cutanea tras la segunda dosis"
})

/** A stored case as the repository would return it. */
export const storedCase = (overrides: Partial<Case.Case> = {}): Case.Case => ({
  ...CaseRules.emptyValues(),
  id: 1,
  created_at: "2024-05-10T15:00:00.000Z",
  updated_at: "2024-05-10T15:00:00.000Z",
  fecha_recepcion: "2024-05-10",
  origen_notificacion: "web_form",
  paciente_iniciales: "JPM",
  paciente_edad: 34,
  paciente_sexo: "F",
  reportante_nombre: "Dra. Ana Ruiz",
  producto_sospechoso: "Amoxicilina 500 mg",
  descripcion_evento: "Erupcion cutanea",
  estado: "Pendiente",
  productos: [],
  concomitantes: [],
  seguimientos: [],
  eventos: [],
  ...overrides
})
