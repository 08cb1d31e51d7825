/**
 * Rule-based extraction — Dates: what each date in the report is the date of (event onset, drug start, birth, report…).
 */
import { addDays, type FoundDate } from "../dates.js"
import { type Doc, sentenceAt } from "../text.js"
import { EVENT_VERBS, REACTION } from "./shared.js"

// ---------------------------------------------------------------------------------------------
// Dates

export type DateRole = "event_onset" | "event_start" | "event_end" | "drug_start" | "drug_and_event" | "drug_end" | "birth" | "report" | "death" | "unknown"

/** Labels and cues right before a date that say what it is the date of, checked first. */
export const LABELS: ReadonlyArray<readonly [RegExp, DateRole]> = [
  [/(?:nacimiento|f\.?\s?n\.?|fecha de nac\w*|nacid[oa]|naci|born|dob)\W{0,4}(?:el\s+|on\s+)?$/, "birth"],
  [/(?:fecha (?:de )?(?:fin\w*|termino|resolucion|recuperacion)(?: de la reaccion| de la ram| del evento)?|fin del evento|(?:resuel\w+|resolvi\w*|resolved|desaparec\w+|recuperad[oa]s?|recovered(?: without sequelae)?|normaliz\w+|normali[sz]ed|returned to normal|back to (?:normal|baseline|[\d.,]+(?: \w+\/?\w*)?)|cedi\w+|remiti\w+)\s+(?:completely\s+|totalmente\s+)?(?:el|al|on|by|hacia el|para el))\W{0,4}(?:el\s+)?$/, "event_end"],
  [/(?:fecha de inicio (?:de la reaccion(?: adversa)?|de la ram|del evento|del efecto|de los sintomas)|fecha (?:de la |del |de |)(?:ram|evento|reaccion|ea|ear)|(?:inicio|comienzo|aparicion)(?: de(?: la| los| el)?)? (?:reaccion(?:es)?(?: adversas?)?|ram|ea|evento|sintomas)|onset)\W{0,4}$/, "event_onset"],
  [/(?:fecha de inicio del tratamiento|inicio del tratamiento|inicio de tratamiento|fecha de administracion|fecha de vacunacion)\W{0,4}$/, "drug_start"],
  [/(?:fallecio|murio|died|obito|fallecimiento)\W{0,4}(?:el\s+)?$/, "death"],
  [/(?:suspend\w*|retir\w*|descontinu\w*|stopped|discontinued|dejo de \w+)[^.;]{0,40}?(?:el|on)?\s*$/, "drug_end"],
  [/(?:parto|nacio)\W{0,4}(?:el\s+)?$/, "event_start"],
  [/(?:^|\n)\s*(?:fecha de inicio|inicio|onset|comienzo)\s*[:=]\s*$/, "event_start"],
  [/(?:^|[.!?,;]\s*|\b(?:y|and)\s+)(?:fue|ocurrio|paso|it was|it happened|happened)\s+$/, "event_start"]
]

/** A drug being started or given before the date ('inició X el', 'recibió X IM el', 'started … since'). */
export const DRUG_CUE = /(?:ciclo \d+ de|cycle \d+ of|dosis de|inici[oa]|empez[oa]|empece|comenz[oa]|started|start|since|desde|recib\w+|(?:se |le |me )?pus\w+|le dieron|administr\w*|vacun\w+|aplic\w+|infiltr\w+|inyect\w+|coloc\w+|tomo|tome|toma|tomar|taking|got|took|given)\b(?:[^.;]|\.\d){0,60}$/
/** The reaction begins right when or after the drug was given ('y a las 6 horas presentó', 'and since then'). */
/** The next sentence opens with the reaction's timing from the dose ('A los 20 minutos…', '; durante la infusión presentó…'). */
export const SOON_NEXT = /^\W{0,3}(?:a (?:las?|los) \d+ (?:min\w*|horas?|h)\b|\d+ (?:min\w*|horas?) (?:despues|later)|minutes later|hours later|durante (?:la|el) (?:infusion|administracion|aplicacion|procedimiento)|during the (?:infusion|injection)|al (?:finalizar|terminar|iniciar|final de|termino de) (?:la |el )?(?:infusion|administracion|aplicacion|procedimiento|inyeccion|examen|estudio)|a los pocos minutos|al rato|inmediatamente|immediately)/
export const SAME_DAY = /^[^.;]{0,45}?\b(?:a\s+(?:las?|los)\s+\d+\s*(?:h\b|horas?|min\w*)|a las \d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m|p\.m|hrs?\b|h\b)[^.;]{0,30}?(?:tuv\w+|present\w+|empez\w+|inici\w+|comenz\w+|sali\w+|aparec\w+)|(?:\d+\s*)?(?:minutos|min|horas|minutes|hours) (?:despues|later|after)|al rat\w*|a (?:las|los) (?:pocas|pocos|unas|unos) (?:horas|minutos)|a la (?:media )?hora|within (?:an?|one|\d+) (?:hours?|minutes?)|\d+ (?:minutes|min) into|el mismo dia|the same day|desde (?:la primera (?:noche|dosis|toma)|el primer dia)|from the first (?:night|day|dose)|since then|desde entonces|a partir de ese dia|(?:en|por) la (?:noche|tarde|madrugada)|esa (?:noche|tarde)|inmediatamente|immediately)/
/** An event verb right after the date, a word or two in. */
export const VERB_AFTER = new RegExp(`^\\W{0,3}(?:\\(\\s*)?(?:\\w+\\s+){0,3}?${EVENT_VERBS.source.replace(/^\\b/, "")}`)

