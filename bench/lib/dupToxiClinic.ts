/**
 * Clinical pictures of the toxicología generator (lib/dupToxicologia.ts): what an overdose of each
 * medicine looks like in a Lima emergency room (toxidromes, their lab values and antidotes), and
 * the adverse reactions a pharmacovigilance unit sees again and again (metoclopramide dystonia,
 * glibenclamide hypoglycaemia, warfarin bleeding, carbamazepine Stevens-Johnson, serotonin
 * syndrome, paracetamol and isoniazid liver injury, digoxin toxicity, anaphylaxis, ACE-inhibitor
 * angioedema), each in a clinician's words and in a family's.
 */
import type { Random } from "./random.js"
import type { DrugKey } from "./dupToxiProducts.js"

/** One laboratory result. */
export interface Lab {
  readonly name: string
  readonly value: string
  readonly unit: string
}

/** How a picture moves the vital signs away from normal. */
export interface VitalShift {
  readonly fc?: readonly [number, number]
  readonly pas?: readonly [number, number]
  readonly t?: readonly [number, number]
  readonly sat?: readonly [number, number]
  readonly glasgow?: readonly [number, number]
  readonly fr?: readonly [number, number]
}

/** A clinical picture: diagnosis, signs in clinical and lay words, treatment, labs, vital signs. */
export interface PictureSpec {
  readonly dx: string
  readonly signs: ReadonlyArray<string>
  readonly lay: ReadonlyArray<string>
  readonly tx: ReadonlyArray<string>
  /** Labs at admission, by severity (1 mild, 2 moderate, 3 severe). */
  readonly labs?: (r: Random, sev: number) => Array<Lab>
  /** Labs of the follow-up days later. */
  readonly later?: (r: Random, sev: number) => Array<Lab>
  readonly vit?: (sev: number) => VitalShift
}

const num = (r: Random, lo: number, hi: number, decimals = 0): string => (lo + r.next() * (hi - lo)).toFixed(decimals)
/** A lab result drawn between `lo` and `hi`. */
export const lab = (r: Random, name: string, lo: number, hi: number, unit: string, decimals = 0): Lab => ({ name, value: num(r, lo, hi, decimals), unit })
const by = (sev: number, mild: readonly [number, number], severe: readonly [number, number]): readonly [number, number] =>
  sev <= 1 ? mild : sev === 2 ? [(mild[0] + severe[0]) / 2, (mild[1] + severe[1]) / 2] : severe

