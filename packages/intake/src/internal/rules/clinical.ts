/**
 * Rule-based extraction — Seriousness hints (ICH E2D), outcome, de-challenge and re-challenge, and the narrative.
 */
import { type Doc, matchAll, squash } from "../text.js"
import { NEGATION, firstEventAt } from "./shared.js"

// ---------------------------------------------------------------------------------------------
// Seriousness, outcome, de-challenge

/** A form's question answered no ('¿Requirió hospitalización? NO', 'Hospitalización: [ ] Sí [X] No'). */
export const answeredNo = (t: string, end: number): boolean => /^\w*\s*\??\s*[:\-]?\s*(?:no\b|\[\s*\]\s*si\s*\[\s*x\s*\]\s*no\b|\(\s*\)\s*si\s*\(\s*x\s*\)\s*no\b)/.test(t.slice(end, end + 30))

export const negated = (t: string, at: number): boolean => NEGATION.test(t.slice(Math.max(0, at - 30), at))

/** ICH E2D seriousness criteria hinted by the text. */
export const seriousness = (doc: Doc): Array<string> => {
  const t = doc.folded
  const eventAt = firstEventAt(doc)
  const out = new Set<string>()
  const hit = (re: RegExp, code: string, accept: (m: RegExpExecArray) => boolean = () => true) => {
    for (const m of matchAll(re, t)) if (!negated(t, m.index) && !answeredNo(t, m.index + m[0].length) && accept(m)) out.add(code)
  }
  hit(/\b(?:fallec\w+|muri[oa]\b|murio|muerte|obito|deceso|exitus|died|death|fatal)\b/, "muerte", (m) => !DEATH_NOT_DEATH.test(t.slice(Math.max(0, m.index - 25), m.index + m[0].length)))
  hit(/\b(?:riesgo vital|amenaza (?:para )?(?:la )?vida|peligro de muerte|shock|choque (?:anafilactico|septico|hipovolemico)|riesgo de muerte|life[- ]threatening|paro (?:cardio)?(?:respiratorio|cardiaco)|intubad[oa]|ventilacion mecanica|potencialmente mortal|depresion respiratoria|apnea|edema de glotis|respiratory depression)\b/, "amenaza_vida")
  // A stay for another reason before the reaction ('hospitalizado en Medicina por neumonía') is not a criterion.
  hit(/\b(?:hospitaliz\w+|internad[oa]|internaron|se intern[oa]|admitted|hospitali[sz]ed|(?:en|a|a la|ingres\w* a|pas\w* a|traslad\w* a)\s+(?:la\s+)?(?:uci|unidad de cuidados intensivos)\b)/, "hospitalizacion",
    (m) => !(m.index < eventAt && /^[^.;]{0,60}\b(?:por|for)\b/.test(t.slice(m.index, m.index + 70))))
  hit(/\b(?:discapacidad|incapacidad (?:permanente|persistente|significativa)|invalidez|dano irreversible|perdida (?:permanente|irreversible)|disabilit\w+|secuelas? permanentes?)\b/, "discapacidad")
  hit(/\b(?:anomalia congenita|malformacion\w*|defecto congenito|defecto del tubo neural|espina bifida|congenital anomal\w*|birth defect)\b/, "anomalia_congenita")
  hit(/\b(?:medicamente importante|medically important|stevens[- ]johnson|ssj|sjs|necrolisis epidermica|agranulocitosis|anafilax\w*|anafilactic\w*|anaphyla\w+|ideacion suicida|ideas? (?:de muerte|suicidas?)|intento (?:de )?suicid\w*|suicidal)\b/, "medicamente_importante")
  // Anaphylaxis with a fall of pressure or intensive care: a threat to life.
  const SEVERE = "(?:hipotension|hypotension|shock|uci|icu|intubad\\w*|intubated|(?:pa|bp|presion arterial) [3-8]\\d\\/\\d{2}\\b)"
  if (new RegExp(`\\b(?:anafila\\w*|anaphyla\\w*)[^]{0,100}?\\b${SEVERE}|\\b${SEVERE}[^]{0,100}?\\b(?:anafila\\w*|anaphyla\\w*)`).test(t)) out.add("amenaza_vida")
  return [...out]
}

/** Phrases with death words that are not a death. */
export const DEATH_NOT_DEATH = /\b(?:ideas?|ideacion|pensamientos?|deseos?|miedo|riesgo|peligro|thoughts?|risk) (?:de |a |of )?(?:la |una )?(?:muerte|morir|death|dying)\b/

