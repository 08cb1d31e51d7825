/**
 * Drugs and reactions of the `geriatria` generator: the polypharmacy of older adults (blood
 * pressure, diabetes, anticoagulants, the heart, the thyroid, the stomach, dementia and its
 * antipsychotics, pain and sleep, the yearly vaccines) and what it does to them (falls,
 * hypoglycaemia, bleeding with a high INR, hyponatraemia, delirium, extrapyramidal signs,
 * bradycardia...). Each reaction is worded three ways: clinically by physicians, plainly by
 * relatives ("le bajó el azúcar", "está como ida"), and in the shorthand of nurses' logbooks
 * (HGT 45 mg/dl, PA 80/50, INR 6.2). Each product is written as brands, generics with their dose,
 * abbreviations, or as the family calls it ("la pastilla de la presión").
 */
import type { Random } from "./random.js"

/** A measurement of the event, as each voice writes it. */
export interface Value { readonly clin: string; readonly short: string; readonly plain: string }

export interface Reaction {
  readonly id: string
  readonly clin: ReadonlyArray<string>
  readonly plain: ReadonlyArray<string>
  readonly short: ReadonlyArray<string>
  readonly value: ((r: Random) => Value) | null
  /** Chance the event takes the patient to hospital. */
  readonly serious: number
  readonly treat: ReadonlyArray<readonly [clin: string, short: string]>
}

const R = (id: string, clin: Array<string>, plain: Array<string>, short: Array<string>, value: ((r: Random) => Value) | null, serious: number, treat: Array<readonly [string, string]>): Reaction =>
  ({ id, clin, plain, short, value, serious, treat })

const dec = (r: Random, lo: number, hi: number) => (lo + r.next() * (hi - lo)).toFixed(1)

