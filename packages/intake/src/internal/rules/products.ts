/**
 * Rule-based extraction — Products named in the report: mentions, suspect or treatment, dose, frequency, route, lot and dates.
 */
import * as L from "../lexicon.js"
import { Duplicates } from "@atalaya/core"
import { type ExtractedProducto } from "../../Extraction.js"
import { capitalize, type Doc, matchAll, sentenceAt, squash, typoLimit } from "../text.js"
import { Mention, REACTION, firstEventAt } from "./shared.js"
import { fold } from "./patient.js"

// ---------------------------------------------------------------------------------------------
// Products

export const DOSE = /(?<![\w.,/])(\d{1,3}(?: \d{3})+(?=\s*(?:ui|u\.i\.|iu|unidades|units))|\d+(?:[.,]\d+)?(?:\/\d+(?:[.,]\d+)?)?)\s*(mg\/kg(?:\/dia)?|mg\/m2|mg\/\d*\s?ml|mg\/dia|mg\/d\b|mcg\/kg|mcg|µg|ug|mg|g|gr|ml|ui|u\.i\.|iu|units?|unidades|%|meq|millones(?: de ui)?|mui|gotas|puffs?|inhalaciones|tabletas?|comprimidos?|capsulas?|pastillas?|sobres?|ampollas?)(?![a-z])/
export const FREQUENCY = /\b(?:c\s*\/\s*\d{1,2}\s*(?:h|hr|hrs|horas?)\b|cada\s+\d{1,2}\s*(?:h|hr|hrs|horas?|oras|dias|semanas)\b|cada\s+(?:dia|noche|manana|semana)|every\s+\d{1,2}\s*(?:h|hours?)\b|q\d{1,2}h\b|(?:una|1|dos|2|tres|3|cuatro|4)\s+ve(?:z|ces)\s+(?:al|por)\s+dia|(?:once|twice|three times)\s+(?:a\s+|per\s+)?day|(?:una|1|dos|2|tres|3)\s+ve(?:z|ces)\s+(?:por|a la|al)\s+(?:semana|mes)|interdiario|(?:once|twice)\s+daily|\/dia\b|al dia\b(?! siguiente)|por dia\b|diari[oa]\b|daily\b|bid\b|tid\b|qid\b|qd\b|qhs\b|qam\b|qpm\b|stat\b|dosis unica|single dose|prn\b|a demanda|semanal\b|mensual\b|weekly\b|monthly\b|every (?:night|morning|day)|each night|nightly|cada noche|por las noches|todas las noches|antes de dormir|at (?:night|bedtime)|con (?:cada |el |la )?(?:comida|desayuno|almuerzo|cena)s?|with (?:each |every )?meals?|en ayunas|antes de (?:cada |las )?(?:comidas?|desayuno|almuerzo|cena))/

export const ALL_INGREDIENTS = new Set(L.INGREDIENTS)
export const SINGLE_INGREDIENTS = L.INGREDIENTS.filter((i) => !i.includes(" "))
export const MULTI_INGREDIENTS = L.INGREDIENTS.filter((i) => i.includes(" "))
// Common words never taken for a misspelt ingredient.
export const COMMON = new Set(["hinchada", "hinchado", "cefalea", "urticaria", "farmacia", "paciente", "presion", "ictericia", "anemia", "litio"])

/** The ingredient a folded word names (exactly, in English, or with a typo), or null. */
export const ingredientOf = (word: string): string | null => {
  if (ALL_INGREDIENTS.has(word)) return word
  const english = L.ENGLISH_NAMES[word]
  if (english !== undefined) return english
  const limit = typoLimit(word.length)
  if (limit === 0 || COMMON.has(word)) return null
  let best: string | null = null
  let bestDistance = limit + 1
  for (const candidate of SINGLE_INGREDIENTS) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > limit) continue
    const allowed = Math.min(limit, typoLimit(candidate.length))
    const d = Duplicates.editDistance(word, candidate, allowed)
    if (d <= allowed && d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}

export const QUALIFIER = new RegExp(`^(?:\\s*(?:/|\\+|con|y)?\\s*(?:${L.QUALIFIERS.map((q) => q.replace(/ /g, "\\s+")).join("|")})\\b)+`)

export const TREATMENT_CUE = /(?:se (?:le )?administr\w*|administr[oa]\w*|recibi[oa]|tratad[oa] con|treated (?:in the \w+ )?with|se rot[oa] a|rotamos a|se cambi[oa] a|cambi[oa] a|cambiamos a|switch(?:ed)? to|se inici[oa]|se indic[oa]|indic[oa]|given|received|manejad[oa] con|managed with)\s+(?:(?:\w+\s+){0,3})?$/