const BENZO: PictureSpec = {
  dx: "Intoxicación por benzodiacepinas",
  signs: ["somnolencia", "ataxia", "disartria", "hipotonía", "marcha inestable", "hiporreactivo", "sopor"],
  lay: ["está muy dormido", "no se puede parar", "se tambalea", "habla arrastrado", "no despierta bien", "está como mareado"],
  tx: ["observación y monitoreo", "hidratación EV", "vía aérea permeable", "flumazenil 0.2 mg EV"],
  labs: (r) => [lab(r, "glucosa", 80, 120, "mg/dL")],
  vit: (sev) => ({ glasgow: by(sev, [13, 14], [8, 10]), fr: by(sev, [16, 20], [10, 13]) })
}
const ANTICHOLINERGIC: PictureSpec = {
  dx: "Síndrome anticolinérgico por antihistamínico",
  signs: ["agitación psicomotriz", "midriasis", "taquicardia", "rubicundez facial", "mucosas secas", "alucinaciones visuales", "retención urinaria"],
  lay: ["está muy inquieto", "dice que ve bichos", "tiene la cara roja", "no para de moverse", "está como loquito", "no orina"],
  tx: ["observación", "ambiente tranquilo", "midazolam 0.1 mg/kg", "hidratación EV"],
  vit: (sev) => ({ fc: by(sev, [120, 140], [160, 185]), t: by(sev, [37.2, 37.8], [38, 38.8]) })
}
const CALCIUM_BLOCKER: PictureSpec = {
  dx: "Intoxicación por calcioantagonista",
  signs: ["hipotensión", "taquicardia refleja", "mareos", "somnolencia", "hiperglicemia", "shock"],
  lay: ["está pálido", "se desmayó", "está muy débil", "tiene la presión baja"],
  tx: ["cristaloides EV", "gluconato de calcio 10% EV", "insulina en dosis altas", "noradrenalina"],
  labs: (r, sev) => [lab(r, "glucosa", ...by(sev, [130, 180], [220, 380]), "mg/dL"), lab(r, "lactato", ...by(sev, [1.5, 2.5], [4, 8]), "mmol/L", 1)],
  vit: (sev) => ({ pas: by(sev, [85, 95], [55, 70]), fc: by(sev, [105, 120], [120, 140]) })
}
const SULFONYLUREA: PictureSpec = {
  dx: "Hipoglicemia por sulfonilurea",
  signs: ["hipoglicemia", "diaforesis", "somnolencia", "desorientación", "convulsión", "irritabilidad", "temblor"],
  lay: ["está sudando frío", "no responde bien", "está confundido", "le dio un ataque", "está muy decaído"],
  tx: ["dextrosa 10% EV", "dextrosa 33% en bolo", "control de glucosa capilar cada hora", "octreótido SC", "hospitalización 24-48 h"],
  labs: (r, sev) => [lab(r, "glucosa", ...by(sev, [50, 62], [18, 35]), "mg/dL")],
  vit: (sev) => ({ glasgow: by(sev, [13, 15], [7, 10]), fc: by(sev, [95, 110], [110, 130]) })
}
const SEROTONERGIC: PictureSpec = {
  dx: "Síndrome serotoninérgico",
  signs: ["agitación", "diaforesis", "temblor", "clonus inducible", "hiperreflexia", "hipertermia", "midriasis", "taquicardia", "diarrea"],
  lay: ["temblaba mucho", "sudaba a chorros", "estaba muy inquieta", "tenía fiebre", "los músculos le saltaban"],
  tx: ["suspensión de serotoninérgicos", "diazepam 10 mg EV", "ciproheptadina 12 mg VO", "medios físicos", "hidratación EV"],
  labs: (r, sev) => [lab(r, "CPK", ...by(sev, [250, 600], [1500, 4800]), "U/L"), lab(r, "creatinina", 0.7, sev > 2 ? 1.9 : 1.1, "mg/dL", 2)],
  vit: (sev) => ({ t: by(sev, [37.8, 38.4], [39, 40.4]), fc: by(sev, [110, 125], [130, 150]) })
}