export const REACTIONS: ReadonlyArray<Reaction> = [
  R("caida", ["caída de propia altura", "caída de su altura con traumatismo", "caída nocturna"], ["se cayó", "se cayó al levantarse", "se resbaló y se cayó"], ["caída", "cae de su altura", "caída"],
    (r) => r.pick([
      { clin: "contusión de cadera izquierda", short: "contusión cadera izq", plain: "se golpeó la cadera" },
      { clin: "herida contusa en región superciliar", short: "herida en ceja, se sutura", plain: "se abrió la ceja" },
      { clin: "fractura de cuello de fémur", short: "dolor intenso en cadera, no deambula", plain: "se rompió la cadera" },
      { clin: "traumatismo encéfalo craneano leve", short: "TEC leve, hematoma frontal", plain: "se golpeó la cabeza" },
      { clin: "fractura de muñeca derecha", short: "deformidad de muñeca der", plain: "se fracturó la muñeca" }
    ]), 0.3, [["radiografía y analgesia", "Rx + analgesia"], ["sutura de herida", "sutura"]]),
  R("ortostatica", ["hipotensión ortostática", "síncope ortostático", "hipotensión arterial sintomática"], ["se mareó al pararse y casi se desmaya", "se desvaneció al levantarse", "se puso pálida y se le bajó la presión"], ["mareo al incorporarse", "hipotensión", "presíncope"],
    (r) => { const s = r.int(70, 90); const d = r.int(40, 55); return { clin: `presión arterial de ${s}/${d} mmHg de pie`, short: `PA ${s}/${d}`, plain: `la presión estaba en ${s} con ${d}` } }, 0.15, [["hidratación y reposo en decúbito", "hidratación"]]),
  R("hipoglucemia", ["hipoglucemia", "hipoglucemia sintomática", "hipoglucemia severa con compromiso de conciencia"], ["le bajó el azúcar", "se puso sudorosa y no respondía, le bajó el azúcar", "amaneció sin reaccionar, con el azúcar bajísimo"], ["hipoglicemia", "HGT bajo", "sudoración fría + somnolencia"],
    (r) => { const g = r.int(28, 62); return { clin: `glucemia capilar de ${g} mg/dL`, short: `HGT ${g} mg/dl`, plain: `el azúcar estaba en ${g}` } }, 0.35, [["dextrosa al 33 % endovenosa", "dextrosa 33% EV"], ["glucosa oral", "azúcar VO"]]),
  R("sangrado_inr", ["sangrado con INR supraterapéutico", "hematuria macroscópica por sobreanticoagulación", "equimosis extensas y gingivorragia con INR elevado"], ["le salieron moretones por todo el cuerpo", "orina con sangre", "le sangran las encías y tiene morados en los brazos"], ["hematuria", "equimosis en MMSS + gingivorragia", "sangrado"],
    (r) => { const i = dec(r, 4.5, 9.8); return { clin: `INR de ${i}`, short: `INR ${i}`, plain: `el INR le salió ${i}` } }, 0.45, [["vitamina K", "vit K"], ["suspensión temporal del anticoagulante", "se suspende AC"]]),
  R("hda", ["hemorragia digestiva alta", "melena con anemia aguda", "sangrado digestivo"], ["hizo deposiciones negras como alquitrán", "vomitó sangre", "estaba con heces negras y muy pálido"], ["melena", "deposiciones negras", "HDA"],
    (r) => { const h = dec(r, 6.5, 9.5); return { clin: `hemoglobina de ${h} g/dL`, short: `Hb ${h}`, plain: `la hemoglobina le bajó a ${h}` } }, 0.8, [["transfusión de paquete globular", "transfusión 1 PG"], ["omeprazol endovenoso", "omeprazol EV"]]),
  R("hiponatremia", ["hiponatremia", "hiponatremia sintomática", "hiponatremia con somnolencia"], ["está como ida, no come, muy decaída", "se puso confundida y débil", "no quiere comer y está como dormida"], ["hiponatremia", "Na bajo, somnolienta", "decaída, hiporexia"],
    (r) => { const n = r.int(116, 128); return { clin: `sodio sérico de ${n} mEq/L`, short: `Na ${n}`, plain: `el sodio estaba en ${n}` } }, 0.5, [["reposición de sodio", "ClNa 0.9%"]]),
  R("delirio", ["síndrome confusional agudo", "delirium hiperactivo", "delirium con agitación nocturna"], ["está como ida, no reconoce a nadie", "habla cosas sin sentido y ve gente", "está desorientada, no sabe dónde está"], ["desorientado, agitado en la noche", "confuso", "SCA"],
    null, 0.3, [["suspensión del fármaco y medidas no farmacológicas", "se suspende, medidas de reorientación"]]),
  R("extrapiramidal", ["síndrome extrapiramidal", "parkinsonismo inducido por fármacos", "rigidez y temblor de reposo"], ["está tiesa y tiembla", "camina arrastrando los pies y tiembla", "se le traba la boca y tiembla"], ["rigidez + temblor", "marcha a pasos cortos, rigidez", "temblor MMSS"],
    null, 0.1, [["reducción de dosis", "se baja dosis"], ["biperideno", "biperideno"]]),
  R("bradicardia", ["bradicardia sintomática", "bradicardia sinusal con mareos", "bloqueo AV con bradicardia"], ["tenía el pulso muy bajito y se desvaneció", "se puso débil con el pulso lento"], ["bradicardia", "FC baja", "pulso lento"],
    (r) => { const f = r.int(36, 50); return { clin: `frecuencia cardiaca de ${f} lpm`, short: `FC ${f} x'`, plain: `el pulso estaba en ${f}` } }, 0.4, [["suspensión y monitoreo", "se suspende, monitoreo"]]),
  R("digitalica", ["intoxicación digitálica", "toxicidad por digoxina con náuseas y xantopsia"], ["vomitaba y decía que veía todo amarillo", "no quería comer y veía amarillo"], ["náuseas + xantopsia", "intox digitálica"],
    (r) => { const d = dec(r, 2.2, 4.1); return { clin: `digoxinemia de ${d} ng/mL`, short: `digoxinemia ${d}`, plain: `la digoxina en sangre estaba en ${d}` } }, 0.6, [["suspensión de digoxina", "se suspende DGX"]]),
  R("estrenimiento", ["estreñimiento severo", "impactación fecal"], ["no hace deposición hace días", "está estreñido, con la barriga hinchada"], ["no realiza deposición", "estreñimiento", "fecaloma"],
    (r) => { const d = r.int(5, 9); return { clin: `${d} días sin deposiciones`, short: `x ${d} días`, plain: `lleva ${d} días sin ir al baño` } }, 0.1, [["enema evacuante", "enema"], ["lactulosa", "lactulosa"]]),
  R("retencion", ["retención aguda de orina", "globo vesical"], ["no podía orinar", "no orinaba y le dolía la barriga"], ["globo vesical", "RAO", "no micciona"],
    (r) => { const c = r.int(5, 12) * 100; return { clin: `sondaje vesical con débito de ${c} mL`, short: `SV ${c} cc`, plain: `le sacaron ${c} de orina con sonda` } }, 0.2, [["sondaje vesical", "SV"]]),
  R("rash", ["erupción maculopapular pruriginosa", "exantema generalizado", "urticaria"], ["le salieron ronchas en todo el cuerpo", "le salieron granitos rojos que le pican", "tiene la piel roja y le pica"], ["rash en tronco", "lesiones eritematosas pruriginosas", "ronchas"],
    null, 0.05, [["clorfenamina", "clorfenamina"], ["hidrocortisona", "hidrocortisona"]]),
  R("tos", ["tos seca persistente", "tos irritativa atribuida al IECA"], ["tiene una tos seca que no se le quita", "tose toda la noche, tos seca"], ["tos seca persistente", "tos seca"],
    null, 0, [["cambio a ARA II", "se cambia a losartán"]]),
  R("edema", ["edema maleolar bilateral", "edema de miembros inferiores"], ["tiene los pies bien hinchados", "se le hinchan las piernas"], ["edema MMII ++", "edema maleolar"],
    null, 0, [["cambio de antihipertensivo", "se cambia antiHTA"]]),
  R("somnolencia", ["sedación excesiva", "somnolencia diurna marcada"], ["duerme todo el día, no se despierta ni para comer", "está muy dormida"], ["somnoliento", "difícil de despertar", "sedado"],
    null, 0.1, [["reducción de dosis", "se baja dosis"]]),
  R("vac_local", ["reacción local en el sitio de aplicación", "dolor, eritema e induración en deltoides"], ["tiene el brazo hinchado y rojo donde le pusieron la vacuna", "le duele mucho el brazo de la vacuna"], ["eritema + dolor en deltoides", "induración sitio de vacuna"],
    (r) => { const c = r.int(3, 9); return { clin: `eritema de ${c} cm`, short: `eritema ${c} cm`, plain: `tiene una mancha roja de ${c} centímetros` } }, 0, [["compresas frías", "compresas frías"], ["paracetamol", "paracetamol"]]),
  R("vac_fiebre", ["fiebre y malestar general posvacunal", "síndrome febril tras la vacunación"], ["le dio fiebre y escalofríos después de la vacuna", "se puso con fiebre y decaída después de la vacuna"], ["fiebre posvacuna", "T alta + malestar"],
    (r) => { const t = dec(r, 37.9, 39.2); return { clin: `temperatura de ${t} °C`, short: `T ${t}`, plain: `tuvo fiebre de ${t}` } }, 0.05, [["paracetamol", "paracetamol"]]),
  R("diarrea", ["diarrea", "diarrea persistente"], ["está con diarrea, va al baño a cada rato"], ["deposiciones líquidas", "diarrea"],
    (r) => { const n = r.int(4, 9); return { clin: `${n} deposiciones líquidas al día`, short: `${n} dep líquidas`, plain: `va al baño ${n} veces al día` } }, 0.1, [["rehidratación oral", "SRO"]]),
  R("potasio", ["hiperpotasemia", "hiperkalemia"], ["le salió el potasio alto en el análisis"], ["K alto", "hiperkalemia"],
    (r) => { const k = dec(r, 5.9, 7.2); return { clin: `potasio sérico de ${k} mEq/L`, short: `K ${k}`, plain: `el potasio estaba en ${k}` } }, 0.5, [["gluconato de calcio e insulina", "gluconato Ca + insulina"]]),
  R("renal", ["lesión renal aguda", "insuficiencia renal aguda"], ["le salió la creatinina alta y orina poquito"], ["crea elevada", "oliguria"],
    (r) => { const c = dec(r, 2.1, 4.5); return { clin: `creatinina de ${c} mg/dL`, short: `crea ${c}`, plain: `la creatinina le salió ${c}` } }, 0.6, [["hidratación y suspensión del AINE", "hidratación, se suspende AINE"]]),
  R("nauseas", ["náuseas e hiporexia con pérdida de peso", "intolerancia gastrointestinal"], ["no quiere comer y tiene náuseas", "vomita todo lo que come"], ["náuseas, hiporexia", "vómitos"],
    null, 0.05, [["reducción de dosis", "se baja dosis"]]),
  R("palpitaciones", ["taquicardia con palpitaciones", "fibrilación auricular de respuesta rápida"], ["siente que el corazón le late muy rápido"], ["taquicardia", "palpitaciones"],
    (r) => { const f = r.int(112, 148); return { clin: `frecuencia cardiaca de ${f} lpm`, short: `FC ${f} x'`, plain: `el pulso estaba en ${f}` } }, 0.3, [["reducción de dosis", "se baja dosis"]])
]
export const reactionById = new Map(REACTIONS.map((x) => [x.id, x] as const))

