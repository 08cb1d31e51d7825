/**
 * The reactions of the ninth duplicate generator (lib/dupHospital.ts) and the words each writer
 * has for them: the pharmacist's MedDRA-like term and clinical wording, the night nurse's lay
 * words, the prescriber's terse capitals in the prescription system's suspension field; with the
 * vital signs and lab values a hospital event carries, how they are written, what is given to
 * treat each reaction, and how a case ends.
 */
import { dec, miles } from "./dupHospitalText.js"
import type { Random } from "./random.js"

/** Vital signs and lab values of one event: every report of it quotes the same numbers. */
export interface Values {
  readonly paS: number
  readonly paD: number
  readonly htaS: number
  readonly htaD: number
  readonly fc: number
  readonly fcb: number
  readonly temp: number
  readonly sat: number
  readonly fr: number
  readonly glu: number
  readonly cr: number
  readonly crBase: number
  readonly crCtrl: number
  readonly tgo: number
  readonly tgp: number
  readonly plq: number
  readonly plqCtrl: number
  readonly ran: number
  readonly k: number
  readonly inr: number
  readonly eos: number
  readonly valle: number
}

/** Draws an event's values; the follow-up values say the event is settling. */
export const drawValues = (r: Random): Values => {
  const cr = r.int(16, 58) / 10
  const plq = r.int(9, 88) * 1000
  return {
    paS: r.int(65, 90), paD: r.int(35, 55), htaS: r.int(165, 210), htaD: r.int(95, 125), fc: r.int(112, 160), fcb: r.int(38, 52),
    temp: r.int(381, 401) / 10, sat: r.int(82, 91), fr: r.int(6, 10), glu: r.int(28, 58), cr, crBase: r.int(6, 11) / 10,
    crCtrl: Math.max(0.7, Math.round((cr * r.int(35, 80)) / 10) / 10), tgo: r.int(140, 980), tgp: r.int(160, 1150), plq,
    plqCtrl: Math.min(350_000, plq + r.int(40, 160) * 1000), ran: r.int(90, 480), k: r.int(22, 30) / 10, inr: r.int(45, 98) / 10,
    eos: r.int(9, 28), valle: r.int(22, 48)
  }
}

/** Replaces `{pa}`, `{cr}`… by the event's values, each formatted as this writer does. */
export const fill = (r: Random, text: string, v: Values): string =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => {
    switch (k) {
      case "pa": return `${v.paS}/${v.paD}`
      case "hta": return `${v.htaS}/${v.htaD}`
      case "fc": return String(v.fc)
      case "fcb": return String(v.fcb)
      case "temp": return dec(r, v.temp)
      case "sat": return String(v.sat)
      case "fr": return String(v.fr)
      case "glu": return String(v.glu)
      case "cr": return dec(r, v.cr)
      case "tgo": return String(v.tgo)
      case "tgp": return String(v.tgp)
      case "plq": return miles(r, v.plq)
      case "ran": return String(v.ran)
      case "k": return dec(r, v.k)
      case "inr": return dec(r, v.inr)
      case "eos": return String(v.eos)
      default: return k
    }
  })

/** A lab a sheet reports, at the event and at the follow-up. */
export type LabKey = "cr" | "hep" | "plq" | "ran" | "k" | "inr" | "eos" | "glu" | "valle"

/** The lab line of a sheet at the event. */
export const labLine = (r: Random, key: LabKey, v: Values): string => {
  switch (key) {
    case "cr": return r.pick([`creatinina ${dec(r, v.cr)} mg/dL (basal ${dec(r, v.crBase)})`, `Cr ${dec(r, v.cr)}`, `crea: ${dec(r, v.cr)} mg/dl`])
    case "hep": return r.pick([`TGO ${v.tgo} U/L, TGP ${v.tgp} U/L`, `TGO/TGP ${v.tgo}/${v.tgp}`, `transaminasas TGO ${v.tgo} TGP ${v.tgp}`])
    case "plq": return r.pick([`plaquetas ${miles(r, v.plq)}/mm3`, `PLQ ${miles(r, v.plq)}`, `recuento plaquetario ${miles(r, v.plq)}`])
    case "ran": return r.pick([`RAN ${v.ran}/mm3`, `neutrófilos absolutos ${v.ran}`, `abastonados 0, RAN ${v.ran}`])
    case "k": return r.pick([`K ${dec(r, v.k)} mEq/L`, `potasio ${dec(r, v.k)}`, `K+ ${dec(r, v.k)}`])
    case "inr": return r.pick([`INR ${dec(r, v.inr)}`, `TP prolongado, INR ${dec(r, v.inr)}`])
    case "eos": return r.pick([`eosinófilos ${v.eos} %`, `eosinofilia ${v.eos}%`])
    case "glu": return r.pick([`glucosa ${v.glu} mg/dL`, `HGT ${v.glu}`, `glicemia ${v.glu} mg/dl`])
    case "valle": return r.pick([`dosaje de vancomicina (valle) ${v.valle} mcg/mL`, `nivel valle vanco ${v.valle} ug/ml`])
  }
}

