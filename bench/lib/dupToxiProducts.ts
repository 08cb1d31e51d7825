/**
 * The medicines of the toxicología generator (lib/dupToxicologia.ts): what Peruvian households,
 * boticas and public hospitals have at hand (analgesics, benzodiazepines, antiepileptics,
 * antidepressants, the grandparents' antihypertensives and antidiabetics, anticoagulants, children's
 * syrups and iron drops, antiparasitics, antibiotics, isoniazid), each with its presentations,
 * invented local brands, the names families give it and the ways it gets misspelt; plus lots and
 * sanitary registrations in DIGEMID's shape.
 */
import type { Random } from "./random.js"

/** One presentation of a medicine: "tab 2 mg", "jarabe 120 mg/5 mL", "ampolla 10 mg/2 mL". */
export interface Presentation {
  readonly form: "tab" | "cap" | "jarabe" | "gotas" | "suspension" | "ampolla" | "vial" | "frasco"
  readonly strength: string
  /** The unit a quantity of it is counted in. */
  readonly unit: "tab" | "cap" | "mL" | "gotas" | "amp" | "UI"
  /** The usual route. */
  readonly via: "oral" | "IM" | "EV" | "SC"
}

/** A medicine: its INN, class, presentations, brands and the words people use for it. */
export interface Drug {
  readonly generic: string
  readonly klass: string
  readonly forms: ReadonlyArray<Presentation>
  /** Invented Peruvian-market brands (the first is the one the public system buys). */
  readonly brands: ReadonlyArray<string>
  /** How a family names it: the pills for what, the bottle of what. */
  readonly lay: ReadonlyArray<string>
  /** Misspellings seen in typed notes. */
  readonly slips: ReadonlyArray<string>
  /** Usual adult or child dose, as a prescription writes it. */
  readonly dose: ReadonlyArray<string>
}

const p = (form: Presentation["form"], strength: string, unit: Presentation["unit"], via: Presentation["via"] = "oral"): Presentation => ({ form, strength, unit, via })

const d = (generic: string, klass: string, forms: ReadonlyArray<Presentation>, brands: ReadonlyArray<string>, lay: ReadonlyArray<string>, slips: ReadonlyArray<string>, dose: ReadonlyArray<string>): Drug =>
  ({ generic, klass, forms, brands, lay, slips, dose })