/** The outcome (`ea_desenlace`) hinted by the text. */
export const outcome = (doc: Doc, criteria: ReadonlyArray<string>): string | null => {
  const t = doc.folded
  const labelled = /\b(?:desenlace|evolucion|outcome|resultado)\s*[:=]\s*([^\n.]+)/.exec(t)
  const read = (raw: string): string | null => {
    // 'ideas de muerte', 'riesgo de muerte' name no death.
    const s = raw.replace(new RegExp(DEATH_NOT_DEATH.source, "g"), " ")
    if (/\b(?:fallec|muri|muerte|died|death)/.test(s)) return "Muerte"
    if (/(?:con secuelas|secuelas? permanente|dano irreversible|\w+ residual\b|perdida (?:permanente|irreversible)|discapacidad permanente|quedo con secuela|with sequelae)/.test(s) && !/\b(?:sin|no tuvo|without) secuela/.test(s)) return "Secuelas"
    if (/(?:aun no (?:puedo|puede|se recupera|mejora|camina)|no se ha recuperado|no recuperad|not recovered|sin mejoria|persiste\b|persisten\b|sigue con|sigo con|seguimos con|continua con|continuo con|sigo igual|sigue igual|siguen igual|continua igual|sin cambios|persistia\w*|no se (?:me |le )?(?:pasa|quita)|(?:todavia|aun) no mejor\w*|todavia no se|aun no se (?:me |le )?pasa|still (?:has|have|cannot|can't|can not|unable)\b|(?:aun|todavia) no (?:puede|camina|mejora))/.test(s)) return "No recuperado"
    if (/(?:mejor\w*|cedi\w*|remiti\w*|desaparec\w*|se fue)(?: [^.;]{0,30}?)? (?:en|a los|tras|within|after) (?:\d+|unos|pocos|media) (?:min\w*|horas?|hours?|dias?|days?)\b/.test(s)) return "Recuperado"
    if (/(?:recuperad[oa]s?\b|se recupero|\brecupero\b|(?:me|le|que) duro \d+|lasted \d+|recuperacion (?:completa|total)|mejoria (?:completa|total)|back to (?:baseline|normal)|full recovery|recovered|resolucion (?:completa|total)|remision (?:total|completa)|ya esta bien|ahora esta bien|sin secuelas|resolved|resuelt[oa]s?\b|asintomatic[oa]|sin sintomas|sin nuevos sintomas|symptom[- ]free|went away|subsided|disappeared|cleared|revers\w+ (?:inmediata|total|completa)|con reversion|(?:ya |ahora )?esta bien(?=\s*(?:[.,;!?]|$|ahora|ya\b|gracias|y\b))|ya estaba bien|estaba bien|was fine|felt fine|now (?:fine|ok))/.test(s)) return "Recuperado"
    if (/(?:en recuperacion|recuperandose|mejorando|en mejoria|evolucion\w* favorabl\w*|evoluciona favorablemente|mejoraron|mejoran\b|en remision|improving|recovering|mejoro\b|mejora\b|(?:me|se) siente mejor|siento mejor|feels? better|(?:a little|much|somewhat) better|is better|getting better|ya reacciono|se esta recuperando|esta recuperandose|recuperandome|(?:con|presenta|hubo|leve) mejoria|(?:estoy|esta|estan|estamos|ya) (?:algo |un poco |bastante |mucho )?mejor\b|mejoria\b|(?:ha|habia|han|habian) (?:disminuido|mejorado|bajado)|\bdisminuy(?:o|eron)\b|casi normal|casi bien|almost (?:normal|gone)|(?:estan|esta|van|va|sigue|siguen) (?:bajando|disminuyendo|cediendo|desapareciendo|desinflamando|secando)|en descenso|^\s*favorable|rehabilitacion)/.test(s)) return "En recuperacion"
    if (/(?:remiti\w*|remision\b|con resolucion|resolucion (?:a|en) |desaparec\w*|desaparicion|cedi\w*|resolvi\w*|normaliz\w*|se (?:le |me )?paso\b|se (?:le |me )?pasaron|ya (?:se )?(?:le |me )?paso\b)/.test(s)) return "Recuperado"
    return null
  }
  if (labelled) {
    // A form with boxes ('[ ] Recuperado [X] En recuperación'): the ticked option only.
    const ticked = /(?:\[\s*x\s*\]|\(\s*x\s*\)|☒|☑|✓|✔)\s*([^[(☐☒☑✓✔\n]+)/.exec(labelled[1]!)
    const value = read(ticked ? ticked[1]! : labelled[1]!)
    if (value !== null) return value
  }
  if (criteria.includes("muerte")) return "Muerte"
  return read(t)
}

export const WITHDRAWAL = "(?:suspend\\w*|suspension|switched to|paused|pausad[oa]|se pauso|se (?:le |lo |la )?(?:quit|retir)\\w+|ya no (?:se )?(?:le |lo |la |se lo )?(?:doy|da|damos|dan|tomo|toma|uso|usa)\\b|se (?:lo|la) quit\\w+|detenid[oa]|se detien\\w*|interrump\\w*|retir\\w*|descontinu\\w*|stop\\b|stop it|held|withdrawn|dej[oae]\\w* de (?:usar\\w*|tomar\\w*|dar\\w*)|deje de dar\\w*|stopped|discontinued|se detuvo|se cambi[oa] (?:a|por)\\b|cambi[oa] a\\b|se rot[oa])"
export const IMPROVEMENT = "(?:desaparec\\w*|desaparici\\w*|casi normal|(?:estan|esta) secando|(?:ha|habia|han|habian) (?:disminuido|bajado)|remiti\\w*|remision|asintomatic\\w*|sin sintomas|sin secuelas|back to (?:normal|baseline|\\d)|(?:ya |ahora )esta bien|(?:estan|esta|van|va) (?:bajando|disminuyendo|cediendo)|en descenso|cedi\\w*|mejor\\w*|resolv\\w*|resuelt\\w*|resolucion|recuper\\w*|recover\\w*|improv\\w*|better|resolved|normaliz\\w*|evolucion\\w*\\W{0,3}favorabl\\w*)"

/** De-challenge (`desaparecio_al_suspender`): si when the reaction abated after withdrawal, no when it went on. */
export const dechallenge = (doc: Doc): "si" | "no" | null => {
  const t = doc.folded
  if (new RegExp(`(?:persisti\\w*|continu\\w*|no mejor\\w*|sin mejor\\w*)[^.]{0,40}(?:a pesar de|pese a|tras|al|despues de)\\s+${WITHDRAWAL}`).test(t)) return "no"
  // 'Dejé de tomar la pastilla ayer pero sigo igual'.
  if (new RegExp(`${WITHDRAWAL}[^.]{0,60}\\b(?:pero|aun|todavia|but)\\s+(?:\\w+\\s+)?(?:sigo|sigue|siguen|continua|continuo|persiste\\w*|still)\\b`).test(t)) return "no"
  if (new RegExp(`${IMPROVEMENT}[^.]{0,50}\\b(?:al|tras|luego de|despues de|after)\\s+(?:el\\s+|la\\s+)?${WITHDRAWAL}`).test(t)) return "si"
  if (new RegExp(`${WITHDRAWAL}[^]{0,160}?${IMPROVEMENT}`).test(t)) {
    const m = new RegExp(`${WITHDRAWAL}([^]{0,160}?)${IMPROVEMENT}`).exec(t)!
    if (!/\b(?:no|sin|not)\s*$/.test(m[1]!.slice(-8))) return "si"
  }
  return null
}

/** Re-challenge (`reaparecio_reexposicion`). */
export const rechallenge = (doc: Doc): "si" | "no" | null => {
  const t = doc.folded
  if (/(?:reapareci\w*|recurri\w*|volvio a (?:presentar|aparecer))[^.]{0,60}(?:al|tras|luego de)\s+(?:reinici|reintroduc|readministr|volver a tomar|reexpo)/.test(t)) return "si"
  if (/(?:reinici\w*|reintroduc\w*|readministr\w*|rechallenge\w*)[^.]{0,60}(?:sin recurrencia|sin reaparicion|no reaparecio|no recurrence|bien tolerad)/.test(t)) return "no"
  return null
}

// ---------------------------------------------------------------------------------------------
// Narrative

export const GREETING = /^\s*(?:(?:(?:hola|ola|hello|hi|hey|buen(?:os|as)?(?: (?:dias|tardes|noches|dia))?|buen dia)(?: (?:team|equipo|doctora?|dra|dr|senor[a]?|buenas|buenos|dias|tardes|noches|a todos)){0,3}\s*[,.!:]?|(?:estimad[oa]s?|senor(?:es|a|ita)?|dear|atencion)\b[^,:\n]{0,60}[,:]|(?:asunto|subject|de|para|from|to|cc)\s*:[^\n]*\n)\s*)+/
export const CLOSING = /(?:\n|^|[.!?]\s)\s*(?:atentamente|saludos(?: cordiales)?|cordialmente|att\.?|atte\.?|gracias|regards|best|un saludo)\b[\s\S]*$/

/** The narrative: the report without greeting, closing and signature. */
export const narrative = (doc: Doc): string | null => {
  let text = doc.text
  const greeting = GREETING.exec(doc.folded)
  const start = greeting ? greeting[0].length : 0
  const closing = CLOSING.exec(doc.folded.slice(start))
  const end = closing ? start + closing.index + (closing[0].startsWith("\n") ? 0 : 1) : text.length
  text = text.slice(start, end)
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !/^(?:[-–—]\s*)?(?:correo|email|tel\w*|cel\w*|contacto)?\s*[:.]?\s*(?:\S+@\S+|[\d\s()+.-]{7,})$/i.test(l))
  const out = squash(lines.join("\n").replace(/[ \t]+/g, " ")).slice(0, 20_000)
  return out === "" ? (squash(doc.text) === "" ? null : squash(doc.text).slice(0, 20_000)) : out
}