/** The overdose picture of each medicine, as the emergency room sees it. */
export const OVERDOSE: Readonly<Record<DrugKey, PictureSpec>> = {
  paracetamol: {
    dx: "Intoxicación por paracetamol",
    signs: ["náuseas", "vómitos", "asintomático al ingreso", "dolor en hipocondrio derecho", "malestar general"],
    lay: ["vomitó dos veces", "está bien pero asustada", "le duele la barriga", "está decaída"],
    tx: ["N-acetilcisteína EV (protocolo de 21 h)", "carbón activado 1 g/kg", "control de perfil hepático", "protector gástrico"],
    labs: (r, sev) => [lab(r, "paracetamolemia a las 4 h", ...by(sev, [90, 160], [220, 420]), "mcg/mL"), lab(r, "TGP", 15, 45, "U/L")],
    later: (r, sev) => [lab(r, "TGP", ...by(sev, [30, 90], [900, 5200]), "U/L"), lab(r, "TGO", ...by(sev, [25, 80], [700, 4600]), "U/L"), lab(r, "INR", ...by(sev, [1, 1.2], [1.8, 3.9]), "", 1)]
  },
  ibuprofeno: {
    dx: "Intoxicación por AINE (ibuprofeno)", signs: ["epigastralgia", "náuseas", "vómitos", "somnolencia leve", "asintomático"],
    lay: ["le arde el estómago", "vomitó", "está con sueño"], tx: ["omeprazol 40 mg EV", "observación 6 h", "hidratación"],
    labs: (r) => [lab(r, "creatinina", 0.4, 1.2, "mg/dL", 2)]
  },
  metamizol: {
    dx: "Intoxicación por metamizol", signs: ["hipotensión", "náuseas", "vómitos", "sudoración", "somnolencia"],
    lay: ["está mareado", "vomitó", "está pálido"], tx: ["cristaloides EV", "observación", "omeprazol"], vit: (sev) => ({ pas: by(sev, [90, 100], [65, 80]) })
  },
  tramadol: {
    dx: "Intoxicación por opioide (tramadol)", signs: ["somnolencia", "miosis", "vómitos", "convulsión tónico-clónica", "bradipnea", "sopor"],
    lay: ["se quedó dormido", "convulsionó", "tiene las pupilas chiquitas", "vomitó"], tx: ["naloxona 0.4 mg EV", "diazepam EV por convulsión", "oxígeno", "monitoreo"],
    vit: (sev) => ({ glasgow: by(sev, [12, 14], [6, 9]), fr: by(sev, [12, 16], [6, 10]), sat: by(sev, [93, 96], [82, 89]) })
  },
  clonazepam: BENZO, alprazolam: BENZO, diazepam: BENZO,
  carbamazepina: {
    dx: "Intoxicación por carbamazepina", signs: ["ataxia", "nistagmo", "somnolencia", "convulsión", "coma", "taquicardia", "vómitos"],
    lay: ["no puede caminar", "mueve los ojos raro", "está muy dormido", "convulsionó"], tx: ["carbón activado en dosis múltiples", "monitoreo cardiaco", "diazepam si convulsiona", "hidratación EV"],
    labs: (r, sev) => [lab(r, "carbamazepinemia", ...by(sev, [14, 20], [28, 45]), "mcg/mL", 1)],
    later: (r) => [lab(r, "carbamazepinemia", 4, 11, "mcg/mL", 1)], vit: (sev) => ({ glasgow: by(sev, [12, 14], [5, 8]) })
  },
  fenitoina: {
    dx: "Intoxicación por fenitoína", signs: ["nistagmo", "ataxia", "disartria", "somnolencia", "náuseas"],
    lay: ["se tambalea", "le bailan los ojos", "habla raro"], tx: ["suspensión de fenitoína", "observación", "control de niveles"],
    labs: (r, sev) => [lab(r, "nivel de fenitoína", ...by(sev, [22, 30], [38, 55]), "mcg/mL", 1)], later: (r) => [lab(r, "nivel de fenitoína", 10, 19, "mcg/mL", 1)]
  },
  valproico: {
    dx: "Intoxicación por ácido valproico", signs: ["somnolencia", "vómitos", "encefalopatía", "hipotonía", "coma"],
    lay: ["está muy dormida", "vomitó", "no responde"], tx: ["L-carnitina EV", "carbón activado", "control de amonio"],
    labs: (r, sev) => [lab(r, "amonio", ...by(sev, [60, 110], [180, 340]), "mcg/dL"), lab(r, "valproatemia", ...by(sev, [130, 200], [400, 900]), "mcg/mL")],
    vit: (sev) => ({ glasgow: by(sev, [12, 14], [6, 9]) })
  },
  amitriptilina: {
    dx: "Intoxicación por antidepresivo tricíclico", signs: ["taquicardia sinusal", "QRS ancho", "midriasis", "convulsión", "hipotensión", "somnolencia", "mucosas secas"],
    lay: ["el corazón le latía rapidísimo", "convulsionó", "no reacciona", "tiene los ojos grandes"], tx: ["bicarbonato de sodio 1 mEq/kg EV", "monitoreo cardiaco continuo", "UCI", "carbón activado", "intubación orotraqueal"],
    labs: (r, sev) => [lab(r, "QRS", ...by(sev, [100, 115], [130, 175]), "ms"), lab(r, "pH", ...by(sev, [7.36, 7.4], [7.12, 7.25]), "", 2)],
    vit: (sev) => ({ fc: by(sev, [115, 130], [140, 170]), pas: by(sev, [95, 110], [60, 80]), glasgow: by(sev, [12, 14], [5, 8]) })
  },
  sertralina: {
    dx: "Intoxicación por ISRS (sertralina)", signs: ["taquicardia", "temblor", "náuseas", "vómitos", "agitación", "somnolencia", "convulsión"],
    lay: ["está temblando", "vomitó", "está muy nerviosa"], tx: ["observación y monitoreo", "ECG seriado", "diazepam si agitación"],
    labs: (r, sev) => [lab(r, "QTc", ...by(sev, [430, 460], [480, 520]), "ms")], vit: (sev) => ({ fc: by(sev, [100, 115], [120, 140]) })
  },
  fluoxetina: {
    dx: "Intoxicación por ISRS (fluoxetina)", signs: ["taquicardia", "temblor", "náuseas", "agitación", "somnolencia", "convulsión"],
    lay: ["tiembla", "está nerviosa", "vomitó"], tx: ["observación y monitoreo", "ECG", "benzodiacepina si agitación"],
    labs: (r, sev) => [lab(r, "QTc", ...by(sev, [430, 455], [475, 510]), "ms")], vit: (sev) => ({ fc: by(sev, [100, 115], [118, 135]) })
  },
  enalapril: { dx: "Ingesta de IECA (enalapril)", signs: ["asintomático", "hipotensión leve", "mareos"], lay: ["está bien", "está un poco mareado"], tx: ["observación 6 h", "hidratación EV"], vit: (sev) => ({ pas: by(sev, [90, 100], [70, 82]) }) },
  amlodipino: CALCIUM_BLOCKER,
  losartan: { dx: "Ingesta de ARA II (losartán)", signs: ["asintomático", "hipotensión leve", "mareos"], lay: ["está tranquilo", "está mareado"], tx: ["observación 6 h", "control de presión arterial"], vit: (sev) => ({ pas: by(sev, [88, 100], [72, 84]) }) },
  metformina: {
    dx: "Intoxicación por metformina", signs: ["vómitos", "dolor abdominal", "acidosis metabólica", "taquipnea", "asintomático"],
    lay: ["vomitó", "le duele la barriga", "respira rápido"], tx: ["hidratación EV", "bicarbonato", "hemodiálisis", "observación"],
    labs: (r, sev) => [lab(r, "lactato", ...by(sev, [1.8, 3], [8, 16]), "mmol/L", 1), lab(r, "pH", ...by(sev, [7.34, 7.4], [6.95, 7.15]), "", 2)]
  },
  glibenclamida: SULFONYLUREA,
  insulina: { ...SULFONYLUREA, dx: "Hipoglicemia por insulina", tx: ["dextrosa 33% en bolo", "dextrosa 10% EV", "control de glucosa capilar cada hora"] },
  warfarina: {
    dx: "Ingesta de anticoagulante cumarínico", signs: ["asintomático", "gingivorragia", "equimosis"], lay: ["está bien", "le salió un moretón"],
    tx: ["vitamina K 10 mg EV", "control de INR a las 24 y 48 h", "observación"], labs: (r, sev) => [lab(r, "INR", ...by(sev, [1.1, 1.6], [3.5, 7]), "", 1)],
    later: (r, sev) => [lab(r, "INR", ...by(sev, [1.2, 2.5], [4, 9]), "", 1)]
  },
  digoxina: {
    dx: "Intoxicación digitálica", signs: ["vómitos", "bradicardia", "bloqueo AV", "náuseas", "visión amarilla", "confusión"],
    lay: ["vomita todo", "está muy débil", "ve todo amarillo", "está confundida"], tx: ["suspensión de digoxina", "monitoreo cardiaco", "atropina 0.5 mg EV", "corrección de potasio"],
    labs: (r, sev) => [lab(r, "digoxinemia", ...by(sev, [2.2, 3], [4, 7.5]), "ng/mL", 1), lab(r, "potasio", ...by(sev, [4.8, 5.4], [5.8, 7]), "mEq/L", 1)],
    vit: (sev) => ({ fc: by(sev, [48, 56], [30, 42]) })
  },
  levotiroxina: {
    dx: "Ingesta de levotiroxina", signs: ["asintomático", "taquicardia", "irritabilidad", "insomnio"], lay: ["está normal", "está muy inquieto", "no duerme"],
    tx: ["observación", "propranolol si taquicardia", "control en 72 h"], vit: (sev) => ({ fc: by(sev, [100, 120], [130, 150]) })
  },
  clorfenamina: ANTICHOLINERGIC,
  loratadina: { dx: "Ingesta de loratadina", signs: ["asintomático", "somnolencia leve", "taquicardia leve"], lay: ["está normal", "tiene sueño"], tx: ["observación 4-6 h"] },
  jarabeTos: { ...ANTICHOLINERGIC, dx: "Intoxicación por antitusígeno (dextrometorfano/clorfenamina)", signs: [...ANTICHOLINERGIC.signs, "ataxia", "nistagmo"] },
  hierro: {
    dx: "Intoxicación por hierro", signs: ["vómitos", "diarrea", "dolor abdominal", "hematemesis", "heces negras", "letargia"],
    lay: ["vomitó varias veces", "hizo caquita negra", "le duele la barriga", "vomitó con sangre"], tx: ["deferoxamina EV", "hidratación EV", "radiografía de abdomen", "observación"],
    labs: (r, sev) => [lab(r, "hierro sérico", ...by(sev, [280, 380], [480, 900]), "mcg/dL")]
  },
  albendazol: { dx: "Reacción a antiparasitario", signs: ["dolor abdominal", "náuseas", "mareos", "cefalea", "vómitos", "urticaria"], lay: ["le duele la barriga", "está mareada", "vomitó", "le duele la cabeza"], tx: ["observación", "hioscina", "dimenhidrinato"] },
  mebendazol: { dx: "Reacción a antiparasitario", signs: ["dolor abdominal", "náuseas", "mareos", "cefalea", "vómitos"], lay: ["le duele la barriga", "está mareado", "vomitó"], tx: ["observación", "hidratación oral"] },
  amoxicilina: { dx: "Ingesta de amoxicilina", signs: ["asintomático", "vómitos", "diarrea"], lay: ["está bien", "vomitó"], tx: ["observación"] },
  ceftriaxona: {
    dx: "Reacción por administración de ceftriaxona con lidocaína", signs: ["convulsión", "bradicardia", "mareos", "parestesias peribucales", "pérdida de conciencia"],
    lay: ["se desmayó", "convulsionó", "se puso morado"], tx: ["oxígeno", "diazepam EV", "monitoreo cardiaco"], vit: (sev) => ({ fc: by(sev, [55, 62], [35, 48]) })
  },
  ciprofloxacino: { dx: "Ingesta de ciprofloxacino", signs: ["náuseas", "vómitos", "asintomático"], lay: ["vomitó", "está bien"], tx: ["observación"] },
  isoniazida: {
    dx: "Intoxicación por isoniazida", signs: ["convulsiones refractarias", "acidosis metabólica", "coma", "vómitos"], lay: ["convulsionó varias veces", "no despierta", "vomitó"],
    tx: ["piridoxina (vitamina B6) EV gramo por gramo", "diazepam EV", "UCI", "bicarbonato"], labs: (r, sev) => [lab(r, "pH", ...by(sev, [7.28, 7.34], [6.9, 7.1]), "", 2)],
    vit: (sev) => ({ glasgow: by(sev, [10, 13], [4, 7]) })
  },
  metoclopramida: {
    dx: "Reacción extrapiramidal por metoclopramida", signs: ["tortícolis", "crisis oculógira", "protrusión lingual", "trismus", "somnolencia"],
    lay: ["se le torció el cuello", "los ojos se le fueron para arriba", "la lengua se le salía"], tx: ["biperideno 2 mg EV", "difenhidramina 1 mg/kg EV", "observación"]
  }
}