/** Products named in the report, in order, each marked as treatment when named after the event with a treatment cue. */
export const mentions = (doc: Doc): Array<Mention> => {
  const t = doc.folded
  const o = doc.text
  const out: Array<Mention> = []
  const taken = (start: number, end: number) => out.some((m) => start < m.end && end > m.start)
  const add = (start: number, end: number, name: string, known: boolean) => {
    if (taken(start, end)) return
    out.push({ start, end, name, known, treatment: false })
  }
  const withQualifiers = (start: number, end: number): number => {
    const q = QUALIFIER.exec(t.slice(end, end + 40))
    return q ? end + q[0].length : end
  }
  const display = (start: number, end: number, canonical: string, exact: boolean) =>
    capitalize(exact ? squash(o.slice(start, end)) : squash(canonical + o.slice(start, end).replace(/^\S+/, "")))

  for (const multi of MULTI_INGREDIENTS) {
    for (const m of matchAll(new RegExp(`\\b${multi.replace(/ /g, "\\s+")}\\b`), t)) {
      const end = withQualifiers(m.index, m.index + m[0].length)
      add(m.index, end, display(m.index, end, multi, true), true)
    }
  }
  for (const [english, spanish] of Object.entries(L.ENGLISH_NAMES)) {
    if (!english.includes(" ")) continue
    for (const m of matchAll(new RegExp(`\\b${english.replace(/ /g, "\\s+")}\\b`), t)) add(m.index, m.index + m[0].length, capitalize(spanish), true)
  }
  // Vaccines: 'vacuna pentavalente', 'vacunaron contra la influenza', 'HPV vaccine (Gardasil)'.
  const vaccineNames = L.VACCINES.map((v) => v.replace(/[-]/g, "\\-").replace(/ /g, "\\s+")).join("|")
  for (const m of matchAll(new RegExp(`\\bvacun\\w*\\s+(?:(?:contra|anti|de|del|para|con)\\s+)?(?:(?:la|el|los)\\s+)?(${vaccineNames})\\b`), t)) {
    const nameStart = m.index + m[0].length - m[1]!.length
    const raw = o.slice(nameStart, m.index + m[0].length)
    add(m.index, m.index + m[0].length, `Vacuna ${raw.length <= 4 ? raw.toUpperCase() : raw}`, true)
  }
  for (const m of matchAll(new RegExp(`\\b(${vaccineNames})\\s+vaccin\\w*`), t)) {
    const raw = o.slice(m.index, m.index + m[1]!.length)
    add(m.index, m.index + m[0].length, `Vacuna ${raw.length <= 4 ? raw.toUpperCase() : raw}`, true)
  }
  // Vaccines named alone in a report about vaccination: 'recibió vacunas del calendario (pentavalente, neumococo, IPV)'.
  if (/\b(?:vacun|vaccin|inmuniza)/.test(t)) {
    for (const m of matchAll(new RegExp(`\\b(?:${L.VACCINE_WORDS.join("|")})\\b`), t)) {
      const raw = o.slice(m.index, m.index + m[0].length)
      add(m.index, m.index + m[0].length, `Vacuna ${raw.length <= 4 ? raw.toUpperCase() : raw}`, true)
    }
  }
  // Brands: the brand is the name ('Panadol Antigripal'), with the words that belong to it.
  for (const m of matchAll(/[a-z][a-z0-9-]*/, t)) {
    if (L.BRANDS[m[0]] === undefined) continue
    const suffix = L.BRAND_SUFFIXES.exec(t.slice(m.index + m[0].length, m.index + m[0].length + 14))
    const end = m.index + m[0].length + (suffix?.[0].length ?? 0)
    add(m.index, end, capitalize(squash(o.slice(m.index, end))), true)
  }
  for (const m of matchAll(/[a-z][a-z0-9]*/, t)) {
    const word = m[0]
    if (word.length < 4) continue
    const ingredient = ingredientOf(word)
    if (ingredient === null) continue
    const end = withQualifiers(m.index, m.index + word.length)
    add(m.index, end, display(m.index, end, ingredient, ingredient === word), true)
  }
  // A word before a dose that no list knows: a brand ('Amoxil 875 mg') or an unlisted ingredient.
  for (const m of matchAll(DOSE, t)) {
    const before = t.slice(Math.max(0, m.index - 40), m.index)
    const word = /([a-z][a-z-]{3,})\s*(?:de\s+)?$/.exec(before)
    if (!word) continue
    const start = m.index - (before.length - before.lastIndexOf(word[1]!))
    if (L.NOT_PRODUCTS.has(word[1]!) || L.NOT_NAMES.has(word[1]!) || REACTION.test(` ${word[1]!} `)) continue
    // 'crema vaginal 1%', 'jarabe 250mg/5ml': a form or a route, not a product.
    if (routeIn(` ${word[1]!} `) !== null || /^(?:crema|gel|jarabe|suspension|solucion|inyectable|unguento|pomada|locion|spray|gotas|ovulos?|parche|capsulas?|tabletas?|grageas?)$/.test(word[1]!)) continue
    if (out.some((x) => x.end >= start - 3 && x.start <= start)) continue
    if (/^(?:con|para|por|tras|cada|dosis|ingesta|ingestion|ingirio|consumo|intake|luego|despues|then|later|inicial|carga|mantenimiento|seguido|toma|tomo|tome|tomamos|tomaron|tomar|tomaba|took|take|recibe|recibio|inicio|uso|usa|use|usar|dieron|di|dio|pusieron|puse|pusimos|aplique|infusion|suero|agua|compre|compro)$/.test(word[1]!)) continue
    add(start, start + word[1]!.length, capitalize(o.slice(start, start + word[1]!.length)), false)
  }
  // A brand in brackets after a form: 'un jarabe para la tos (Bisolvon)'.
  for (const m of matchAll(/\b(?:jarabe|pastillas?|tabletas?|capsulas?|crema|gotas|ampollas?|inyeccion|suspension|sobres?|pomada)\b[^()\n]{0,30}\(([A-Z][\w-]{3,})\)/, o)) {
    const start = m.index + m[0].length - m[1]!.length - 1
    if (!L.NOT_NAMES.has(fold(m[1]!))) add(start, start + m[1]!.length, m[1]!, false)
  }
  // A capitalized name right after 'compró', 'tomó', 'le dieron' that no list knows: a brand ('compró Panadol Antigripal').
  for (const m of matchAll(/\b(?:compr[oóe]|tom[oóe]|us[oóe]|le di(?:eron)?|me dieron|took|bought|used)\s+(?:(?:un|una|el|la|the|a)\s+)?([A-ZÁÉÍÓÚÑ][\wáéíóúñ-]{2,}(?:\s+[A-ZÁÉÍÓÚÑ][\wáéíóúñ-]{2,})?)/, o)) {
    const name = m[1]!
    const start = m.index + m[0].length - name.length
    if (L.NOT_NAMES.has(fold(name.split(/\s+/)[0]!)) || L.FEMALE_NAMES.has(fold(name)) || L.MALE_NAMES.has(fold(name))) continue
    add(start, start + name.length, name, false)
  }
  out.sort((a, b) => a.start - b.start)
  const eventAt = firstEventAt(doc)
  const marked: Array<Mention> = []
  for (const m of out) {
    if (m.start < eventAt) {
      marked.push(m)
      continue
    }
    const before = t.slice(sentenceAt(doc, m.start).start, m.start).slice(-60)
    const cued = TREATMENT_CUE.test(before) && !/\b(?:tras|luego de|despues de|after)\b[^.]*$/.test(before)
    // 'clorfenamina e hidrocortisona', 'epinephrine and hydrocortisone': the list goes on.
    const previous = marked.at(-1)
    const listed = previous !== undefined && previous.treatment && /^[\s,]*(?:y|e|and|,)?\s*(?:\w+\s+)?$/.test(t.slice(previous.end, m.start))
    marked.push(cued || listed ? { ...m, treatment: true } : m)
  }
  return marked
}