/** The visit's reason is a reaction ('por cansancio', 'con dolor epigástrico'). */
export const VISIT_FOR_REACTION = new RegExp(`^\\W{0,3}(?:\\w+\\s+){0,2}?(?:con|por|with|for|complaining of)\\s+(?:\\w+\\s+){0,1}?${REACTION.source}`)

/** A reaction word a word or two after a date, not as the reason for the drug ('por dolor dental', 'x el dolor'). */
export const INDICATION_FREE_REACTION = new RegExp(`^\\W{0,3}(?:(?!por\\b|para\\b|for\\b|x\\b)\\w+\\s+){0,3}?(?<!\\b(?:por|para|for|x)\\s(?:el |la |los |las |un |una )?)${REACTION.source}`)

export const ORDINALS: Readonly<Record<string, number>> = { primer: 1, primero: 1, segundo: 2, tercer: 3, tercero: 3, cuarto: 4, quinto: 5, sexto: 6, septimo: 7, octavo: 8, first: 1, second: 2, third: 3, fourth: 4, fifth: 5 }

/** 'al 4to día (de tratamiento) le salieron…': the n-th day counted from the drug's start. */
export const dayOfTreatment = (doc: Doc, drugStart: string | undefined): string | undefined => {
  if (drugStart === undefined) return undefined
  const m = /\b(?:al|on (?:the )?|el|en el)\s*(\d{1,2}|primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|first|second|third|fourth|fifth)\s*(?:er|ro|do|to|vo|no|mo|avo|th|st|nd|rd|°|º)?\.?\s*(?:dia|day)\b/.exec(doc.folded)
  if (!m) return undefined
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : ORDINALS[m[1]!]
  return n === undefined || n < 1 ? undefined : addDays(drugStart, n - 1)
}

/** 'exantema 48 h después de iniciar X (inicio 17/11)': hours or days counted from the drug's start. */
export const hoursAfterStart = (doc: Doc, drugStart: string | undefined): string | undefined => {
  if (drugStart === undefined) return undefined
  const m = /\b(\d{1,3})\s*(h|hrs?|horas?|hours?|dias?|days?)\s+(?:despues de|tras|luego de|after)\s+(?:iniciar|empezar|comenzar|tomar|recibir|starting|beginning|taking)\b/.exec(doc.folded)
  if (!m) return undefined
  const n = Number(m[1])
  return addDays(drugStart, /^[hd]/.test(m[2]!) && !/^d/.test(m[2]!) ? Math.floor(n / 24) : n)
}

/** The report's only date, written in its heading or with an immediate reaction, when nothing else dates the reaction. */
export const onlyDate = (doc: Doc, roles: ReadonlyArray<{ readonly date: FoundDate; readonly role: DateRole }>, immediate: boolean): string | undefined => {
  const open = roles.filter((r) => r.role === "unknown" || r.role === "report")
  if (roles.length !== 1 || open.length !== 1) return undefined
  const only = open[0]!
  const heading = only.date.start < 60 || /\b(?:nota|note|consulta|control|turno|servicio|fecha)\b[^.\n]{0,30}$/.test(doc.folded.slice(Math.max(0, only.date.start - 40), only.date.start))
  return immediate || (heading && /\b(?:presenta|presento|acude|consulta por|se evidencia|se observa|presents|presented)\b/.test(doc.folded)) ? only.date.iso : undefined
}

