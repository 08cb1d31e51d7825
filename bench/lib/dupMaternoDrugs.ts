/**
 * The medicines of the materno generator (lib/dupMaterno.ts): what a maternal-perinatal service
 * gives mothers (uterotonics, tocolytics, antihypertensives, magnesium sulfate, corticoids for
 * fetal lungs, antibiotics, intravenous iron) and newborns (vitamin K, the hepatitis B vaccine and
 * BCG in the first hours, ampicillin with gentamicin, surfactant, caffeine citrate), with their
 * brands, presentations, the names the chart gives them ("SO4Mg", "ampi + genta", "oxitoxina"),
 * and the reactions each is reported for, with the signs and the treatment a note records.
 */
import type { Random } from "./random.js"
import { dec } from "./dupMaternoText.js"

/** A reaction a medicine is reported for. */
export interface Reaction {
  readonly key: string
  /** How the physician's form words it. */
  readonly clinical: ReadonlyArray<string>
  /** How a nurse's or a midwife's note words it. */
  readonly chart: ReadonlyArray<string>
  /** The term a re-keyed DIGEMID copy writes. */
  readonly term: string
  /** Minutes from the dose to the first sign. */
  readonly onset: readonly [number, number]
  /** Signs with their values, drawn per event. */
  readonly signs: (r: Random) => ReadonlyArray<string>
  readonly treatment: ReadonlyArray<string>
  readonly serious: boolean
}

/** Who takes the medicine. */
export type Subject = "madre" | "rn"

/** A medicine of the setting. */
export interface Drug {
  readonly key: string
  readonly generic: string
  readonly brands: ReadonlyArray<string>
  readonly strength: ReadonlyArray<string>
  readonly doses: ReadonlyArray<string>
  readonly via: "EV" | "IM" | "VO" | "SL" | "ID" | "IT" | "VR"
  readonly indications: ReadonlyArray<string>
  /** How a chart or a hurried note writes the name. */
  readonly chart: ReadonlyArray<string>
  readonly subject: Subject
  readonly reactions: ReadonlyArray<Reaction>
}

const R = (key: string, clinical: ReadonlyArray<string>, chart: ReadonlyArray<string>, term: string, onset: readonly [number, number], signs: (r: Random) => ReadonlyArray<string>, treatment: ReadonlyArray<string>, serious = false): Reaction =>
  ({ key, clinical, chart, term, onset, signs, treatment, serious })

const pa = (r: Random, lo: number, hi: number) => `PA ${r.int(lo, hi)}/${r.int(Math.round(lo * 0.55), Math.round(hi * 0.6))} mmHg`
const fc = (r: Random, lo: number, hi: number) => `FC ${r.int(lo, hi)} x'`
const temp = (r: Random, lo: number, hi: number) => `T° ${dec(r, lo + r.next() * (hi - lo))} °C`
const sat = (r: Random, lo: number, hi: number) => `SatO2 ${r.int(lo, hi)}%`
const lcf = (r: Random, lo: number, hi: number) => `LCF ${r.int(lo, hi)} x'`

// Maternal reactions.
const HIPERDINAMIA = R("hiperdinamia", ["taquisistolia uterina con desaceleraciones de la frecuencia cardiaca fetal", "hiperdinamia uterina con bradicardia fetal transitoria", "hipertonía uterina con alteración del registro cardiotocográfico"],
  ["contracciones muy seguidas, LCF bajan", "DU aumentada, bradicardia fetal", "hiperdinamia"], "Taquisistolia uterina", [20, 180],
  (r) => [`DU ${r.int(5, 7)}/10' de ${r.int(50, 80)}"`, lcf(r, 80, 108), ...(r.chance(0.5) ? [`NST no reactivo`] : [])], ["se suspende infusión, DLI, O2 por máscara", "suspensión de oxitocina y terbutalina 0,25 mg SC", "se cierra goteo y se coloca en decúbito lateral izquierdo"], true)
const HIPOTENSION = R("hipotension", ["hipotensión arterial", "hipotensión materna sintomática", "descenso brusco de la presión arterial"],
  ["PA baja, mareo", "hipotensión", "presión bajó"], "Hipotensión", [5, 90],
  (r) => [pa(r, 70, 88), fc(r, 100, 128)], ["ClNa 0,9% 500 cc a chorro", "posición de Trendelenburg y fluidos", "se reduce dosis y monitoreo"])
