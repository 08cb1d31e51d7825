/**
 * What the language model is asked for causality: the instructions, the payload as the user
 * message, the prompt version labels stored with results (`version_prompt`), and the answer
 * schemas. The schemas bound every criterion to its range, so an answer out of range is a failed
 * answer (retried, then 502) and never a stored half-result; totals are never taken from the model.
 */
import { z } from "zod"
import * as Causality from "./Causality.js"
import type * as CausalityRules from "./CausalityRules.js"
import * as TechnicalSheet from "./TechnicalSheet.js"

/** Prompt version of the kl suggestion. */
export const KL_PROMPT_VERSION = "kl-v1"
/** Prompt version of the FT assessment. */
export const FT_PROMPT_VERSION = "ft-v1"
/** Version label of the rule-based engines (stored as `version_prompt` when the rules answered). */
export const RULES_VERSION = "reglas-v1"

/** Structured-output schema name of the kl suggestion. */
export const KL_SCHEMA_NAME = "causalidad_kl"
/** Structured-output schema name of the FT assessment. */
export const FT_SCHEMA_NAME = "causalidad_ft"

/** Longest reason accepted from the model; a longer answer is a failed answer, never a truncated one. */
export const MAX_REASON = 2_000

const criterio = (c: Causality.Criterio) =>
  z.object({
    score: z.number().int().min(Causality.RANGOS[c].min).max(Causality.RANGOS[c].max),
    rationale: z.string().min(1).max(MAX_REASON)
  })

/** The model's kl answer: every criterion scored in its range with a reason; whether the data can be assessed. */
export const KlAnswer = z.object({
  criterios: z.object(Object.fromEntries(Causality.CRITERIOS.map((c) => [c, criterio(c)])) as { [K in Causality.Criterio]: ReturnType<typeof criterio> }),
  evaluable: z.boolean(),
  motivo_no_evaluable: z.string().max(MAX_REASON).nullable()
})

/** A kl answer. */
export type KlAnswer = z.infer<typeof KlAnswer>

/** The model's FT answer, in the FT result's shape. */
export const FtAnswer = z.object({
  evento_listado: z.boolean(),
  seccion: z.enum(["4.8", "4.4"]).nullable(),
  frecuencia: z.enum(TechnicalSheet.FRECUENCIAS).nullable(),
  dosis_relevante: z.boolean(),
  contraindicacion: z.boolean(),
  clasificacion: z.enum(TechnicalSheet.FT_CLASIFICACIONES),
  justificacion: z.string().min(1).max(MAX_REASON)
})

/** An FT answer. */
export type FtAnswer = z.infer<typeof FtAnswer>

/** A prompt as sent: instructions and user message. */
export interface Prompt {
  readonly system: string
  readonly user: string
}

const ranges = Causality.CRITERIOS.map((c) => `- ${c} (${Causality.NOMBRES[c]}): ${Causality.RANGOS[c].min}-${Causality.RANGOS[c].max}`).join("\n")

const KL_SYSTEM = `Eres un químico farmacéutico de farmacovigilancia. Evalúa la causalidad entre el producto evaluado y el evento adverso de un caso (ICSR) con el algoritmo de ocho criterios.

Puntúa cada criterio con un entero dentro de su rango y explica la puntuación en una frase en español basada solo en los datos del caso:
${ranges}

Guía:
- temporalidad: 2 si el evento comenzó durante la exposición; 1 si comenzó poco después de suspender; 0 si comenzó antes del producto o faltan fechas.
- conocimiento_previo: 2 si la ficha técnica lista el evento en 4.8; 1 si solo en advertencias (4.4) o de forma ocasional; 0 si no consta.
- dechallenge: 2 si desapareció al suspender; 1 si mejoró al reducir la dosis; 0 si no mejoró o no hay información.
- rechallenge: 3 si reapareció al reexponer; 1 si hubo una reacción previa similar con el mismo producto; 0 en otro caso.
- alternativas: 2 si constan datos que descartan otras causas; 1 si hay causas alternativas menos verosímiles; 0 si hay una causa alternativa verosímil o no hay información.
- factores_contribuyentes: 1 si hay factores que favorecen la reacción (edad, función renal o hepática, embarazo, interacciones, polifarmacia).
- exploraciones: 1 si pruebas complementarias documentan la reacción.
- plausibilidad: 2 si el mecanismo farmacológico explica el evento; 1 si es plausible; 0 si no hay elementos.
Marca evaluable=false solo si los datos son contradictorios y no permiten evaluar, con el motivo; si no, motivo_no_evaluable=null.
No calcules el total ni la clasificación: el sistema los calcula. Responde solo con el JSON pedido.`

/** The kl prompt for a payload. */
export const klPrompt = (payload: CausalityRules.KlPayload): Prompt => ({
  system: KL_SYSTEM,
  user: JSON.stringify(payload)
})

/** Longest section text sent to the model (characters); sheets can be long and only 4.3, 4.4 and 4.8 matter. */
export const SECTION_EXCERPT = 6_000

const FT_SYSTEM = `Eres un químico farmacéutico de farmacovigilancia. Evalúa si la ficha técnica del producto describe el evento adverso del caso.

Recibes las secciones de la ficha técnica (4.3 contraindicaciones, 4.4 advertencias, 4.8 reacciones adversas), los términos del evento (MedDRA y relato), las respuestas de retirada y reexposición, las condiciones del paciente, sus otros medicamentos y un análisis previo por reglas que puedes corregir.

Responde:
- evento_listado: si el evento (o un sinónimo clínico) figura en la ficha; seccion: "4.8", "4.4" o null.
- frecuencia: la frecuencia de la sección 4.8 (muy frecuente, frecuente, poco frecuente, rara, muy rara, frecuencia no conocida) o null.
- dosis_relevante: si la ficha o el caso relacionan la reacción con la dosis.
- contraindicacion: si el paciente tenía una contraindicación de la sección 4.3.
- clasificacion: Definida, Probable, Posible o Improbable según la ficha técnica y la evolución del caso.
- justificacion: una o dos frases en español.
Responde solo con el JSON pedido.`

const excerpt = (text: string | undefined): string | null =>
  text === undefined ? null : text.length <= SECTION_EXCERPT ? text : `${text.slice(0, SECTION_EXCERPT)} […]`

/** The FT prompt: the relevant sections, the case's side and the rule result. */
export const ftPrompt = (
  secciones: TechnicalSheet.Secciones,
  caso: TechnicalSheet.FtCaseData,
  reglas: TechnicalSheet.FtResult
): Prompt => ({
  system: FT_SYSTEM,
  user: JSON.stringify({
    ficha_tecnica: {
      contraindicaciones: excerpt(secciones.contraindicaciones),
      advertencias: excerpt(secciones.advertencias),
      reacciones_adversas: excerpt(secciones.reacciones_adversas)
    },
    caso,
    analisis_reglas: reglas
  })
})