/** The lab line of a follow-up sheet: the value after the event. */
export const controlLine = (r: Random, key: LabKey, v: Values): string => {
  switch (key) {
    case "cr": return r.pick([`creatinina de control ${dec(r, v.crCtrl)} mg/dL`, `Cr control ${dec(r, v.crCtrl)}`, `crea ${dec(r, v.cr)} -> ${dec(r, v.crCtrl)}`])
    case "hep": return r.pick([`TGO ${Math.round(v.tgo / 3)} TGP ${Math.round(v.tgp / 3)} en descenso`, `transaminasas en descenso (TGP ${Math.round(v.tgp / 3)})`])
    case "plq": return r.pick([`plaquetas de control ${miles(r, v.plqCtrl)}`, `PLQ ${miles(r, v.plq)} -> ${miles(r, v.plqCtrl)}`])
    case "ran": return r.pick([`RAN de control ${v.ran * 6}/mm3`, `recuperación de neutrófilos (RAN ${v.ran * 6})`])
    case "k": return r.pick([`K control ${dec(r, v.k + 1)} mEq/L`, `potasio corregido ${dec(r, v.k + 1)}`])
    case "inr": return r.pick([`INR control ${dec(r, 2.4)}`, `INR ${dec(r, v.inr)} -> 2,6`])
    case "eos": return r.pick([`eosinófilos ${Math.round(v.eos / 3)} %`, `eosinofilia en descenso`])
    case "glu": return r.pick(["glucosas capilares en rango", "HGT de control normales"])
    case "valle": return r.pick([`valle de control ${v.valle - 10} mcg/mL`, `nuevo dosaje valle ${v.valle - 9}`])
  }
}

/** A reaction and how each writer words it. */
export interface Reaction {
  readonly id: string
  /** The pharmacist's MedDRA-like term. */
  readonly term: string
  /** Clinical wordings (pharmacist, physician); may quote values. */
  readonly clin: ReadonlyArray<string>
  /** The night nurse's words. */
  readonly lay: ReadonlyArray<string>
  /** The prescriber's capitals in the suspension field. */
  readonly code: ReadonlyArray<string>
  readonly labs: ReadonlyArray<LabKey>
  readonly treat: ReadonlyArray<string>
  /** Within minutes of a dose (an infusion reaction) rather than after days of treatment. */
  readonly minutes: boolean
  /** How often it is serious. */
  readonly serious: number
}

const R = (id: string, term: string, clin: ReadonlyArray<string>, lay: ReadonlyArray<string>, code: ReadonlyArray<string>,
  treat: ReadonlyArray<string>, o: { labs?: ReadonlyArray<LabKey>; minutes?: boolean; serious?: number } = {}): Reaction =>
  ({ id, term, clin, lay, code, treat, labs: o.labs ?? [], minutes: o.minutes ?? false, serious: o.serious ?? 0.1 })

const ANTIHIST = ["clorfenamina 10 mg EV", "clorfenamina 1 amp EV", "hidrocortisona 100 mg EV", "hidrocortisona 250 mg EV", "dexametasona 4 mg EV", "loratadina 10 mg VO"]