/** Every medicine of the generator, by INN. */
export const DRUGS = {
  paracetamol: d("paracetamol", "analgésico", [p("tab", "500 mg", "tab"), p("jarabe", "120 mg/5 mL", "mL"), p("gotas", "100 mg/mL", "mL")],
    ["Termofen", "Febrilín", "Paramax Forte", "Doloquim"], ["las pastillas para la fiebre", "el paracetamol", "el jarabe para la fiebre"], ["paracetamo", "paracetamoll", "paracetanol"], ["500 mg c/8 h", "1 g c/8 h", "10-15 mg/kg c/6 h"]),
  ibuprofeno: d("ibuprofeno", "AINE", [p("tab", "400 mg", "tab"), p("suspension", "100 mg/5 mL", "mL")],
    ["Ibufort", "Inflamax", "Dolorén"], ["las pastillas para el dolor", "el ibuprofeno", "el jarabe para el dolor"], ["ibupofreno", "ibuprofeno400", "ibuprofen"], ["400 mg c/8 h", "10 mg/kg c/8 h"]),
  metamizol: d("metamizol", "analgésico", [p("tab", "500 mg", "tab"), p("ampolla", "1 g/2 mL", "amp", "EV")],
    ["Dipirona Andina", "Metalgín", "Novadol"], ["la inyección para el dolor", "el metamizol", "la dipirona"], ["metamisol", "metamizon", "metamizoll"], ["1 g EV c/8 h", "500 mg c/8 h"]),
  tramadol: d("tramadol", "opioide", [p("cap", "50 mg", "cap"), p("gotas", "100 mg/mL", "gotas"), p("ampolla", "100 mg/2 mL", "amp", "EV")],
    ["Tradolex", "Dolotram", "Tramasedín"], ["las pastillas fuertes para el dolor", "el tramadol", "las gotas para el dolor"], ["tramadoll", "tramal", "tramadoi"], ["50 mg c/8 h", "20 gotas c/8 h", "100 mg EV c/8 h"]),
  clonazepam: d("clonazepam", "benzodiacepina", [p("tab", "2 mg", "tab"), p("tab", "0.5 mg", "tab"), p("gotas", "2.5 mg/mL", "gotas")],
    ["Clonapax", "Neurotril", "Zepamín"], ["las pastillas para los nervios", "las pastillas para dormir", "el clonazepam"], ["clonasepam", "clonazepan", "clonacepam"], ["0.5 mg noche", "2 mg noche", "1 mg c/12 h"]),
  alprazolam: d("alprazolam", "benzodiacepina", [p("tab", "0.5 mg", "tab"), p("tab", "1 mg", "tab")],
    ["Calmazol", "Tranquinal"], ["las pastillas para la ansiedad", "las pastillas para dormir", "el alprazolam"], ["alprasolam", "alprazolan", "alpazolam"], ["0.5 mg noche", "0.25 mg c/12 h"]),
  diazepam: d("diazepam", "benzodiacepina", [p("tab", "10 mg", "tab"), p("ampolla", "10 mg/2 mL", "amp", "EV")],
    ["Diazemín", "Valsedán"], ["las pastillas para los nervios", "el diazepam"], ["diazepan", "diasepam", "diacepam"], ["10 mg noche", "5 mg c/12 h"]),
  carbamazepina: d("carbamazepina", "antiepiléptico", [p("tab", "200 mg", "tab"), p("suspension", "100 mg/5 mL", "mL")],
    ["Carbatrex", "Convulsín", "Tegrapín"], ["las pastillas para las convulsiones", "las pastillas para el ataque", "la carbamazepina"], ["carbamasepina", "carbamazepinna", "carbamazepian"], ["200 mg c/12 h", "200 mg c/8 h", "10 mg/kg/día"]),
  fenitoina: d("fenitoína", "antiepiléptico", [p("tab", "100 mg", "tab"), p("ampolla", "250 mg/5 mL", "amp", "EV")],
    ["Fenitex", "Epilantín"], ["las pastillas para la epilepsia", "la fenitoína"], ["fenitoina", "fenitoinna", "fenintoina"], ["100 mg c/8 h", "300 mg/día"]),
  valproico: d("ácido valproico", "antiepiléptico", [p("jarabe", "250 mg/5 mL", "mL"), p("tab", "500 mg", "tab")],
    ["Valprolex", "Depaquín"], ["el jarabe para las convulsiones", "las pastillas para la epilepsia", "el valproico"], ["acido valproico", "ac. valproico", "valproato"], ["500 mg c/12 h", "20 mg/kg/día"]),
  amitriptilina: d("amitriptilina", "antidepresivo tricíclico", [p("tab", "25 mg", "tab")],
    ["Amitrín", "Triptanol Andino"], ["las pastillas para la depresión", "las pastillas para dormir", "la amitriptilina"], ["amitriptalina", "amitriptilna", "amitripilina"], ["25 mg noche", "50 mg noche"]),
  sertralina: d("sertralina", "ISRS", [p("tab", "50 mg", "tab")],
    ["Sertrafén", "Serenil"], ["las pastillas para la depresión", "la sertralina"], ["sertralna", "sertralin", "setralina"], ["50 mg/día", "100 mg/día"]),
  fluoxetina: d("fluoxetina", "ISRS", [p("cap", "20 mg", "cap")],
    ["Fluoxén", "Animax"], ["las pastillas para la depresión", "la fluoxetina"], ["fluoxetinna", "fluexetina", "fluoxitina"], ["20 mg/día", "40 mg/día"]),
  enalapril: d("enalapril", "IECA", [p("tab", "10 mg", "tab"), p("tab", "20 mg", "tab")],
    ["Enaltén", "Presinor"], ["las pastillas para la presión", "el enalapril"], ["enalapri", "enalaprill", "enalopril"], ["10 mg c/12 h", "20 mg/día"]),
  amlodipino: d("amlodipino", "calcioantagonista", [p("tab", "5 mg", "tab"), p("tab", "10 mg", "tab")],
    ["Amlopres", "Normodip"], ["las pastillas para la presión", "el amlodipino"], ["amlodipina", "amlodipno", "anlodipino"], ["5 mg/día", "10 mg/día"]),
  losartan: d("losartán", "ARA II", [p("tab", "50 mg", "tab")],
    ["Losartén", "Cardiozar"], ["las pastillas para la presión", "el losartán"], ["losartan", "lozartan", "losarttan"], ["50 mg c/12 h", "50 mg/día"]),
  metformina: d("metformina", "biguanida", [p("tab", "850 mg", "tab")],
    ["Glucomet", "Diaformín"], ["las pastillas para el azúcar", "la metformina"], ["metformna", "metfornina", "metformin"], ["850 mg c/12 h", "850 mg c/8 h"]),
  glibenclamida: d("glibenclamida", "sulfonilurea", [p("tab", "5 mg", "tab")],
    ["Glibenil", "Diabecón"], ["las pastillas para el azúcar", "la glibenclamida"], ["glibenclamina", "glibemclamida", "gliblenclamida"], ["5 mg/día", "5 mg c/12 h"]),
  insulina: d("insulina NPH", "insulina", [p("vial", "100 UI/mL", "UI", "SC")],
    ["Insunor NPH", "Humagen N"], ["la insulina", "la inyección del azúcar"], ["insulna", "insulina nph", "insuina"], ["20 UI mañana y 10 UI noche", "0.5 UI/kg/día"]),
  warfarina: d("warfarina", "anticoagulante", [p("tab", "5 mg", "tab")],
    ["Coumarex", "Warfilón"], ["las pastillas para la sangre", "la warfarina"], ["warfarin", "warfarrina", "warfariana"], ["5 mg/día", "2.5 mg/día"]),
  digoxina: d("digoxina", "digitálico", [p("tab", "0.25 mg", "tab"), p("jarabe", "0.05 mg/mL", "mL")],
    ["Digocor", "Lanoxín Andino"], ["las pastillas para el corazón", "la digoxina"], ["digoxna", "dixogina", "digoxima"], ["0.25 mg/día", "0.125 mg/día"]),
  levotiroxina: d("levotiroxina", "hormona tiroidea", [p("tab", "100 mcg", "tab"), p("tab", "50 mcg", "tab")],
    ["Tiroxal", "Eutirón"], ["las pastillas para la tiroides", "la levotiroxina"], ["levotiroxna", "levotiroxina sodica", "levotiroxinna"], ["100 mcg/día", "50 mcg/día"]),
  clorfenamina: d("clorfenamina", "antihistamínico", [p("tab", "4 mg", "tab"), p("jarabe", "2 mg/5 mL", "mL"), p("ampolla", "10 mg/mL", "amp", "IM")],
    ["Alergín", "Clorotrimín"], ["las pastillas para la alergia", "el jarabe para la alergia"], ["clorfenamida", "clorferamina", "clorfeniramina"], ["4 mg c/8 h", "2.5 mL c/8 h"]),
  loratadina: d("loratadina", "antihistamínico", [p("tab", "10 mg", "tab"), p("jarabe", "5 mg/5 mL", "mL")],
    ["Loramín", "Alerfast"], ["el jarabe para la alergia", "la loratadina"], ["loratadna", "loratadine", "loratidina"], ["10 mg/día", "5 mL/día"]),
  jarabeTos: d("dextrometorfano + clorfenamina", "antitusígeno", [p("jarabe", "15 mg + 2 mg/5 mL", "mL")],
    ["Tosipén Infantil", "Broncogrip Kids"], ["el jarabe para la tos", "el jarabe de la tos"], ["dextrometorfan", "dextrometorfano", "dextrometorfano clorfenamina"], ["5 mL c/8 h", "2.5 mL c/8 h"]),
  hierro: d("sulfato ferroso", "antianémico", [p("gotas", "25 mg Fe/mL", "gotas"), p("jarabe", "15 mg Fe/5 mL", "mL"), p("tab", "300 mg", "tab")],
    ["Ferrogotas", "Hemofer"], ["las gotitas de hierro", "el hierro", "las gotas para la anemia"], ["sulfato ferrozo", "sulfato feroso", "sulfato de hierro"], ["15 gotas/día", "1 tab/día"]),
  albendazol: d("albendazol", "antiparasitario", [p("tab", "400 mg", "tab"), p("suspension", "400 mg/20 mL", "mL")],
    ["Albenzol", "Parasitex"], ["las pastillas para los parásitos", "el antiparasitario"], ["albendasol", "albendazoll", "albenzadol"], ["400 mg dosis única"]),
  mebendazol: d("mebendazol", "antiparasitario", [p("tab", "500 mg", "tab"), p("suspension", "100 mg/5 mL", "mL")],
    ["Mebenix", "Vermicín"], ["las pastillas para los parásitos", "el jarabe para los bichos"], ["mebendasol", "mebendazoll", "membendazol"], ["500 mg dosis única", "100 mg c/12 h x 3 días"]),
  amoxicilina: d("amoxicilina", "antibiótico", [p("cap", "500 mg", "cap"), p("suspension", "250 mg/5 mL", "mL")],
    ["Amoxifar", "Amoxilín"], ["el antibiótico", "la amoxicilina"], ["amoxicilna", "amoxilina", "amoxicillina"], ["500 mg c/8 h", "50 mg/kg/día"]),
  ceftriaxona: d("ceftriaxona", "antibiótico", [p("ampolla", "1 g", "amp", "IM"), p("vial", "1 g", "amp", "EV")],
    ["Cefaxón", "Triaxín"], ["la inyección del antibiótico", "la ceftriaxona"], ["cefriaxona", "ceftriazona", "ceftriaxiona"], ["1 g IM c/24 h", "1 g EV c/12 h", "50 mg/kg/día"]),
  ciprofloxacino: d("ciprofloxacino", "antibiótico", [p("tab", "500 mg", "tab")],
    ["Ciproflox", "Uroxín"], ["el antibiótico para la orina", "el cipro"], ["ciprofloxacina", "ciprofloxasino", "ciproflaxacino"], ["500 mg c/12 h"]),
  isoniazida: d("isoniazida", "antituberculoso", [p("tab", "300 mg", "tab"), p("tab", "100 mg", "tab")],
    ["isoniazida (ESN PCT)"], ["las pastillas de la TBC", "las pastillas del programa"], ["isoniacida", "izoniazida", "INH"], ["300 mg/día", "5 mg/kg/día"]),
  metoclopramida: d("metoclopramida", "antiemético", [p("ampolla", "10 mg/2 mL", "amp", "EV"), p("tab", "10 mg", "tab"), p("gotas", "2.6 mg/mL", "gotas")],
    ["Emetix", "Primperín"], ["la inyección para los vómitos", "las gotas para el vómito", "la metoclopramida"], ["metroclopramida", "metoclopramina", "metoclorpramida"], ["10 mg EV c/8 h", "10 mg c/8 h", "0.1 mg/kg"])
} as const satisfies Record<string, Drug>