export const BLAME = /(?:sospech\w*|atribuid[oa]s?|asociad[oa]s?|secundari[oa]s?|debid[oa]s?|causad[oa]s?|attributed|suspected(?: drug)?|due)(?:[^.;:]{0,25}?\b(?:de|del|al|a la|a|por|to|with|que sea|que es))?[\s:]+(?:el |la |los |las |the )?$/

/** Whether this mention is a product being withdrawn ('se suspende enoxaparina', 'suspendieron la X'). */
export const withdrawn = (doc: Doc, m: Mention): boolean =>
  /\b(?:se suspend\w*|suspend(?:i|e)\w*|suspension de(?:l| la)?|se retir\w*|retiraron|descontinu\w*|stopped|discontinued|dej\w+ de (?:tomar|usar|dar))\s+(?:el |la |los |las |the )?$/.test(doc.folded.slice(Math.max(0, m.start - 40), m.start))

/** Whether the report blames this mention explicitly. */
export const blamed = (doc: Doc, m: Mention): boolean => BLAME.test(doc.folded.slice(Math.max(0, m.start - 45), m.start)) || TIMED_AFTER.test(doc.folded.slice(Math.max(0, m.start - 45), m.start))

/** The reaction timed from this product ('a los 20 minutos del misoprostol', '2 hours after the vaccine'). */
export const TIMED_AFTER = /(?:a (?:los|las) (?:\d+|pocos|pocas|unos|unas) (?:min\w*|horas?) (?:de(?:l| la)?|tras(?: el| la)?|despues de(?:l| la)?)|(?:\d+ )?(?:minutos|horas|minutes|hours) (?:despues|luego) de(?:l| la)?|(?:minutes|hours) after(?: the)?)\s+$/