/** Every reaction the unit sees, keyed by id. */
export const REACTIONS: Readonly<Record<string, Reaction>> = Object.fromEntries([
  R("hombre_rojo", "síndrome del hombre rojo", ["eritema difuso en cara, cuello y tórax superior durante la infusión", "rubicundez facial y cervical con prurito durante la infusión", "síndrome de hombre rojo", "eritema en hemicuerpo superior con prurito a los pocos minutos de iniciada la infusión"], ["se pone roja la cara y el cuello con picazón", "enrojecimiento de cara, cuello y pecho", "piel colorada en cara y pecho, se rasca"], ["S. HOMBRE ROJO", "ERITEMA EN INFUSION", "RUBOR FACIAL", "SD HOMBRE ROJO"], ["clorfenamina 10 mg EV", "reinicio de la infusión en 2 h", "hidrocortisona 100 mg EV"], { minutes: true, serious: 0.03 }),
  R("infusional", "reacción relacionada con la infusión", ["rubor facial, opresión torácica y disnea a los pocos minutos de iniciada la infusión", "reacción infusional con escalofríos, disnea y desaturación a {sat} %", "reacción de hipersensibilidad durante la infusión con dolor lumbar y rubor", "reacción infusional grado 2"], ["se pone colorada y dice que le falta el aire al pasar la quimio", "siente calor, ahogo y dolor de pecho durante la infusión", "dolor de espalda y cara roja cuando pasaba el tratamiento"], ["REACCION INFUSIONAL", "HIPERSENSIBILIDAD EN INFUSION", "RX INFUSIONAL"], [...ANTIHIST, "oxígeno por CBN", "ranitidina 50 mg EV"], { minutes: true, serious: 0.15 }),
  R("anafilaxia", "reacción anafiláctica", ["anafilaxia con hipotensión ({pa}), broncoespasmo y urticaria", "shock anafiláctico", "reacción anafiláctica con PA {pa} y sibilantes difusos"], ["se descompensa, baja la presión a {pa}, le falta el aire y tiene ronchas", "se pone pálida, sudorosa, no puede respirar"], ["ANAFILAXIA", "SHOCK ANAFILACTICO", "REACCION ANAFILACTICA"], ["adrenalina 0.5 mg IM", "epinefrina 0,5 mg IM", "NaCl 0.9 % 1000 mL a chorro", "hidrocortisona 200 mg EV", "clorfenamina 10 mg EV"], { minutes: true, serious: 0.95 }),
  R("urticaria", "urticaria", ["urticaria generalizada", "habones en tronco y extremidades", "lesiones urticariformes pruriginosas"], ["ronchas en todo el cuerpo", "ronchas que pican en brazos y pecho", "le salen ronchas"], ["URTICARIA", "RONCHAS", "ALERGIA"], ANTIHIST, { minutes: true, serious: 0.03 }),
  R("exantema", "exantema maculopapular", ["erupción maculopapular pruriginosa en tronco y miembros superiores", "rash maculopapular generalizado", "exantema morbiliforme en tronco"], ["granitos rojos en el cuerpo", "manchas rojas en la piel que pican"], ["RASH", "EXANTEMA", "RASH CUTANEO", "ALERGIA"], ANTIHIST, { serious: 0.04 }),
  R("prurito", "prurito", ["prurito generalizado", "prurito intenso sin lesiones"], ["picazón en todo el cuerpo", "se rasca mucho"], ["PRURITO"], ["clorfenamina 4 mg VO", "loratadina 10 mg VO", "clorfenamina 10 mg EV"], { minutes: true, serious: 0.01 }),
  R("angioedema", "angioedema", ["angioedema palpebral y labial", "edema de labios y párpados", "angioedema facial"], ["se le hinchan los labios y los ojos", "cara hinchada"], ["ANGIOEDEMA", "EDEMA FACIAL"], ANTIHIST, { minutes: true, serious: 0.3 }),
  R("sjs", "síndrome de Stevens-Johnson", ["lesiones en diana con ampollas y compromiso de mucosa oral y conjuntival", "SSJ con desprendimiento epidérmico menor al 10 %", "eritema multiforme mayor / Stevens-Johnson", "lesiones ampollosas con erosiones en labios y mucosa oral"], ["ampollas en la piel y llagas en la boca", "lesiones con ampollas y ojos rojos"], ["SD STEVENS JOHNSON", "SSJ", "LESIONES AMPOLLOSAS"], ["hidrocortisona 100 mg EV c/8h", "curaciones con sulfadiazina de plata", "interconsulta a Dermatología"], { serious: 0.95 }),
  R("dress", "síndrome DRESS", ["exantema generalizado con fiebre, adenopatías y eosinofilia ({eos} %)", "síndrome DRESS", "fiebre, rash y elevación de transaminasas con eosinofilia"], ["fiebre y manchas rojas en todo el cuerpo", "cara hinchada, fiebre y ronchas"], ["DRESS", "RASH + FIEBRE"], ["prednisona 1 mg/kg/día", "metilprednisolona 500 mg EV", "interconsulta a Dermatología"], { labs: ["eos", "hep"], serious: 0.9 }),
  R("flebitis", "flebitis", ["flebitis química en sitio de venopunción", "flebitis grado 2 en miembro superior izquierdo", "eritema, dolor y cordón venoso palpable en trayecto de vía periférica"], ["brazo rojo y doloroso donde está la vía", "vía periférica con enrojecimiento y dolor"], ["FLEBITIS"], ["retiro de vía periférica", "compresas tibias", "cambio de vía periférica"], { serious: 0.01 }),
  R("hipotension", "hipotensión", ["hipotensión arterial (PA {pa})", "hipotensión sintomática con mareo, PA {pa}", "caída de la presión arterial a {pa}"], ["baja la presión a {pa}", "se marea, presión {pa}"], ["HIPOTENSION", "HIPOTENSION ARTERIAL"], ["NaCl 0.9 % 250 cc en bolo", "posición de Trendelenburg", "NaCl 0,9% 500 mL"], { minutes: true, serious: 0.15 }),
  R("vomitos", "náuseas y vómitos", ["náuseas y vómitos incoercibles", "emesis en número de 5", "vómitos persistentes grado 3"], ["vomita varias veces", "náuseas y vómitos toda la noche"], ["VOMITOS", "EMESIS", "NAUSEAS"], ["ondansetrón 8 mg EV", "metoclopramida 10 mg EV", "dimenhidrinato 50 mg EV"], { serious: 0.05 }),
  R("neutropenia", "neutropenia febril", ["neutropenia febril (RAN {ran})", "fiebre de {temp} °C con neutropenia severa", "neutropenia grado 4 con fiebre"], ["fiebre de {temp}, escalofríos"], ["NEUTROPENIA FEBRIL", "NEUTROPENIA"], ["filgrastim 300 mcg SC", "cefepima 2 g EV c/8h", "aislamiento protector"], { labs: ["ran"], serious: 0.9 }),
  R("trombocitopenia", "trombocitopenia", ["trombocitopenia (plaquetas {plq})", "descenso de plaquetas a {plq}", "plaquetopenia con petequias"], ["sangra por el sitio de punción, tiene puntitos rojos"], ["PLAQUETOPENIA", "TROMBOCITOPENIA"], ["transfusión de plaquetas", "cambio a fondaparinux", "control de hemograma"], { labs: ["plq"], serious: 0.5 }),
  R("ira", "lesión renal aguda", ["elevación de creatinina a {cr} mg/dL", "injuria renal aguda (creatinina {cr})", "nefrotoxicidad con oliguria"], ["orina poco, diuresis disminuida"], ["NEFROTOXICIDAD", "IRA", "ELEV CREATININA", "FALLA RENAL"], ["hidratación con NaCl 0.9 %", "ajuste de dosis según depuración", "control de diuresis horaria"], { labs: ["cr"], serious: 0.6 }),
  R("hepatotox", "hepatotoxicidad", ["elevación de transaminasas (TGO {tgo}, TGP {tgp})", "hepatitis medicamentosa", "daño hepático inducido por fármacos"], ["piel y ojos amarillos", "se pone amarillo"], ["HEPATOTOXICIDAD", "ELEV TRANSAMINASAS"], ["control de perfil hepático", "N-acetilcisteína"], { labs: ["hep"], serious: 0.5 }),
  R("hipokalemia", "hipopotasemia", ["hipokalemia (K {k} mEq/L)", "hipopotasemia severa"], ["debilidad y calambres"], ["HIPOKALEMIA", "HIPOPOTASEMIA"], ["cloruro de potasio 20 % en infusión", "KCl 20% 1 amp"], { labs: ["k"], serious: 0.3 }),
  R("distonia", "distonía aguda", ["reacción distónica aguda con tortícolis y crisis oculógira", "distonía aguda", "reacción extrapiramidal"], ["se le tuerce el cuello y los ojos se van para arriba", "movimientos raros de la cara y el cuello"], ["DISTONIA", "R. EXTRAPIRAMIDAL", "EXTRAPIRAMIDALISMO"], ["biperideno 5 mg IM", "difenhidramina 25 mg EV"], { serious: 0.1 }),
  R("neurotox", "encefalopatía", ["encefalopatía con desorientación y mioclonías", "neurotoxicidad con confusión", "estado confusional agudo"], ["desorientado, no reconoce a sus familiares", "confuso y agitado"], ["ENCEFALOPATIA", "NEUROTOXICIDAD", "CONFUSION"], ["hemodiálisis adicional", "haloperidol 2.5 mg EV"], { serious: 0.6 }),
  R("convulsion", "convulsión", ["crisis convulsiva tónico-clónica generalizada", "convulsión generalizada de 2 minutos"], ["convulsiona", "movimientos tónico-clónicos, se pone morado"], ["CONVULSION", "CRISIS CONVULSIVA"], ["diazepam 10 mg EV", "fenitoína 20 mg/kg EV"], { serious: 0.8 }),
  R("depresion_resp", "depresión respiratoria", ["depresión respiratoria con FR {fr} por minuto y desaturación", "bradipnea y somnolencia marcada, saturación {sat} %"], ["respira lento, no despierta bien, satura {sat} %"], ["DEPRESION RESPIRATORIA", "BRADIPNEA"], ["naloxona 0.4 mg EV", "oxígeno con máscara de reservorio"], { minutes: true, serious: 0.85 }),
  R("hipoglucemia", "hipoglucemia", ["hipoglucemia ({glu} mg/dL)", "hipoglicemia sintomática con diaforesis, HGT {glu}"], ["sudorosa, glucosa capilar {glu}", "HGT {glu}, no responde bien"], ["HIPOGLICEMIA", "HIPOGLUCEMIA"], ["dextrosa 33 % 2 amp EV", "dextrosa al 10 % en infusión"], { labs: ["glu"], serious: 0.4 }),
  R("sangrado", "hemorragia", ["hematuria macroscópica", "hemorragia digestiva alta con melena", "sangrado en sitio de punción y gingivorragia"], ["sangra por la vía", "orina con sangre"], ["SANGRADO", "HEMORRAGIA", "HEMATURIA"], ["vitamina K 10 mg EV", "plasma fresco congelado", "protamina"], { labs: ["inr"], serious: 0.7 }),
  R("disgeusia", "disgeusia", ["disgeusia (sabor metálico)", "sabor metálico intenso"], ["dice que siente sabor a metal en la boca"], ["DISGEUSIA"], ["observación"], { minutes: true, serious: 0 }),
  R("escalofrios", "escalofríos y fiebre", ["escalofríos intensos y fiebre de {temp} °C", "reacción febril con escalofríos", "fiebre {temp} y temblor durante la infusión"], ["tiembla de frío, temperatura {temp}", "escalofríos, T° {temp}"], ["ESCALOFRIOS", "FIEBRE", "REACCION PIROGENA"], ["paracetamol 1 g EV", "meperidina 25 mg EV", "metamizol 1 g EV"], { minutes: true, serious: 0.05 }),
  R("neuropatia", "neuropatía periférica", ["parestesias en manos y pies desencadenadas por el frío", "neuropatía periférica sensitiva grado 2", "disestesia faringolaríngea"], ["hormigueo en las manos al tomar agua fría"], ["NEUROPATIA", "PARESTESIAS"], ["indicación de evitar el frío", "reducción de dosis en el próximo ciclo"], { serious: 0.05 }),
  R("mucositis", "mucositis oral", ["mucositis oral grado 3", "estomatitis con úlceras orales"], ["llagas en la boca, no puede comer"], ["MUCOSITIS"], ["enjuagues con bicarbonato", "nistatina suspensión", "lidocaína viscosa"], { serious: 0.3 }),
  R("extravasacion", "extravasación", ["extravasación con eritema y dolor en dorso de mano", "extravasación en sitio de vía periférica"], ["se infiltró la vía, mano hinchada y roja"], ["EXTRAVASACION"], ["compresas frías", "elevación del miembro", "dexrazoxano"], { minutes: true, serious: 0.3 }),
  R("taquicardia", "taquicardia", ["taquicardia sinusal (FC {fc} lpm)", "taquicardia de {fc} por minuto con irritabilidad"], ["FC {fc} por minuto, inquieto"], ["TAQUICARDIA"], ["omisión de la dosis siguiente", "monitoreo cardiaco"], { serious: 0.1 }),
  R("hipertension", "hipertensión", ["crisis hipertensiva (PA {hta})", "elevación de la presión arterial a {hta} con cefalea"], ["presión alta {hta}, dolor de cabeza"], ["HTA", "HIPERTENSION", "CRISIS HIPERTENSIVA"], ["captopril 25 mg SL", "nifedipino 10 mg VO"], { serious: 0.2 }),
  R("diarrea", "diarrea", ["diarrea acuosa", "deposiciones líquidas en número de 6", "colitis asociada a antibióticos"], ["deposiciones líquidas varias veces en la noche"], ["DIARREA"], ["sales de rehidratación oral", "metronidazol 500 mg VO c/8h"], { serious: 0.1 }),
  R("broncoespasmo", "broncoespasmo", ["broncoespasmo con sibilantes difusos", "broncoespasmo y desaturación a {sat} %"], ["silbido en el pecho y falta de aire"], ["BRONCOESPASMO"], ["salbutamol 4 puff c/20 min", "nebulización con salbutamol", "hidrocortisona 100 mg EV"], { minutes: true, serious: 0.4 }),
  R("hipotonia", "hipotonía neonatal", ["hipotonía y depresión respiratoria neonatal", "RN hipotónico con succión débil"], ["bebé flojito, no lacta bien"], ["HIPOTONIA", "DEPRESION NEONATAL"], ["gluconato de calcio 10 %", "CPAP nasal"], { serious: 0.7 }),
  R("bradicardia", "bradicardia", ["bradicardia sinusal (FC {fcb} lpm)", "bradicardia de {fcb} por minuto con hipotensión"], ["FC baja, {fcb} por minuto"], ["BRADICARDIA"], ["atropina 0.5 mg EV", "disminución de la velocidad de infusión"], { minutes: true, serious: 0.4 }),
  R("rubor", "rubefacción", ["rubor facial y sensación de calor", "bochorno con sudoración"], ["calor en la cara y sudoración", "se pone roja, dice que tiene calor"], ["RUBOR", "BOCHORNO"], ["disminución de la velocidad de infusión", "observación"], { minutes: true, serious: 0.02 })
].map((x) => [x.id, x] as const))