const FIEBRE_MISO = R("fiebre_miso", ["hipertermia con escalofríos", "fiebre de 39 °C con escalofríos intensos", "reacción febril con temblor generalizado"],
  ["escalofríos, temblor, T° alta", "fiebre y temblores", "alza térmica"], "Pirexia", [20, 120],
  (r) => [temp(r, 38.6, 40.4), fc(r, 105, 135)], ["medios físicos y metamizol 1 g EV", "paracetamol 1 g VO y abrigo", "medios físicos"])
const RUBOR_MG = R("rubor_mg", ["rubor facial con sensación de calor intenso", "bochorno y diaforesis al pasar la dosis de ataque", "flushing facial con náuseas"],
  ["se queja de calor, cara roja", "calor y rubor", "bochornos"], "Rubefacción", [1, 25],
  (r) => [fc(r, 96, 118), ...(r.chance(0.5) ? [pa(r, 100, 120)] : [])], ["se disminuye velocidad de infusión", "se pasa dosis en 30 minutos", "observación"])
const HIPERMG = R("hipermg", ["hipermagnesemia con arreflexia patelar y bradipnea", "depresión respiratoria por sulfato de magnesio", "abolición de reflejos osteotendinosos con somnolencia"],
  ["ROT abolidos, FR baja", "no hay reflejo rotuliano, somnolienta", "FR 10, ROT ausentes"], "Hipermagnesemia", [240, 1200],
  (r) => [`FR ${r.int(8, 12)} x'`, `magnesemia ${dec(r, 7 + r.next() * 4)} mEq/L`, `diuresis ${r.int(12, 25)} cc/h`], ["gluconato de calcio 1 g EV lento, se suspende SO4Mg", "suspensión de infusión y gluconato de calcio", "gluconato de calcio al 10% 10 mL EV"], true)
const CEFALEA_NIF = R("cefalea", ["cefalea intensa con rubor facial", "cefalea pulsátil frontal", "cefalea y palpitaciones"],
  ["dolor de cabeza fuerte", "cefalea", "cefalea y calor en la cara"], "Cefalea", [15, 90],
  (r) => [fc(r, 100, 124), pa(r, 92, 110)], ["paracetamol 1 g VO", "se mantiene con vigilancia", "paracetamol y reposo"])
const TAQUI = R("taquicardia", ["taquicardia materna con palpitaciones", "taquicardia sinusal", "palpitaciones con taquicardia"],
  ["palpitaciones, FC alta", "taquicárdica", "refiere palpitaciones"], "Taquicardia", [10, 120],
  (r) => [fc(r, 118, 148), ...(r.chance(0.5) ? [lcf(r, 150, 172)] : [])], ["observación y monitoreo", "se suspende la siguiente dosis", "hidratación"])
const HIPERGLU = R("hiperglucemia", ["hiperglucemia tras corticoide", "glicemia elevada posterior a betametasona", "hiperglucemia transitoria"],
  ["glucosa alta en control", "HGT elevado", "hiperglicemia"], "Hiperglucemia", [360, 2160],
  (r) => [`glucosa ${r.int(186, 310)} mg/dL`], ["insulina R según escala", "interconsulta a endocrinología y escala móvil", "dieta y control de HGT"])
const RASH = R("rash", ["erupción maculopapular pruriginosa en tronco", "exantema generalizado", "urticaria en tórax y miembros"],
  ["ronchas en el cuerpo, picazón", "rash en tronco", "lesiones rojas que pican"], "Exantema", [10, 240],
  (r) => [r.pick(["sin compromiso de mucosas", "no disnea", "lesiones habonosas"]), ...(r.chance(0.4) ? [fc(r, 90, 112)] : [])], ["clorfenamina 10 mg EV", "hidrocortisona 100 mg EV y clorfenamina", "se cambia antibiótico"])
const ANAFILAXIA = R("anafilaxia", ["reacción anafiláctica con hipotensión y broncoespasmo", "shock anafiláctico", "anafilaxia con edema de labios y disnea"],
  ["se pone roja, le falta el aire, PA baja", "anafilaxia", "edema de labios, dificultad para respirar"], "Reacción anafiláctica", [2, 30],
  (r) => [pa(r, 60, 80), sat(r, 82, 91), ...(r.chance(0.5) ? [lcf(r, 95, 110)] : [])], ["adrenalina 0,5 mg IM, hidrocortisona y fluidos", "epinefrina IM, O2 y traslado a UCI materna", "adrenalina 0,5 mg IM"], true)