export const normalizeDose = (raw: string): string =>
  squash(raw.replace(/(\d)\s*([a-zµ%])/i, "$1 $2").replace(/\s*\/\s*/g, "/"))

/** Route label from a folded snippet, or null. */
export const routeIn = (snippet: string): { readonly label: string; readonly at: number } | null => {
  let best: { label: string; at: number } | null = null
  for (const [re, label] of L.ROUTES) {
    // 'sangrado vaginal', 'úlceras orales', 'congestión nasal' name a place of the body, not a route.
    const m = matchAll(re, snippet).find((x) => !ANATOMY_BEFORE.test(snippet.slice(Math.max(0, x.index - 20), x.index)))
    if (m && (best === null || m.index < best.at)) best = { label, at: m.index }
  }
  return best
}

export const ANATOMY_BEFORE = /\b(?:sangrado|hemorragia|flujo|secrecion|congestion|mucosa|ulceras?|lesion(?:es)?|candidiasis|prurito|dolor|ardor|cavidad|infeccion|sequedad|bleeding|discharge|ulcers?)\s+$/

/**
 * The next mention that is another product: a brand's ingredients in brackets after it ('Bactrim Forte
 * (sulfametoxazol/trimetoprima 800/160) c/12h') and the parts of a combination ('X/Y', 'X + Y') share its dose.
 */