/** A note headed by its date ('Nota de enfermería 21/10/26 22:40', 'Turno noche 05/02') telling what happened at which hour: that day. */
export const dateOfNote = (doc: Doc, roles: ReadonlyArray<{ readonly date: FoundDate; readonly role: DateRole }>): string | undefined => {
  const t = doc.folded
  // Headed: a cue word before it, the first line of the note, a clock time after it; or 'hoy/today' in a note told by the hour.
  const header = roles.find((r) => (r.role === "unknown" || r.role === "report") && (r.date.relative
    ? /^(?:hoy|today|ahorita)/.test(t.slice(r.date.start, r.date.end))
    : /\b(?:nota|turno|guardia|note|registro|evolucion|fecha|date|campana|servicio de \w+\.?)\b[^.\n]{0,30}$/.test(t.slice(Math.max(0, r.date.start - 40), r.date.start)) ||
      !t.slice(0, r.date.start).includes("\n") && t.indexOf("\n") > 0 || (r.date.start < 40 && /^\s*[:)]/.test(t.slice(r.date.end, r.date.end + 3))) || /^\s*(?:\d{1,2}:\d{2}|\d{1,2}\s*(?:h|hrs|am|pm)\b)/.test(t.slice(r.date.end, r.date.end + 8))))
  if (header === undefined) return undefined
  const clocked = /\b(?:a las \d{1,2}(?::\d{2})?|at \d{1,2}(?::\d{2})|a los \d+ min\w*|\d+ (?:minutes|minutos|min) (?:into|despues|later)|(?:into|durante|during) (?:the |la )?infusi\w+|\d{1,2}\s?(?:am|pm)\b|at \d+ min\w*)/
  return clocked.test(header.date.relative ? t : t.slice(header.date.end)) ? header.date.iso : undefined
}