const FLEBITIS = R("flebitis", ["flebitis en sitio de venopunción", "dolor y eritema en trayecto venoso", "flebitis química"],
  ["brazo rojo y duele donde pasa", "flebitis", "dolor en la vía"], "Flebitis", [30, 600],
  (r) => [`eritema de ${r.int(2, 8)} cm`, ...(r.chance(0.3) ? [temp(r, 37.2, 37.9)] : [])], ["se retira vía y compresas", "cambio de vía periférica", "compresas tibias"])
const HIERRO_HS = R("hipersensibilidad_fe", ["reacción de hipersensibilidad durante la infusión de hierro", "dolor torácico y lumbar con disnea durante la infusión", "hipotensión con prurito durante la infusión"],
  ["dolor de pecho y espalda al pasar el hierro", "se siente mal con el hierro, picazón", "sofoco y dolor lumbar"], "Reacción relacionada con la perfusión", [3, 40],
  (r) => [pa(r, 78, 96), ...(r.chance(0.5) ? [sat(r, 89, 95)] : [])], ["se detiene infusión, clorfenamina y observación", "suspensión e hidrocortisona", "se para la infusión"], true)
const DISGEUSIA = R("disgeusia", ["disgeusia (sabor metálico)", "sabor metálico persistente", "alteración del gusto"],
  ["sabor a metal", "mal sabor", "sabor metálico"], "Disgeusia", [5, 60], () => [], ["observación", "ninguno", "se explica a la paciente"])
const SOMNOLENCIA = R("somnolencia", ["somnolencia marcada", "sedación y astenia", "somnolencia con mareos"],
  ["muy dormida", "somnolienta", "se duerme todo el día"], "Somnolencia", [240, 4320],
  (r) => [pa(r, 96, 112)], ["reducción de dosis", "cambio a nifedipino", "observación"])
const HEPATITIS = R("hepatitis", ["elevación de transaminasas", "hepatitis medicamentosa", "transaminasas elevadas sin síndrome HELLP"],
  ["TGO/TGP altas", "perfil hepático alterado", "transaminasas elevadas"], "Hepatitis", [20_160, 86_400],
  (r) => [`TGO ${r.int(120, 640)} U/L`, `TGP ${r.int(140, 720)} U/L`, `plaquetas ${r.int(160, 320)} 000`], ["suspensión de metildopa y cambio de antihipertensivo", "se rota a labetalol", "suspensión y control de perfil hepático"], true)
const BRADI = R("bradicardia", ["bradicardia materna", "bradicardia sintomática con mareos", "bradicardia e hipotensión"],
  ["FC baja", "bradicárdica", "pulso lento"], "Bradicardia", [10, 180],
  (r) => [fc(r, 42, 54), pa(r, 86, 100)], ["suspensión, atropina 0,5 mg EV", "se omite siguiente dosis", "observación y monitoreo"])
const NAUSEAS = R("nauseas", ["náuseas y vómitos", "vómitos en número de tres", "náuseas intensas"],
  ["vomitó", "náuseas", "vómitos"], "Vómitos", [10, 120], () => [], ["metoclopramida 10 mg EV", "dimenhidrinato 50 mg EV", "observación"])
const HIPONA = R("hiponatremia", ["hiponatremia dilucional con cefalea y vómitos", "intoxicación hídrica", "hiponatremia sintomática"],
  ["cefalea, vómitos, Na bajo", "Na bajo", "hiponatremia"], "Hiponatremia", [480, 1440],
  (r) => [`Na ${r.int(118, 129)} mEq/L`], ["restricción hídrica y suspensión de oxitocina", "ClNa 3% y restricción", "restricción de líquidos"], true)
const EDEMA_PULM = R("edema_pulmonar", ["edema agudo de pulmón", "disnea con crépitos bibasales", "edema pulmonar"],
  ["le falta el aire, crepitantes", "disnea", "edema pulmonar"], "Edema pulmonar", [600, 2880],
  (r) => [sat(r, 84, 91), `FR ${r.int(26, 36)} x'`], ["furosemida 40 mg EV y O2", "furosemida y traslado a UCI materna", "O2 por máscara y diurético"], true)

