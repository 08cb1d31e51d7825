/**
 * A case prepared for duplicate matching (Duplicates.ts `profile`): every field the rule reads,
 * normalized once, and what its narrative says of the patient, the event and the product.
 */
import { subjectNumbers } from "./subjects.js"
import { normalizeRegistro } from "../../case/CaseRules.js"
import { birthOrdinal, loneNameOf, normalizeInitials } from "./initials.js"
import { ageOf, type PatientFacts, sexOf } from "./contradictions.js"
import { daysApart, normalizeDate } from "./dates.js"
import { aliasesInText, fieldNames, innSkeleton, type ProductName, productTokens } from "./products.js"
import { ingredientsOf } from "./brandLexicon.js"
import { administrationsOf } from "./administrations.js"
import { dispensingOf, type Dispensing } from "./dispensings.js"
import { doseDaysOf } from "./doseDays.js"
import { narrativeDates } from "./textDates.js"
import { ageReadings, bodyWeights, guessedAge, monthsOfAge, roughAge, slippedAges, yearsStated } from "./ages.js"
import { bothNames, nameInField, nameInText, refineInitials } from "./textNames.js"
import { recordNumbers } from "./records.js"
import { identifierNumbers } from "./identifiers.js"
import { birthOrderInText, birthWeight, bornByDaysOfLife, motherAge, mothersSurnames, obstetricFormula } from "./newborns.js"
import { type NarrativeProfile, narrativeProfile, stem } from "./narratives.js"

/** A suspected product as far as matching is concerned. */
export interface DupProducto {
  readonly nombre_producto?: string | null | undefined
  readonly ifa?: string | null | undefined
  readonly registro_sanitario?: string | null | undefined
}

/** The fields of a case that duplicate detection reads (a stored case has all of them). */
export interface DupCase {
  readonly id: number
  readonly paciente_iniciales?: string | null | undefined
  /** M, F or O; only M and F can contradict. */
  readonly paciente_sexo?: string | null | undefined
  readonly paciente_edad?: number | null | undefined
  readonly paciente_fecha_nacimiento?: string | null | undefined
  readonly fecha_inicio_evento?: string | null | undefined
  /** Stands in for a missing event date when placing a case in the date window. */
  readonly fecha_recepcion?: string | null | undefined
  readonly producto_sospechoso?: string | null | undefined
  readonly descripcion_evento?: string | null | undefined
  readonly productos?: ReadonlyArray<DupProducto> | undefined
}

// ---------------------------------------------------------------------------------------------
// Profiles and scoring

/** A case prepared for matching: every field in normalized form, computed once. */
export interface Profile {
  readonly id: number
  readonly initials: string | null
  readonly birthDate: string | null
  readonly eventDate: string | null
  /** The event date was read from the narrative ({@link eventDateInText}): the field was empty, or its form labels another onset ({@link labelledEventDate}). */
  readonly eventDateFromText: boolean
  /** The date read from the narrative is stated as the onset by its words (internal/textDates.ts): it tells two events apart as a typed one does. */
  readonly eventDateStated?: boolean | undefined
  /**
   * The typed event date is a first of the month that the narrative states as its one date: a day,
   * not the month-only date E2B stores as its first day. A narrative stating several dates may give
   * that first as the drug's start ('inicio de la terapia 2025-01-01; el evento se inició el 2025-01-30').
   */
  readonly eventDayStated?: boolean | undefined
  /** Where the case sits in the date window: its event date, else the month its narrative gives, else its reception date. */
  readonly anchorDate: string | null
  /** When the report was received. */
  readonly received?: string | null | undefined
  /**
   * Undated, the onset its narrative counts back from the reception ('hace una semana'): it can
   * meet the other report's event date, as a date read from a narrative, but it neither places the
   * case nor tells two events apart.
   */
  readonly toldOnset?: string | null | undefined
  readonly products: ReadonlyArray<ProductName>
  readonly registros: ReadonlySet<string>
  readonly narrative: NarrativeProfile
  /** The product names' words in narrative form: not compared as narrative, the product part scores them. */
  readonly productWords: ReadonlySet<string>
  /** What the case says of its patient, for contradictions. */
  readonly facts: PatientFacts
  /** The cycles and doses its narrative names (`c3`, `d2`) and the days it gives them (ISO dates): internal/administrations.ts. */
  readonly administrations: ReadonlySet<string>
  /** The chart numbers its narrative gives (internal/records.ts); absent in profiles built by hand. */
  readonly records?: ReadonlySet<string> | undefined
  /** The programme codes, documents and telephones its narrative gives (internal/identifiers.ts); absent in profiles built by hand. */
  readonly identifiers?: ReadonlySet<string> | undefined
  /** The lots and days of purchase its narrative states (internal/dispensings.ts); absent in profiles built by hand. */
  readonly dispensing?: Dispensing | undefined
  /** The days its narrative names, when it dates its reaction by the administration (internal/doseDays.ts); absent otherwise. */
  readonly doseDays?: ReadonlySet<string> | undefined
}

// How long before the field's date (an admission, a consultation) the symptoms a narrative states
// may have begun for that statement to date the event: a week, as people come in.
const ONSET_BEFORE_FIELD_DAYS = 7

/** Product names compared per case: far more suspect products than any report lists, and a bound on the work. */
const MAX_PRODUCT_NAMES = 50