export interface Drug {
  readonly id: string
  readonly generic: string
  readonly brands: ReadonlyArray<string>
  readonly abbr: ReadonlyArray<string>
  readonly doses: ReadonlyArray<string>
  readonly freq: ReadonlyArray<string>
  readonly route: string
  /** What the family calls it. */
  readonly lay: ReadonlyArray<string>
  /** How it gets misspelled. */
  readonly slips: ReadonlyArray<string>
  /** Reaction ids, the first the most frequent. */
  readonly reactions: ReadonlyArray<string>
  readonly vaccine?: boolean
}

const D = (id: string, generic: string, brands: Array<string>, abbr: Array<string>, doses: Array<string>, freq: Array<string>, route: string, lay: Array<string>, slips: Array<string>, reactions: Array<string>, vaccine = false): Drug =>
  ({ id, generic, brands, abbr, doses, freq, route, lay, slips, reactions, vaccine })

const DIA = ["c/24 h", "1 vez al día", "en la mañana"]
const BID = ["c/12 h", "2 veces al día"]
const NOCHE = ["en la noche", "HS", "antes de dormir"]

export const DRUGS: ReadonlyArray<Drug> = [
  D("amlodipino", "Amlodipino", ["Norvasc", "Amlodin"], ["AML"], ["5 mg", "10 mg"], DIA, "oral", ["la pastilla de la presión"], ["amlodipina", "amlodipno", "amlodipine"], ["edema", "ortostatica", "caida"]),
  D("enalapril", "Enalapril", ["Renitec", "Enalten"], ["ENA"], ["10 mg", "20 mg"], BID, "oral", ["la pastilla de la presión", "las pastillitas de la presión"], ["enalapril maleato", "enelapril"], ["tos", "ortostatica", "potasio", "caida"]),
  D("losartan", "Losartán", ["Cozaar", "Losacor"], ["LOS"], ["50 mg", "100 mg"], DIA, "oral", ["la pastilla de la presión"], ["losartan potásico", "lozartan", "losartán 50"], ["ortostatica", "potasio", "caida", "renal"]),
  D("metformina", "Metformina", ["Glucophage", "Dianben"], ["MTF", "metf"], ["850 mg", "500 mg"], BID, "oral", ["la pastilla del azúcar", "la pastilla de la diabetes"], ["metformin", "metfornina"], ["diarrea", "nauseas", "hipoglucemia"]),
  D("glibenclamida", "Glibenclamida", ["Daonil", "Euglucon"], ["GBC", "glibencl."], ["5 mg", "2.5 mg"], DIA, "oral", ["la pastilla del azúcar", "la pastilla para la diabetes"], ["glibenclamina", "glibenclamid"], ["hipoglucemia", "hipoglucemia", "caida"]),
  D("nph", "Insulina NPH", ["Humulin N", "Insulatard"], ["NPH", "insulina N"], ["20 UI", "14 UI", "10 UI"], ["en la mañana", "AM y PM", "antes del desayuno"], "subcutánea", ["la insulina", "la inyección del azúcar"], ["insulina nph", "insulina HPH"], ["hipoglucemia", "hipoglucemia", "caida"]),
  D("warfarina", "Warfarina", ["Coumadin", "Aldocumar"], ["WARF", "warf."], ["5 mg", "2.5 mg"], DIA, "oral", ["la pastilla para la sangre", "el anticoagulante"], ["warfarine", "warfarin", "warfanina"], ["sangrado_inr", "sangrado_inr", "hda"]),
  D("apixaban", "Apixabán", ["Eliquis"], ["APX"], ["2.5 mg", "5 mg"], BID, "oral", ["el anticoagulante", "la pastilla para que no se coagule"], ["apixaban", "apixabam"], ["hda", "sangrado_inr"]),
  D("digoxina", "Digoxina", ["Lanoxin"], ["DGX", "digox."], ["0.25 mg", "0.125 mg"], ["c/24 h", "L-V", "interdiario"], "oral", ["la pastilla del corazón"], ["digoxin", "digoxima"], ["digitalica", "bradicardia", "nauseas"]),
  D("furosemida", "Furosemida", ["Lasix"], ["FUR", "furo"], ["40 mg", "20 mg"], ["en la mañana", "c/24 h", "c/12 h"], "oral", ["la pastilla para orinar", "el diurético"], ["furosemide", "furosemina"], ["hiponatremia", "ortostatica", "caida", "renal"]),
  D("hctz", "Hidroclorotiazida", ["Hidrotiazida"], ["HCTZ", "HCT"], ["25 mg", "12.5 mg"], DIA, "oral", ["la pastilla para orinar"], ["hidroclorotiacida", "hidroclorotiazina"], ["hiponatremia", "hiponatremia", "ortostatica"]),
  D("levotiroxina", "Levotiroxina", ["Eutirox", "Euthyrox"], ["LT4", "levotirox."], ["50 mcg", "75 mcg", "100 mcg"], ["en ayunas"], "oral", ["la pastilla de la tiroides"], ["levotiroxina sódica", "levotiroxima"], ["palpitaciones", "palpitaciones", "nauseas"]),
  D("omeprazol", "Omeprazol", ["Losec", "Omeprazol Genfar"], ["OMP", "omepr."], ["20 mg", "40 mg"], ["en ayunas", "c/24 h"], "oral", ["la pastilla del estómago", "el protector"], ["omeprasol", "omeprazole"], ["diarrea", "hiponatremia", "rash"]),
  D("quetiapina", "Quetiapina", ["Seroquel", "Quetidin"], ["QTP", "quetiap."], ["25 mg", "50 mg", "12.5 mg"], NOCHE, "oral", ["la pastilla para dormir", "la pastilla para que esté tranquila"], ["quetiapina fumarato", "quetiapna", "quetiapine"], ["somnolencia", "ortostatica", "caida", "estrenimiento", "retencion"]),
  D("haloperidol", "Haloperidol", ["Haldol"], ["HLP", "halop."], ["5 gotas", "1 mg", "2.5 mg"], ["c/12 h", "en la noche", "condicional a agitación"], "oral", ["las gotitas para que se calme", "las gotas para los nervios"], ["haloperidol gotas", "haloperidiol"], ["extrapiramidal", "somnolencia", "caida"]),
  D("risperidona", "Risperidona", ["Risperdal"], ["RSP", "risperid."], ["0.5 mg", "1 mg"], NOCHE, "oral", ["la pastilla para que no se ponga agresiva", "la pastilla de los nervios"], ["risperidone", "risperidoma"], ["extrapiramidal", "caida", "ortostatica", "somnolencia"]),
  D("donepezilo", "Donepezilo", ["Aricept", "Eranz"], ["DPZ", "donepez."], ["5 mg", "10 mg"], NOCHE, "oral", ["la pastilla de la memoria"], ["donepecilo", "donepezil"], ["bradicardia", "nauseas", "caida", "diarrea"]),
  D("tramadol", "Tramadol", ["Tramal"], ["TMD", "tramad."], ["50 mg", "20 gotas", "37.5 mg"], ["c/8 h", "c/12 h", "condicional a dolor"], "oral", ["las gotas para el dolor", "la pastilla del dolor"], ["tramadol clorhidrato", "tramadal"], ["delirio", "estrenimiento", "nauseas", "caida", "retencion"]),
  D("clonazepam", "Clonazepam", ["Rivotril"], ["CLZ", "clonaz."], ["0.5 mg", "2 mg", "0.25 mg"], NOCHE, "oral", ["la pastilla para dormir", "el calmante"], ["clonazepan", "clonacepam"], ["caida", "somnolencia", "delirio"]),
  D("alprazolam", "Alprazolam", ["Xanax", "Alplax"], ["ALP", "alpraz."], ["0.5 mg", "0.25 mg"], NOCHE, "oral", ["la pastilla para los nervios", "la pastillita para dormir"], ["alprazolan", "alprazolán"], ["caida", "somnolencia", "delirio"]),
  D("naproxeno", "Naproxeno", ["Apronax", "Naprosyn"], ["NPX"], ["550 mg", "275 mg"], ["c/12 h", "condicional a dolor"], "oral", ["la pastilla para el dolor de rodilla", "el desinflamante"], ["naproxeno sódico", "naproxen"], ["hda", "renal", "rash"]),
  D("diclofenaco", "Diclofenaco", ["Voltaren", "Dolo-Neurobion"], ["DCF", "diclof."], ["50 mg", "75 mg"], ["c/12 h", "c/8 h"], "oral", ["el desinflamante", "las pastillas para la artrosis"], ["diclofenac", "diclofenaco sódico"], ["hda", "renal", "rash"]),
  D("ibuprofeno", "Ibuprofeno", ["Motrin", "Advil"], ["IBU"], ["400 mg", "600 mg"], ["c/8 h", "condicional a dolor"], "oral", ["la pastilla para el dolor"], ["ibuprofen", "ibuprofemo"], ["hda", "renal", "rash"]),
  D("influenza", "Vacuna contra influenza", ["Vaxigrip Tetra", "Influvac Tetra"], ["VAC INFLUENZA", "vac. influenza"], ["0.5 mL"], ["dosis única"], "intramuscular", ["la vacuna de la gripe", "la vacuna de la influenza"], ["vacuna influensa", "vacuna antiinfluenza"], ["vac_local", "vac_fiebre"], true),
  D("neumococo", "Vacuna antineumocócica", ["Pneumovax 23", "Prevenar 13"], ["VAC NEUMO", "vac. neumococo"], ["0.5 mL"], ["dosis única"], "intramuscular", ["la vacuna de la neumonía", "la vacuna del neumococo"], ["vacuna neumococica", "vacuna antineumococo"], ["vac_local", "vac_fiebre"], true)
]
export const drugById = new Map(DRUGS.map((d) => [d.id, d] as const))