// Neonatal reactions.
const LOCAL_VK = R("local_vk", ["hematoma en sitio de aplicación", "induración en muslo", "reacción local en zona de inyección"],
  ["moretón en el muslo", "hematoma", "muslo hinchado"], "Reacción en el lugar de inyección", [30, 1440], (r) => [`${r.int(1, 3)} cm`], ["observación", "compresas frías", "ninguno"])
const FIEBRE_RN = R("fiebre_rn", ["fiebre", "hipertermia", "alza térmica con irritabilidad"],
  ["calientito, irritable", "T° elevada", "fiebre"], "Pirexia", [120, 1440], (r) => [temp(r, 37.9, 38.8), fc(r, 160, 185)], ["medios físicos y descarte de sepsis", "hemograma y PCR", "medios físicos"])
const BCGITIS = R("bcgitis", ["linfadenitis axilar supurada post BCG", "absceso en sitio de aplicación de BCG", "úlcera mayor de 1 cm en sitio de BCG"],
  ["bolita en la axila que supura", "absceso en el brazo de la BCG", "herida grande en el brazo"], "Linfadenitis por BCG", [20_160, 172_800],
  (r) => [`adenopatía de ${r.int(1, 3)},${r.int(0, 9)} cm`], ["observación y curación", "interconsulta a infectología pediátrica", "aspiración con aguja y control"])
const RASH_RN = R("rash_rn", ["exantema maculopapular", "rash generalizado", "erupción eritematosa en tronco"],
  ["manchitas rojas en el cuerpo", "rash", "piel rojiza"], "Exantema", [60, 4320], () => [], ["se rota antibiótico", "observación", "se suspende ampicilina"])
const NEFRO = R("nefrotoxicidad", ["elevación de creatinina con oliguria", "lesión renal aguda", "oliguria con creatinina en ascenso"],
  ["orina poco", "diuresis baja", "creatinina alta"], "Lesión renal aguda", [2880, 10_080],
  (r) => [`creatinina ${dec(r, 1.2 + r.next() * 1.3)} mg/dL`, `diuresis ${dec(r, 0.4 + r.next() * 0.5)} mL/kg/h`], ["suspensión de gentamicina, ajuste hídrico", "se rota a cefotaxima", "dosaje de niveles y ajuste"], true)
const HIPOACUSIA = R("hipoacusia", ["emisiones otoacústicas ausentes bilaterales", "tamizaje auditivo alterado", "falla en potenciales evocados auditivos"],
  ["no pasa prueba de oído", "OEA no pasa", "tamizaje auditivo falla"], "Hipoacusia", [10_080, 40_320], () => [], ["referencia a otorrinolaringología", "PEATC de control", "seguimiento audiológico"], true)
const DESAT = R("desaturacion", ["desaturación y bradicardia durante la administración", "obstrucción transitoria del tubo endotraqueal con desaturación", "bradicardia y desaturación al instilar"],
  ["satura bajo y baja FC al pasar", "desatura", "bradicardia al pasar"], "Desaturación", [0, 15],
  (r) => [sat(r, 62, 80), fc(r, 70, 95)], ["se suspende instilación, VPP y se completa dosis", "aspiración y VPP", "pausa y reanudación"], true)
const HEMO_PULM = R("hemorragia_pulmonar", ["hemorragia pulmonar", "sangrado por tubo endotraqueal", "hemorragia pulmonar con deterioro ventilatorio"],
  ["sangre por el tubo", "hemorragia pulmonar", "secreción hemática por TET"], "Hemorragia pulmonar", [120, 4320],
  (r) => [sat(r, 70, 85), `Hb ${r.int(9, 13)},${r.int(0, 9)} g/dL`], ["aumento de PEEP, adrenalina por TET, transfusión", "PEEP alta y plasma", "ajuste de ventilador"], true)
const NEUMOTORAX = R("neumotorax", ["neumotórax", "neumotórax derecho", "escape aéreo"], ["neumotórax", "se descompensa, neumotórax"], "Neumotórax", [60, 1440],
  (r) => [sat(r, 72, 86)], ["toracocentesis y tubo de drenaje", "drenaje torácico"], true)