/** The adverse reactions the unit receives, by name, each with its usual suspects. */
export const REACTIONS = {
  distonia: { drugs: ["metoclopramida"], spec: OVERDOSE.metoclopramida, onsetDays: [0, 2] },
  hipoglicemia: { drugs: ["glibenclamida", "glibenclamida", "insulina"], spec: SULFONYLUREA, onsetDays: [5, 400] },
  sangrado: {
    drugs: ["warfarina"], onsetDays: [20, 900],
    spec: {
      dx: "Sangrado por sobreanticoagulación con warfarina", signs: ["hematuria", "gingivorragia", "epistaxis", "melena", "equimosis extensas", "hematoma en muslo", "hemoptisis"],
      lay: ["orina con sangre", "le sangran las encías", "tiene moretones por todo el cuerpo", "hace deposición negra", "le sangra la nariz y no para"],
      tx: ["suspensión de warfarina", "vitamina K 10 mg EV", "plasma fresco congelado", "transfusión de paquete globular", "control de INR"],
      labs: (r, sev) => [lab(r, "INR", ...by(sev, [4.5, 6], [8, 14]), "", 1), lab(r, "hemoglobina", ...by(sev, [10, 12], [6.1, 8.5]), "g/dL", 1)],
      later: (r) => [lab(r, "INR", 1.8, 3, "", 1), lab(r, "hemoglobina", 9, 12, "g/dL", 1)], vit: (sev) => ({ fc: by(sev, [90, 100], [110, 130]), pas: by(sev, [105, 120], [80, 95]) })
    } satisfies PictureSpec
  },
  sjs: {
    drugs: ["carbamazepina", "carbamazepina", "fenitoina"], onsetDays: [7, 35],
    spec: {
      dx: "Síndrome de Stevens-Johnson", signs: ["lesiones ampollosas", "eritema en diana", "compromiso de mucosa oral", "conjuntivitis", "fiebre", "desprendimiento epidérmico", "odinofagia"],
      lay: ["se le llenó el cuerpo de ampollas", "tiene llagas en la boca", "los ojos rojos y pegados", "la piel se le pela", "no puede tragar"],
      tx: ["suspensión del fármaco", "manejo en unidad de quemados", "hidratación EV", "corticoides sistémicos", "evaluación por oftalmología", "curaciones"],
      labs: (r, sev) => [lab(r, "superficie corporal comprometida", ...by(sev, [5, 10], [15, 35]), "%"), lab(r, "leucocitos", 4000, 14000, "/mm3")],
      vit: (sev) => ({ t: by(sev, [37.8, 38.4], [38.6, 39.6]), fc: by(sev, [95, 110], [115, 130]) })
    } satisfies PictureSpec
  },
  serotoninergico: { drugs: ["tramadol"], spec: SEROTONERGIC, onsetDays: [0, 4] },
  hepatotoxicidad: {
    drugs: ["paracetamol", "isoniazida", "isoniazida", "valproico"], onsetDays: [3, 60],
    spec: {
      dx: "Daño hepático inducido por medicamentos", signs: ["ictericia", "coluria", "náuseas", "vómitos", "dolor en hipocondrio derecho", "hiporexia", "astenia"],
      lay: ["está amarillo", "la orina muy oscura", "no quiere comer", "vomita", "está muy cansado"],
      tx: ["suspensión del medicamento", "N-acetilcisteína", "control de perfil hepático", "hospitalización"],
      labs: (r, sev) => [lab(r, "TGO", ...by(sev, [180, 400], [900, 4800]), "U/L"), lab(r, "TGP", ...by(sev, [220, 500], [1100, 5600]), "U/L"), lab(r, "bilirrubina total", ...by(sev, [1.4, 3], [5, 14]), "mg/dL", 1)],
      later: (r) => [lab(r, "TGO", 35, 140, "U/L"), lab(r, "TGP", 40, 180, "U/L")]
    } satisfies PictureSpec
  },
  digitalica: { drugs: ["digoxina"], spec: OVERDOSE.digoxina, onsetDays: [15, 700] },
  anafilaxia: {
    drugs: ["ceftriaxona", "ceftriaxona", "amoxicilina", "metamizol", "ciprofloxacino"], onsetDays: [0, 1],
    spec: {
      dx: "Reacción anafiláctica", signs: ["urticaria generalizada", "angioedema palpebral", "broncoespasmo", "hipotensión", "disnea", "prurito", "sibilantes"],
      lay: ["se hinchó toda", "le salieron ronchas", "no podía respirar", "se puso pálida y se desmayó"],
      tx: ["adrenalina 0.5 mg IM", "hidrocortisona 200 mg EV", "clorfenamina 10 mg EV", "salbutamol nebulizado", "cristaloides EV"],
      vit: (sev) => ({ pas: by(sev, [90, 100], [55, 70]), sat: by(sev, [93, 95], [84, 90]), fc: by(sev, [105, 120], [125, 145]) })
    } satisfies PictureSpec
  },
  angioedema: {
    drugs: ["enalapril"], onsetDays: [1, 800],
    spec: {
      dx: "Angioedema por IECA", signs: ["edema de labios", "edema de lengua", "disfonía", "dificultad para deglutir", "estridor"],
      lay: ["se le hinchó la boca", "la lengua gruesa", "no podía hablar bien"],
      tx: ["suspensión de enalapril", "hidrocortisona EV", "adrenalina nebulizada", "observación en trauma shock"]
    } satisfies PictureSpec
  },
  neurotoxicidad: { drugs: ["fenitoina", "carbamazepina", "valproico"], spec: OVERDOSE.fenitoina, onsetDays: [5, 120] },
  exantema: {
    drugs: ["amoxicilina", "amoxicilina", "carbamazepina", "ceftriaxona"], onsetDays: [2, 9],
    spec: {
      dx: "Exantema maculopapular medicamentoso", signs: ["exantema maculopapular", "prurito", "urticaria", "fiebre"],
      lay: ["le salieron ronchitas", "le pica todo el cuerpo", "tiene granitos rojos"], tx: ["suspensión del antibiótico", "clorfenamina", "loratadina", "observación"]
    } satisfies PictureSpec
  },
  hipotension: {
    drugs: ["metamizol"], onsetDays: [0, 0],
    spec: {
      dx: "Hipotensión por metamizol EV", signs: ["hipotensión", "mareos", "sudoración", "palidez", "lipotimia"], lay: ["se puso blanca", "se desmayó", "sudaba frío"],
      tx: ["cristaloides EV", "posición de Trendelenburg", "observación"], vit: (sev) => ({ pas: by(sev, [80, 90], [55, 68]) })
    } satisfies PictureSpec
  },
  hiperkalemia: {
    drugs: ["losartan", "enalapril"], onsetDays: [20, 500],
    spec: {
      dx: "Hiperkalemia por bloqueo del sistema renina-angiotensina", signs: ["debilidad muscular", "bradicardia", "ondas T picudas", "parestesias"],
      lay: ["no tiene fuerzas", "las piernas no le responden"], tx: ["gluconato de calcio EV", "insulina más dextrosa", "salbutamol nebulizado", "suspensión de losartán"],
      labs: (r, sev) => [lab(r, "potasio", ...by(sev, [5.9, 6.4], [6.8, 7.8]), "mEq/L", 1), lab(r, "creatinina", 1.3, 3.2, "mg/dL", 1)], vit: (sev) => ({ fc: by(sev, [55, 62], [38, 50]) })
    } satisfies PictureSpec
  }
} as const satisfies Record<string, { readonly drugs: ReadonlyArray<DrugKey>; readonly spec: PictureSpec; readonly onsetDays: readonly [number, number] }>

/** The name of an adverse reaction in {@link REACTIONS}. */
export type Reaction = keyof typeof REACTIONS