/** What a date is the date of, from the words around it. */
export const roleOf = (doc: Doc, date: FoundDate, others: ReadonlyArray<FoundDate> = []): DateRole => {
  const t = doc.folded
  const sentence = sentenceAt(doc, date.start)
  // Words beyond another date belong to that date.
  const previousEnd = Math.max(0, ...others.filter((d) => d.end <= date.start).map((d) => d.end))
  const nextStart = Math.min(t.length, ...others.filter((d) => d.start >= date.end).map((d) => d.start))
  const before = t.slice(Math.max(sentence.start, date.start - 90, previousEnd), date.start)
  const after = t.slice(date.end, Math.min(sentence.end, date.end + 70, nextStart))
  const nearBefore = before.slice(-45)
  for (const [re, role] of LABELS) {
    if (!re.test(nearBefore)) continue
    // A bare 'Inicio:' line right under the drug's line is the drug's start.
    if (role === "event_start" && /(?:^|\n)\s*(?:fecha de inicio|inicio|comienzo)\s*[:=]\s*$/.test(nearBefore) &&
      /^\s*(?:medicamento|farmaco|producto|drug|suspect drug)\b/.test(t.slice(0, date.start).split("\n").slice(0, -1).reverse().find((l) => l.trim() !== "") ?? "")) return "drug_start"
    return role
  }
  // 'Since the second injection (2026-04-08) she has had nausea': the onset, dated by the dose.
  if (/(?:since|desde)\s+(?:the|la|el)\s+(?:\w+\s+){0,2}(?:injection|dose|dosis|inyeccion|aplicacion|toma)\s*\(\s*$/.test(nearBefore) && (VERB_AFTER.test(after.replace(/^\s*\)/, "")) || INDICATION_FREE_REACTION.test(after.replace(/^\s*\)/, "")))) return "event_onset"
  // 'Consulta el 08/07 por cansancio', 'El 14/08 regresó a la botica con dolor epigástrico': the visit for the reaction.
  if (/(?:consult\w*|acud\w*|acude|regres\w*|volvi\w*|vino|came in|presented)\s+(?:a \w+(?: \w+)? )?(?:el\s+|on\s+)?$/.test(nearBefore) && VISIT_FOR_REACTION.test(after)) return "event_start"
  if (new RegExp(`^\\W{0,3}(?:\\w+\\s+){0,1}?(?:consult\\w*|acud\\w*|acude|regres\\w*|volvi\\w*|vino|came (?:in|back)|returned|presented)\\b[^.;]{0,35}?\\b(?:con|por|with|for|complaining of)\\s+(?:\\w+\\s+){0,2}?${REACTION.source}`).test(after)) return "event_start"
  // 'Nivel sérico del 08/07/2026: 18 ng/ml (alto) con temblor fino': a finding with the reaction.
  if (/\b(?:control|examen|analisis|laboratorio|nivel\w*|resultado\w*|hemograma|perfil|labs?|lab results)\b[^.;]{0,20}$/.test(nearBefore) &&
    (/^\s*:/.test(after) || REACTION.test(after.slice(0, 60)) || REACTION.test(t.slice(sentence.start, date.start)))) return "event_start"
  if (!DRUG_CUE.test(nearBefore) && !/\b(?:note|nota|consulta|teleconsulta|turno|registro|informe|reporte|log)\b[^.;]{0,20}$/.test(nearBefore) && new RegExp(`^[^.;]{0,50}?\\b(?:con|with)\\s+(?:\\w+\\s+){0,1}?${REACTION.source}`).test(after) && !/^\W{0,3}(?:\w+\s+){0,2}?(?:por|para|for)\b/.test(after)) return "event_start"
  // 'Ingresa el 12/09 por neumonía': an admission for another reason, before the reaction.
  if (/(?:ingres\w*|admitid[oa]|admitted|hospitaliz\w*|internad[oa])\s+(?:el\s+|on\s+)?$/.test(nearBefore) && /^\W{0,3}(?:por|para|for|due to|con diagnostico de)\b/.test(after) &&
    !new RegExp(`^\\W{0,3}(?:por|for|due to)\\s+(?:\\w+\\s+){0,1}?${REACTION.source}`).test(after)) return "unknown"
  // 'desde el sábado tiene…', 'desde hace 3 días tiene los pies hinchados': the state began then.
  const since = /(?:desde|since)\s*(?:el\s+)?$/.test(nearBefore) || /^desde/.test(t.slice(date.start, date.end))
  const verbOfNext = /\b(?:on|el|del)\s*$/.test(after) && nextStart - date.end < 70
  // The drug's date, and the verb after it governs the next date ('since 2026-05-01 presented on 2026-06-10').
  if (verbOfNext && DRUG_CUE.test(nearBefore)) return "drug_start"
  if (since && !verbOfNext && (INDICATION_FREE_REACTION.test(after.slice(0, 45)) || VERB_AFTER.test(after) || (REACTION.test(nearBefore) && !DRUG_CUE.test(nearBefore.replace(/(?:desde|since)\s*(?:el\s+)?$/, ""))))) return "event_start"
  // 'Al 07/05/2026 lesiones resueltas', 'hasta el 3/4 (resuelto)'.
  if (/(?:\bal|\bhasta(?: el)?)\s*$/.test(nearBefore) && new RegExp(`^(?:[^.;]|\\.\\d){0,30}?\\bsin (?:\\w+\\s+)?${REACTION.source}`).test(after) && !REACTION.test(after.replace(/\bsin (?:\w+\s+)?\w+/g, "").slice(0, 30))) return "event_end"
  if (/^\W{0,3}(?:\w+\s+){0,3}?(?:resuelt\w*|resolvi\w*|remiti\w*|desaparec\w*|recuperad\w*|normaliz\w*|asintomatic\w*|sin sintomas|symptom[- ]free)/.test(after) && /(?:\bal|\bhasta(?: el)?|\balta(?: el)?|\bdischarged(?: on)?)\s*$/.test(nearBefore)) return "event_end"
  // 'Al día siguiente nos informó que el dolor había cedido.'
  if (/^al (?:dia siguiente|otro dia)/.test(t.slice(date.start, date.end)) && /^[^.;]{0,60}?\b(?:ha(?:bia|n|bian)? (?:cedido|desaparecido|remitido|resuelto|mejorado)|resuelt\w*|asintomatic\w*|sin sintomas|(?:ya )?estaba bien|was fine)/.test(after)) return "event_end"
  // 'empecé a tomar X hace dos semanas tengo insomnio': the drug's start; the state began some time after.
  // ('…le pusieron la vacuna y hoy tiene fiebre': a new clause, the reaction's day.)
  if (DRUG_CUE.test(nearBefore) && !/\b(?:y|e|and|pero|but)\s*$/.test(nearBefore) && /^\W{0,3}(?:\w+\s+){0,3}?(?:tengo|tiene|tenia|has|have)\b/.test(after)) return "drug_start"
  // 'El 14/02/2026 presenta exantema', '3/6/26 hipoglicemia severa', 'hoy amaneció con…'.
  if (VERB_AFTER.test(after) || INDICATION_FREE_REACTION.test(after)) return "event_start"
  // 'tos seca persistente que inició el 20/12/2025': the reaction is what started.
  if (new RegExp(`(?<!\\b(?:for|por|para|x)\\s(?:[\\w']+\\s){0,2})${REACTION.source}[^.;]{0,40}(?:que\\s+|y\\s+|that\\s+|which\\s+)?(?<!\\b(?:tras|despues de|luego de|al|after|since|desde|de)\\s)(?:inici|comenz|empez|aparec|start|began|begun)\\w*(?:\\s+(?:el\\s+|on\\s+)?|\\s[^.;]{0,30}?\\s(?:el|on)\\s+)$`).test(nearBefore)) return "event_onset"
  // 'developed acute kidney injury on 2026-02-23', 'desarrolló X el…'.
  if (/\b(?:developed|desarroll\w+|sufri\w+)\s[^.;]{0,40}?\s(?:on|el)\s*$/.test(nearBefore)) return "event_onset"
  // 'presentó shock tras la infiltración de lidocaína el 18/08': a reaction right after a dose given that day.
  if (new RegExp(`(?:${EVENT_VERBS.source}|${REACTION.source})[^.;]*\\b(?:tras|luego de|despues de|after|durante|during)\\s+(?:la |el )?(?:primera |segunda |\\w+ )?(?:dosis|administracion|aplicacion|infiltracion|inyeccion|infusion|toma|vacunacion|dose|injection|infusion)\\b[^.;]*$`).test(t.slice(sentence.start, date.start))) return "event_start"
  if (DRUG_CUE.test(before.slice(-70))) {
    const following = t.slice(sentence.end, Math.min(t.length, nextStart, sentence.end + 60))
    const sinceStart = /(?:since|desde que)\s+(?:(?:le|me|lo|la|se)\s+){0,2}(?:starting|started|taking|empez\w+|inici\w+|comenz\w+|tom\w+|cambi\w+|pus\w+|dieron|recet\w+|indic\w+|aument\w+|subieron)\b(?:[^.;]|\.\d)*$/.test(before)
    const presentNext = /^\W{0,3}(?:y\s+)?(?:presenta|presento|desarrolla|desarrollo|inicia con|hace un cuadro)\b/.test(following) && /;\s*$/.test(t.slice(Math.max(0, sentence.end - 1), sentence.end + 1))
    return sinceStart || presentNext || SAME_DAY.test(after) || (SOON_NEXT.test(following) && (EVENT_VERBS.test(following) || REACTION.test(following))) ? "drug_and_event" : "drug_start"
  }
  // 'El 6 de julio me vacuné…', 'el 3/3 inició amoxicilina': the drug's day.
  if (/^\W{0,3}(?:\w+\s+){0,1}?(?:inici[oa]|empez[oa]|empece|comenz[oa]|recibi[oa]|tom[oe]|me vacune|lo vacunaron|la vacunaron|(?:le|me|lo|la) (?:pusieron|inyectaron|aplicaron|administraron|dieron|agregaron|anadieron|prescribieron|iniciaron)|started|took|received)\b/.test(after)) return "drug_start"
  // A form's 'Fecha:' line right under the event's description.
  if (/(?:^|\n)\s*(?:fecha|date)\s*[:=]\s*$/.test(t.slice(Math.max(0, date.start - 12), date.start))) {
    const previous = t.slice(0, date.start).split("\n").slice(0, -1).reverse().find((l) => l.trim() !== "") ?? ""
    return /^\s*(?:evento|reaccion|descripcion|ram|event|reaction)\b/.test(previous) || REACTION.test(previous) ? "event_start" : "report"
  }
  const next = t.slice(sentence.end, Math.min(t.length, nextStart, sentence.end + 60))
  if (SOON_NEXT.test(next) && (EVENT_VERBS.test(next) || REACTION.test(next))) return "event_start"
  // A date followed, later in its sentence, by the reaction ('ayer, durante una tomografía, … presentó urticaria').
  if (EVENT_VERBS.test(t.slice(date.end, Math.min(sentence.end, nextStart)))) return "event_start"
  // A date after the reaction is named, with no drug cue between: the event's.
  if ((REACTION.test(before.slice(-60)) || EVENT_VERBS.test(before.slice(-60))) && !/(?:inici|empez|comenz|start)/.test(before.slice(-40))) return "event_start"
  return "unknown"
}