/** How a case ends; the first sheet often does not know yet. */
export type OutcomeKind = "recuperado" | "secuela" | "recuperando" | "no_recuperado" | "fallecido" | "desconocido"

/** An outcome in the words of a sheet. */
export const outcomeWords = (r: Random, kind: OutcomeKind, days: number): string => {
  switch (kind) {
    case "recuperado": return r.pick([`recuperado sin secuela a los ${days} días`, `remisión del cuadro en ${days} días`, "evolución favorable, recuperado", `se recuperó (${days} d)`])
    case "secuela": return r.pick(["recuperado con secuela", "evoluciona con secuelas", "recuperado con secuelas (cicatrices)"])
    case "recuperando": return r.pick(["en recuperación", "evolución favorable", "en mejoría", "estable, en observación"])
    case "no_recuperado": return r.pick(["no recuperado", "persiste sintomatología", "sin mejoría al momento"])
    case "fallecido": return r.pick(["fallece", "paciente fallece (no atribuible solo a la RAM)", "fallecido"])
    case "desconocido": return r.pick(["desconocido", "se desconoce evolución", "alta voluntaria, evolución desconocida"])
  }
}

/** Causality as the unit's algorithm (modified Karch-Lasagna) grades it. */
export const CAUSALIDAD = ["definida", "probable", "probable", "probable", "posible", "posible", "condicional"] as const