/** How a writer names a product. */
export type ProductStyle = "generico" | "marca" | "abrev" | "lego" | "error" | "mixto"

/** The product as a writer names it, with its dose or not. */
export const writeProduct = (r: Random, d: Drug, dose: string, style: ProductStyle): string => {
  const withDose = (s: string) => (r.chance(0.6) ? `${s} ${r.chance(0.3) ? dose.replace(" ", "") : dose}` : s)
  switch (style) {
    case "generico": return withDose(r.chance(0.8) ? d.generic : d.generic.toLowerCase())
    case "marca": return d.brands.length > 0 ? withDose(r.pick(d.brands)) : withDose(d.generic)
    case "abrev": return `${r.pick(d.abbr)} ${dose}`
    case "lego": return r.chance(0.5) && d.brands.length > 0 ? `${r.pick(d.lay)} (${r.pick(d.brands)})` : `${r.pick(d.lay)}${r.chance(0.5) ? `, ${d.generic.toLowerCase()}` : ""}`
    case "error": return withDose(r.pick(d.slips))
    case "mixto": return d.brands.length > 0 ? `${d.generic} (${r.pick(d.brands)}) ${dose}` : `${d.generic} ${dose}`
  }
}

/** Polypharmacy by what the person suffers from: conditions and the drugs they bring. */
export const CONDITIONS: ReadonlyArray<{ readonly name: readonly [clin: string, short: string]; readonly p: number; readonly drugs: ReadonlyArray<ReadonlyArray<string>> }> = [
  { name: ["hipertensión arterial", "HTA"], p: 0.7, drugs: [["amlodipino"], ["enalapril"], ["losartan"], ["losartan", "hctz"], ["amlodipino", "enalapril"]] },
  { name: ["diabetes mellitus tipo 2", "DM2"], p: 0.35, drugs: [["metformina"], ["metformina", "glibenclamida"], ["metformina", "nph"], ["nph"]] },
  { name: ["fibrilación auricular", "FA"], p: 0.18, drugs: [["warfarina"], ["apixaban"], ["warfarina", "digoxina"], ["apixaban", "digoxina"]] },
  { name: ["insuficiencia cardiaca", "ICC"], p: 0.15, drugs: [["furosemida"], ["furosemida", "digoxina"]] },
  { name: ["hipotiroidismo", "hipotiroidismo"], p: 0.15, drugs: [["levotiroxina"]] },
  { name: ["enfermedad de Alzheimer", "demencia"], p: 0.3, drugs: [["donepezilo"], ["donepezilo", "quetiapina"], ["quetiapina"], ["risperidona"], ["haloperidol"], ["donepezilo", "risperidona"]] },
  { name: ["artrosis de rodillas", "gonartrosis"], p: 0.35, drugs: [["tramadol"], ["naproxeno"], ["diclofenaco"], ["ibuprofeno"], ["tramadol", "naproxeno"]] },
  { name: ["insomnio", "insomnio"], p: 0.3, drugs: [["clonazepam"], ["alprazolam"]] },
  { name: ["gastritis crónica", "gastritis"], p: 0.45, drugs: [["omeprazol"]] }
]