const TAQUI_RN = R("taquicardia_rn", ["taquicardia", "taquicardia sinusal persistente", "taquicardia con irritabilidad"],
  ["FC alta, irritable", "taquicárdico", "llanto e irritabilidad con FC alta"], "Taquicardia", [60, 2880], (r) => [fc(r, 190, 225)], ["se omite dosis, dosaje de cafeína", "reducción de dosis de mantenimiento", "observación"])
const INTOL = R("intolerancia", ["intolerancia alimentaria con residuo gástrico", "distensión abdominal con residuo bilioso", "vómitos y residuo gástrico"],
  ["residuo, barriguita distendida", "no tolera leche", "residuo gástrico"], "Intolerancia alimentaria", [720, 4320], (r) => [`residuo ${r.int(2, 8)} mL`], ["NPO y SOG a gravedad", "ayuno y reinicio lento", "reducción de volumen de alimentación"])
const HIPOTONIA = R("hipotonia", ["hipotonía y depresión respiratoria del recién nacido", "RN hipotónico con esfuerzo respiratorio débil", "hipotonía neonatal"],
  ["RN flácido, llora poco", "hipotónico", "no llora bien"], "Hipotonía neonatal", [0, 60],
  (r) => [`Apgar ${r.int(3, 6)}-${r.int(6, 8)}`, `magnesemia ${dec(r, 3.2 + r.next() * 2)} mEq/L`], ["VPP y observación en UCIN", "CPAP y monitoreo", "VPP 30 segundos"], true)

const D = (key: string, generic: string, brands: ReadonlyArray<string>, strength: ReadonlyArray<string>, doses: ReadonlyArray<string>, via: Drug["via"], indications: ReadonlyArray<string>, chart: ReadonlyArray<string>, subject: Subject, reactions: ReadonlyArray<Reaction>): Drug =>
  ({ key, generic, brands, strength, doses, via, indications, chart, subject, reactions })