/**
 * Prepares a case: the free-text suspect product, and every nested product's name and active
 * ingredient, are product names, and so are the ingredients of a known brand among them
 * (internal/brandLexicon.ts); nested registration numbers are compared in normalized form.
 */
export const profile = (c: DupCase): Profile => {
  const names: Array<ProductName> = []
  const seen = new Set<string>()
  const add = (raw: string | null | undefined) => {
    for (const name of fieldNames(raw)) {
      const tokens = productTokens(name)
      const key = tokens.join(" ")
      if (tokens.length > 0 && !seen.has(key) && names.length < MAX_PRODUCT_NAMES) {
        seen.add(key)
        names.push({ tokens, skeletons: tokens.map(innSkeleton) })
      }
    }
  }
  add(c.producto_sospechoso)
  const registros = new Set<string>()
  for (const p of (c.productos ?? []).slice(0, MAX_PRODUCT_NAMES)) {
    add(p.nombre_producto)
    // Combinations are written 'amoxicilina + ácido clavulánico', 'amoxicilina/clavulanato' or, in E2B, 'AMOXICILLIN\CLAVULANATE'.
    for (const ingredient of (p.ifa ?? "").split(/[+/,;\\]| y | and /)) add(ingredient)
    const reg = typeof p.registro_sanitario === "string" ? normalizeRegistro(p.registro_sanitario) : ""
    // A registration has digits: "No aplica (PEI)", "En trámite" name none, and every trial's medicine would share them.
    if (reg.length >= 4 && /\d/.test(reg)) registros.add(reg)
  }
  // The narrative's other name for one of them: 'usuaria de Unidía (levonorgestrel)'.
  for (const alias of aliasesInText(c.descripcion_evento, names)) add(alias)
  // A brand also names its ingredients, as a drug dictionary maps them: 'Xarelto' meets 'rivaroxabán'.
  for (const name of names.slice()) for (const token of name.tokens) for (const ingredient of ingredientsOf(token)) add(ingredient)
  const eventField = normalizeDate(c.fecha_inicio_evento)
  const received = normalizeDate(c.fecha_recepcion)
  // A form's labelled onset that the field contradicts wins: a follow-up sheet's field holds the
  // date of its control ('FECHA RAM: 01/08/2023 … EVALUADO EL 19/08'), the label the event's.
  const told = narrativeDates(c.descripcion_evento, received, eventField !== null)
  // So does an onset its words state days before the field's date ('ingresa el 17/06 … con
  // síntomas desde el 15/06'): a hospital's field holds the admission, the site's form the onset.
  const since = told.labelled === null && eventField !== null && told.since != null && told.since < eventField &&
    daysApart(told.since, eventField) <= ONSET_BEFORE_FIELD_DAYS ? told.since : null
  const overridden = eventField !== null && ((told.labelled !== null && told.labelled !== eventField) || since !== null)
  const eventDate = overridden ? told.labelled ?? since : eventField ?? told.event
  // The name a narrative gives completes the field's initials ('LC' and 'Datos del paciente: Luis Cruz Vásquez').
  const name = nameInText(c.descripcion_evento)
  const initials = refineInitials(normalizeInitials(c.paciente_iniciales), name?.initials ?? null)
  const birthDate = normalizeDate(c.paciente_fecha_nacimiento)
  // Undated, a report is searched for around the month its narrative gives, else its reception.
  const anchorDate = eventDate ?? told.month ?? received
  const age = ageOf(c.paciente_edad)
  const months = monthsOfAge(c.descripcion_evento, age)
  return {
    id: c.id,
    initials,
    birthDate,
    eventDate,
    eventDateFromText: (eventField === null || overridden) && eventDate !== null,
    eventDateStated: (eventField === null || overridden) && eventDate !== null && (told.stated === true || since !== null),
    eventDayStated: eventField !== null && eventField.endsWith("-01") && told.event === eventField,
    anchorDate,
    received,
    toldOnset: eventDate === null ? told.relative : null,
    products: names,
    registros,
    narrative: narrativeProfile(c.descripcion_evento),
    productWords: new Set(names.flatMap((n) => n.tokens.map(stem))),
    administrations: administrationsOf(c.descripcion_evento, received),
    records: recordNumbers(c.descripcion_evento),
    identifiers: identifierNumbers(c.descripcion_evento),
    dispensing: dispensingOf(c.descripcion_evento, received),
    doseDays: doseDaysOf(c.descripcion_evento),
    facts: { sex: sexOf(c.paciente_sexo), age, ages: ageReadings(months, age, slippedAges(c.descripcion_evento, age)), guess: guessedAge(c.descripcion_evento, age), rough: roughAge(c.descripcion_evento), months, yearsStated: yearsStated(c.descripcion_evento, age, birthDate, anchorDate), weights: bodyWeights(c.descripcion_evento), received, birthDate, initials, ordinal: birthOrdinal(c.paciente_iniciales) ?? birthOrderInText(c.descripcion_evento), birthWeight: birthWeight(c.descripcion_evento), motherAge: motherAge(c.descripcion_evento), bornAround: bornByDaysOfLife(c.descripcion_evento, overridden ? eventDate : eventField, received), mothers: mothersSurnames(c.descripcion_evento), formula: obstetricFormula(c.descripcion_evento), anchorDate, name: bothNames(nameInField(c.paciente_iniciales), name), fieldName: loneNameOf(c.paciente_iniciales), subjects: subjectNumbers(c.descripcion_evento) }
  }
}