export const nextApart = (doc: Doc, m: Mention, all: ReadonlyArray<Mention>): Mention | undefined => {
  let end = m.end
  let bracket = false
  for (const x of all) {
    if (x.start <= m.start) continue
    const gap = doc.folded.slice(end, x.start)
    const opens: boolean = !bracket && /^[^()\n.;]{0,20}\(\s*$/.test(gap)
    if (opens || /^\s*[/+]\s*$/.test(gap) || (bracket && /^\s*(?:[,/+]|y|and)\s*$/.test(gap))) {
      bracket ||= opens
      end = x.end
      continue
    }
    return x
  }
  return undefined
}

/** Dose, frequency, route, lot and dates of a suspected product. */
export const productDetails = (doc: Doc, mention: Mention, next: Mention | undefined): ExtractedProducto => {
  const t = doc.folded
  const o = doc.text
  const sentence = sentenceAt(doc, mention.start)
  const windowEnd = Math.min(next !== undefined && next.start > mention.end ? next.start : sentence.end, sentence.end, mention.end + 90)
  const window = t.slice(mention.end, windowEnd)
  const doses: Array<string> = []
  for (const d of matchAll(DOSE, window)) {
    if (d.index > 45 || doses.length === 2) break
    if (/^\s*\/\s*(?:dl|l|mm3)/.test(window.slice(d.index + d[0].length))) continue
    doses.push(normalizeDose(o.slice(mention.end + d.index, mention.end + d.index + d[0].length)))
  }
  const counted = /(\d+)\s*(pastillas?|tabletas?|comprimidos?|capsulas?|ampollas?|gotas|sobres?|puffs?|inyecciones|dosis)\s+(?:de\s+)?$/.exec(t.slice(Math.max(0, mention.start - 30), mention.start))
  const bareFirst = /^\s*(\d{1,4})(?=\s|[,.;)]|$)(?!\s*(?:anos|ano|dias|horas|h\b|min|semanas|meses|%|veces|x))/.exec(window)
  if (doses.length === 0 && counted && bareFirst) doses.push(bareFirst[1]!)
  if (doses.length === 0 && counted) doses.push(`${counted[1]} ${counted[2]}`)
  const auc = /^[^.;]{0,20}?\b(auc\s?\d+(?:[.,]\d+)?)\b/.exec(window)
  if (doses.length === 0 && auc) doses.push(auc[1]!.toUpperCase().replace(/\s/g, ""))
  const countedAfter = /\b(?:tomar|tomo|tome|tomado|took|taking)\s+(\d+)\s*(pastillas?|tabletas?|comprimidos?|capsulas?|sobres?|tablets?|pills?)\b/.exec(t.slice(mention.end, sentence.end))
  if (doses.length === 0 && countedAfter) doses.push(`${countedAfter[1]} ${countedAfter[2]}`)
  if (doses.length === 0 && !/^vacuna\b/i.test(mention.name)) {
    // 'losartan de 50', 'azitromicina 500': a bare number right after the name is its dose in mg.
    // '(sulfametoxazol/trimetoprima 800/160)': a combination's strengths inside the brand's bracket.
    const bare = /^\s*(?:de\s+)?(?:\([^)\d]{0,40}?\s)?(\d{1,4}(?:[.,]\d+)?(?:\/\d{1,4})?)(?!\s*(?:anos|ano|dias|horas|h\b|min|semanas|meses|%|\/|-|\.\d|veces|x(?!\s*\d+\s*(?:dias|days|semanas|d\b))))(?=\s|[,.;)]|$)/.exec(window)
    if (bare) doses.push(bare[1]!)
  }
  const freq = FREQUENCY.exec(window)
  const frequency = freq ? squash(o.slice(mention.end + freq.index, mention.end + freq.index + freq[0].length)) : null
  const dosis = [doses.join(", "), frequency !== null && !doses.some((d) => d.endsWith(frequency)) ? frequency : ""].filter((s) => s !== "").join(" ")

  // The route: after the name in its own stretch, then anywhere after it in the sentence, then a form before or after it.
  const sentenceAfter = t.slice(mention.end, sentence.end)
  const sentenceBefore = t.slice(sentence.start, mention.start)
  const infused = /\b(?:infusion|perfusion|goteo|bolo)\s+(?:\w+\s+)?(?:de|del)\s+$/.test(sentenceBefore.slice(-40)) ? "Intravenosa" : undefined
  const route = routeIn(window)?.label ?? infused ?? routeFromForm(fold(mention.name)) ?? routeIn(sentenceAfter)?.label ?? routeFromForm(sentenceBefore.slice(-40) + " " + window.slice(0, 40)) ?? routeIn(sentenceBefore.slice(-30))?.label
  const lot = /\blote?\s*(?:n[°o.]*)?\s*[:=]?\s*([a-z0-9][a-z0-9-]{2,})\b/.exec(t.slice(sentence.start, Math.min(sentence.end + 60, t.length)))
  const out: Record<string, string> = { nombre_producto: mention.name }
  if (dosis !== "") out.dosis_frecuencia = dosis.slice(0, 255)
  if (route !== undefined && route !== null) out.via_administracion = route
  if (lot) out.nro_lote = o.slice(t.indexOf(lot[1]!, sentence.start), t.indexOf(lot[1]!, sentence.start) + lot[1]!.length).toUpperCase()
  return out as unknown as ExtractedProducto
}

/** A form's own lines for the suspect's dose and route ('Dosis: 0.5 ml', 'Posología: 2 tab con la cena', 'Vía: IM'), when the product's line lacks them. */
export const formFields = (doc: Doc, product: Record<string, unknown>): void => {
  const t = doc.folded
  const o = doc.text
  const route = /(?:^|\n)\s*(?:via(?: de administracion)?|route)\s*[:=]\s*([^\n]+)/.exec(t)
  if (route && product.via_administracion === undefined) {
    const label = routeIn(` ${route[1]!} `)?.label
    if (label !== undefined) product.via_administracion = label
  }
  const dose = /(?:^|\n)\s*(?:dosis|posologia|dose|pauta|frecuencia)(?:\s*(?:y|e|\/)\s*(?:frecuencia|dosis|via))?\s*[:=]\s*([^\n]+)/.exec(t)
  if (dose) {
    const start = dose.index + dose[0].length - dose[1]!.length
    const value = squash(o.slice(start, start + dose[1]!.length)).slice(0, 120)
    const known = typeof product.dosis_frecuencia === "string" ? product.dosis_frecuencia : ""
    if (value !== "" && !fold(known).includes(fold(value))) product.dosis_frecuencia = (known === "" ? value : `${known}, ${value}`).slice(0, 255)
  }
}

export const routeFromForm = (snippet: string): string | null => {
  if (/\b(?:crema|unguento|pomada|gel|emulgel|locion|champu)\b/.test(snippet)) return "Tópica"
  if (/\b(?:eye drops|colirio|gotas oftalmicas)\b/.test(snippet)) return "Oftálmica"
  if (L.ORAL_FORMS.test(snippet)) return "Oral"
  return null
}