/** The key of a medicine in {@link DRUGS}. */
export type DrugKey = keyof typeof DRUGS

/** The medicine of a key. */
export const drug = (key: DrugKey): Drug => DRUGS[key]

/** A presentation of a drug (the first is the usual one). */
export const presentation = (r: Random, dr: Drug, form?: Presentation["form"]): Presentation => {
  const fits = form === undefined ? [] : dr.forms.filter((f) => f.form === form)
  return fits[0] ?? (r.chance(0.6) ? dr.forms[0]! : r.pick(dr.forms))
}

/** A lot number as printed on a blister or ampoule box. */
export const lotNumber = (r: Random): string => {
  const y = r.int(21, 24)
  const style = r.int(0, 3)
  if (style === 0) return `${y}${String(r.int(1, 12)).padStart(2, "0")}${r.int(100, 999)}`
  if (style === 1) return `L${y}${r.int(10000, 99999)}`
  if (style === 2) return `${String.fromCharCode(65 + r.int(0, 25))}${r.int(1000, 9999)}${y}`
  return `${r.int(1000000, 9999999)}`
}

// A fixed registration per brand: the same box gives the same number in every report.
const hash = (text: string): number => {
  let h = 2166136261
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 16777619)
  return h >>> 0
}

/** The DIGEMID sanitary registration of a brand or generic (EN- national, EE- imported). */
export const registration = (name: string): string => {
  const h = hash(name)
  return `${h % 3 === 0 ? "EE" : "EN"}-${String(h % 100000).padStart(5, "0")}`
}

/** How a form names a presentation: "tab 2 mg", "jarabe 120 mg/5 mL", "amp 10 mg/2 mL". */
export const presentationText = (pr: Presentation, long = false): string => {
  const word = long
    ? { tab: "tabletas", cap: "cápsulas", jarabe: "jarabe", gotas: "gotas", suspension: "suspensión", ampolla: "ampolla", vial: "vial", frasco: "frasco" }[pr.form]
    : { tab: "tab", cap: "cap", jarabe: "jbe", gotas: "gts", suspension: "susp", ampolla: "amp", vial: "vial", frasco: "fco" }[pr.form]
  return `${word} ${pr.strength}`
}

/** The count word for an amount in a presentation's unit ("tab", "mL", "gotas"). */
export const amountText = (n: number, unit: Presentation["unit"], long = false): string => {
  if (!long) return `${n} ${unit}`
  const words = { tab: ["tableta", "tabletas"], cap: ["cápsula", "cápsulas"], mL: ["mL", "mL"], gotas: ["gota", "gotas"], amp: ["ampolla", "ampollas"], UI: ["UI", "UI"] }[unit]
  return `${n} ${n === 1 ? words[0] : words[1]}`
}