/** The medicines, with how often each is reported (the first ones most). */
export const DRUGS: ReadonlyArray<readonly [Drug, number]> = [
  [D("oxitocina", "Oxitocina", ["Syntocinon", "Oxitón"], ["10 UI/mL"], ["10 UI en 1000 cc ClNa 0,9% a 8 gotas/min", "20 UI en 500 cc a 40 mU/min", "10 UI IM", "30 UI en 500 mL a 125 mL/h"], "EV",
    ["inducción del trabajo de parto", "conducción del trabajo de parto", "manejo activo del alumbramiento", "hemorragia postparto por atonía uterina"], ["oxitocina", "oxitoxina", "OXT", "oxi"], "madre", [HIPERDINAMIA, HIPERDINAMIA, HIPOTENSION, NAUSEAS, HIPONA]), 18],
  [D("sulfato_mg", "Sulfato de magnesio", ["Sulfato de Magnesio 20%"], ["20% 10 mL", "20%"], ["4 g EV en 20 min, luego 1 g/h", "dosis de ataque 4 g y mantenimiento 1 g/h", "5 ampollas en 500 cc a 1 g/h"], "EV",
    ["preeclampsia con criterios de severidad", "eclampsia", "neuroprotección fetal", "preeclampsia severa"], ["SO4Mg", "sulfato de Mg", "MgSO4", "sulfato de magnesio 20%"], "madre", [RUBOR_MG, RUBOR_MG, HIPERMG, HIPOTENSION, EDEMA_PULM, NAUSEAS]), 13],
  [D("misoprostol", "Misoprostol", ["Cytotec", "Misotrol"], ["200 mcg", "25 mcg"], ["25 mcg vía vaginal c/6 h", "800 mcg sublingual", "600 mcg VO", "200 mcg VR"], "VO",
    ["inducción del trabajo de parto", "hemorragia postparto", "aborto incompleto", "maduración cervical"], ["misoprostol", "misoprostrol", "miso", "cytotec"], "madre", [FIEBRE_MISO, FIEBRE_MISO, HIPERDINAMIA, NAUSEAS]), 9],
  [D("nifedipino", "Nifedipino", ["Adalat"], ["10 mg", "30 mg"], ["10 mg VO c/20 min x 3 dosis", "20 mg VO de ataque y 10 mg c/8 h", "10 mg VO c/6 h"], "VO",
    ["amenaza de parto pretérmino", "trabajo de parto pretérmino", "crisis hipertensiva en gestante"], ["nifedipino", "nifedipina", "NFD"], "madre", [CEFALEA_NIF, HIPOTENSION, TAQUI, CEFALEA_NIF]), 8],
  [D("betametasona", "Betametasona", ["Celestone Soluspan", "Betacort"], ["6 mg/mL", "4 mg/mL"], ["12 mg IM c/24 h x 2 dosis", "12 mg IM", "12 mg IM (1ra dosis)"], "IM",
    ["maduración pulmonar fetal", "amenaza de parto pretérmino", "RPM pretérmino"], ["betametasona", "betametasona fosfato", "beta"], "madre", [HIPERGLU, TAQUI, HIPERGLU]), 6],
  [D("ceftriaxona", "Ceftriaxona", ["Rocephin", "Axtar"], ["1 g"], ["1 g EV c/12 h", "2 g EV c/24 h", "1 g EV c/24 h"], "EV",
    ["pielonefritis aguda en gestante", "endometritis puerperal", "infección de herida operatoria", "corioamnionitis"], ["ceftriaxona", "ceftriaxone", "CFT", "ceftriax"], "madre", [RASH, RASH, ANAFILAXIA, FLEBITIS]), 8],
  [D("cefazolina", "Cefazolina", ["Cefacidal"], ["1 g"], ["2 g EV dosis única", "1 g EV c/8 h", "2 g EV 30 min antes de incisión"], "EV",
    ["profilaxis antibiótica en cesárea", "infección de episiorrafia"], ["cefazolina", "cefazolina", "CFZ"], "madre", [RASH, ANAFILAXIA, RASH]), 4],
  [D("hierro_sacarosa", "Hierro sacarosa", ["Venofer", "Ferrum Hausmann"], ["100 mg/5 mL", "20 mg/mL"], ["200 mg EV en 100 cc en 30 min", "100 mg EV en 100 mL ClNa", "200 mg EV interdiario"], "EV",
    ["anemia moderada del puerperio", "anemia ferropénica en gestante", "anemia postparto"], ["hierro sacarosa", "fierro sacarato", "Fe sacarosa", "hierro EV"], "madre", [HIERRO_HS, HIERRO_HS, DISGEUSIA, HIPOTENSION, FLEBITIS]), 6],
  [D("metildopa", "Metildopa", ["Aldomet", "Alfametildopa"], ["250 mg", "500 mg"], ["500 mg VO c/8 h", "250 mg VO c/8 h", "1 g VO c/12 h"], "VO",
    ["hipertensión gestacional", "hipertensión crónica en gestante", "preeclampsia sin criterios de severidad"], ["metildopa", "alfametildopa", "alfa metil dopa", "aldomet"], "madre", [SOMNOLENCIA, HEPATITIS, SOMNOLENCIA, HIPOTENSION]), 5],
  [D("labetalol", "Labetalol", ["Trandate"], ["5 mg/mL", "100 mg"], ["20 mg EV en bolo", "20 mg EV luego 40 mg", "100 mg VO c/12 h"], "EV",
    ["crisis hipertensiva en preeclampsia", "preeclampsia severa"], ["labetalol", "labetalol EV", "LBT"], "madre", [BRADI, HIPOTENSION, BRADI]), 3],
  [D("acido_tranexamico", "Ácido tranexámico", ["Transamin", "Hemoblock"], ["1 g/10 mL", "500 mg/5 mL"], ["1 g EV en 10 min", "1 g EV, repetir a los 30 min"], "EV",
    ["hemorragia postparto", "hemorragia durante cesárea"], ["ácido tranexámico", "ac. tranexamico", "ATX"], "madre", [NAUSEAS, HIPOTENSION]), 2],
  [D("vitamina_k", "Fitomenadiona (vitamina K1)", ["Konakion", "Kavit"], ["10 mg/mL", "2 mg/0,2 mL"], ["1 mg IM", "0,5 mg IM", "1 mg IM dosis única"], "IM",
    ["profilaxis de enfermedad hemorrágica del recién nacido"], ["vitamina K", "vit K", "fitomenadiona", "vit. K1"], "rn", [LOCAL_VK, LOCAL_VK, RASH_RN]), 4],
  [D("hvb", "Vacuna contra hepatitis B pediátrica", ["Engerix-B", "Euvax B"], ["10 mcg/0,5 mL"], ["0,5 mL IM en muslo", "dosis RN 0,5 mL IM"], "IM",
    ["vacunación del recién nacido"], ["vacuna HvB", "HVB", "hepatitis B RN", "vacuna anti hepatitis B"], "rn", [FIEBRE_RN, LOCAL_VK, FIEBRE_RN]), 4],
  [D("bcg", "Vacuna BCG", ["BCG liofilizada"], ["0,05 mL", "0,1 mL"], ["0,1 mL ID en deltoides derecho", "0,05 mL ID"], "ID",
    ["vacunación del recién nacido"], ["BCG", "vacuna BCG", "bcg"], "rn", [BCGITIS]), 4],
  [D("ampi_genta", "Ampicilina", ["Ampicilina Sódica"], ["500 mg", "1 g"], ["50 mg/kg EV c/12 h", "100 mg/kg/día EV", "50 mg/kg/dosis EV c/8 h"], "EV",
    ["sepsis neonatal temprana", "riesgo infeccioso por RPM prolongada", "sospecha de sepsis neonatal"], ["ampicilina", "ampi", "ampicilina + gentamicina", "ampi + genta"], "rn", [RASH_RN, NEFRO, HIPOACUSIA, NEFRO]), 6],
  [D("surfactante", "Poractant alfa (surfactante)", ["Curosurf", "Survanta"], ["120 mg/1,5 mL", "80 mg/mL"], ["200 mg/kg intratraqueal", "100 mg/kg por TET", "técnica INSURE 200 mg/kg"], "IT",
    ["enfermedad de membrana hialina", "síndrome de dificultad respiratoria del prematuro"], ["surfactante", "curosurf", "poractant", "surfactante pulmonar"], "rn", [DESAT, DESAT, HEMO_PULM, NEUMOTORAX]), 3],
  [D("cafeina", "Citrato de cafeína", ["Peyona", "Cafcit"], ["20 mg/mL"], ["20 mg/kg EV carga, 5 mg/kg/día", "5 mg/kg/día VO", "10 mg/kg/día EV"], "EV",
    ["apnea del prematuro", "prevención de apnea en extubación"], ["citrato de cafeína", "cafeína", "citrato de cafeina", "Peyona"], "rn", [TAQUI_RN, INTOL, TAQUI_RN]), 3]
]

/** The co-suspect written beside ampicillin in a newborn's sepsis scheme. */
export const GENTAMICINA: Drug = D("gentamicina", "Gentamicina", ["Gentamicina"], ["20 mg/2 mL", "80 mg/2 mL"], ["4 mg/kg EV c/24 h", "5 mg/kg EV c/36 h", "4 mg/kg/dosis c/24 h"], "EV",
  ["sepsis neonatal temprana"], ["gentamicina", "genta"], "rn", [NEFRO, HIPOACUSIA])

/** The magnesium-exposed newborn's reaction: written against the mother's sulfate. */
export const RN_HIPOTONIA: Reaction = HIPOTONIA

/** A medicine by its key. */
export const drugByKey = (key: string): Drug => {
  const d = DRUGS.find(([x]) => x.key === key)?.[0] ?? (key === "gentamicina" ? GENTAMICINA : undefined)
  if (d === undefined) throw new Error(`no medicine ${key}`)
  return d
}

/** A lot number as a box prints it. */
export const lot = (r: Random): string => {
  const k = r.int(0, 3)
  const n = r.int(100_000, 999_999)
  if (k === 0) return `L${n}`
  if (k === 1) return `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${n % 10_000}`
  if (k === 2) return `${n}-${r.int(1, 9)}`
  return `B${r.int(10, 99)}${String.fromCharCode(65 + r.int(0, 25))}${n % 1000}`
}

/** A sanitary registration number: "EE-04512", "N-23011", "BE-01234" for biologicals. */
export const registro = (r: Random, d: Drug): string =>
  `${d.key === "bcg" || d.key === "hvb" || d.key === "surfactante" ? "BE" : r.pick(["EE", "EN", "N", "EG"])}-${String(r.int(100, 12_000)).padStart(5, "0")}`
