/**
 * Adverse reactions of psychotropics for the mental-health generator (lib/dupMente.ts): each with
 * the words of each writer (the psychiatrist's clinical term, what the nurse sees, what a relative
 * says, the laboratory's English term), exam findings, what was done, the laboratory values it
 * comes with, and which drugs cause it how often.
 */

import type { DrugKey } from "./dupMenteDrugs.js"

/** The reactions of the catalog. */
export type ReactionKey =
  | "neutropenia" | "agranulocitosis" | "leucopenia" | "sialorrea" | "convulsion" | "miocarditis" | "estrenimiento" | "eps"
  | "distonia" | "acatisia" | "snm" | "hiperprolactinemia" | "peso" | "hiperglucemia" | "litio_tox" | "temblor" | "hiponatremia"
  | "rash" | "sjs" | "hepatotox" | "hiperamonemia" | "plaquetopenia" | "qt" | "serotoninergico" | "sedacion_caida" | "hipotension"
  | "sitio_inyeccion" | "anticolinergico"

/** Laboratory tests reported with a reaction. */
export type LabKind = "RAN" | "leucocitos" | "litemia" | "sodio" | "amonio" | "TGP" | "CPK" | "QTc" | "glucosa" | "prolactina" | "plaquetas" | "troponina" | "peso" | "PCR"

/** A reaction and how each writer tells it. */
export interface Reaction {
  readonly key: ReactionKey
  readonly clinico: ReadonlyArray<string>
  readonly enfermeria: ReadonlyArray<string>
  readonly lego: ReadonlyArray<string>
  readonly en: ReadonlyArray<string>
  readonly signos: ReadonlyArray<string>
  readonly tratamiento: ReadonlyArray<string>
  /** Lab tests with [low, high] of the value at the event and [low, high] at the control. */
  readonly labs: ReadonlyArray<readonly [LabKind, number, number, number, number]>
  readonly grave: boolean
  /** Chance that the event starts in another hospital's emergency. */
  readonly emergencia: number
  /** Days on the drug before the reaction. */
  readonly latencia: readonly [number, number]
  /** Weights of suspending, reducing, keeping the drug. */
  readonly accion: readonly [number, number, number]
}

const R = (
  key: ReactionKey, clinico: ReadonlyArray<string>, enfermeria: ReadonlyArray<string>, lego: ReadonlyArray<string>, en: ReadonlyArray<string>,
  signos: ReadonlyArray<string>, tratamiento: ReadonlyArray<string>, labs: Reaction["labs"], grave: boolean, emergencia: number,
  latencia: readonly [number, number], accion: readonly [number, number, number]
): Reaction => ({ key, clinico, enfermeria, lego, en, signos, tratamiento, labs, grave, emergencia, latencia, accion })

/** The catalog, by key. */
export const REACTIONS: Readonly<Record<ReactionKey, Reaction>> = {
  neutropenia: R("neutropenia", ["neutropenia", "neutropenia moderada", "neutropenia leve", "descenso del recuento absoluto de neutrófilos"],
    ["resultado de hemograma con neutrófilos bajos", "hemograma alterado (neutrófilos bajos)", "RAN bajo en control mensual"],
    ["le salió bajo el análisis de la sangre", "le dijeron que tiene las defensas bajas"], ["NEUTROPENIA", "NEUTROPHIL COUNT DECREASED"],
    ["afebril", "asintomático", "sin signos de infección", "refiere leve odinofagia"], ["control de hemograma en 48-72 h", "hemograma dos veces por semana", "aislamiento protector"],
    [["RAN", 1000, 1490, 1800, 3600], ["leucocitos", 2300, 3400, 3800, 6500]], false, 0, [30, 720], [5, 3, 2]),
  agranulocitosis: R("agranulocitosis", ["agranulocitosis", "neutropenia severa", "agranulocitosis por clozapina", "neutropenia grave (agranulocitosis)"],
    ["fiebre 38.8 y dolor de garganta", "fiebre y odinofagia", "alza térmica, escalofríos"],
    ["está con fiebre y no puede tragar", "le dio fiebre alta y dolor de garganta"], ["AGRANULOCYTOSIS", "FEBRILE NEUTROPENIA"],
    ["fiebre de 38.6 °C", "faringoamigdalitis", "úlceras orales"], ["filgrastim (G-CSF)", "antibioticoterapia de amplio espectro", "aislamiento inverso"],
    [["RAN", 80, 490, 1200, 2800], ["leucocitos", 900, 2100, 3000, 5200]], true, 0.3, [20, 180], [1, 0, 0]),
  leucopenia: R("leucopenia", ["leucopenia", "leucopenia leve", "descenso de leucocitos"],
    ["hemograma con leucocitos bajos", "resultado de laboratorio: leucopenia"], ["le salieron bajos los glóbulos blancos"], ["LEUKOPENIA", "WHITE BLOOD CELL COUNT DECREASED"],
    ["asintomático", "afebril"], ["control de hemograma semanal", "vigilancia de signos de alarma"],
    [["leucocitos", 2400, 3400, 3900, 6800], ["RAN", 1500, 2100, 2000, 3500]], false, 0, [20, 400], [3, 4, 3]),
  sialorrea: R("sialorrea", ["sialorrea", "sialorrea nocturna", "hipersalivación"],
    ["babeo abundante en la noche, almohada mojada", "sialorrea marcada", "mucha saliva, se le cae la baba"],
    ["babea mucho de noche", "se le cae la saliva todo el día", "amanece con la almohada mojada"], ["SALIVARY HYPERSECRETION", "DROOLING"],
    ["sin disfagia", "sin signos de aspiración"], ["atropina gotas sublingual", "bromuro de ipratropio", "elevar cabecera"],
    [], false, 0, [7, 365], [0, 3, 6]),
  convulsion: R("convulsion", ["crisis convulsiva tónico-clónica generalizada", "convulsión", "crisis epiléptica"],
    ["crisis convulsiva en su cama de aprox 2 min", "movimientos tónico clónicos, relajación de esfínteres", "crisis convulsiva tónico-clónica"],
    ["le dio un ataque, se puso rígido y botaba espuma", "convulsionó en la casa"], ["SEIZURE", "GENERALISED TONIC-CLONIC SEIZURE"],
    ["estado postictal", "mordedura de lengua", "Glasgow 13 en fase postictal"], ["diazepam 10 mg EV", "ácido valproico", "fenitoína impregnación"],
    [], true, 0.5, [14, 400], [2, 5, 1]),
  miocarditis: R("miocarditis", ["miocarditis", "miocarditis asociada a clozapina", "sospecha de miocarditis"],
    ["taquicardia 130 x min, febril, refiere dolor en pecho", "FC 128, T 38.2, disnea"], ["dice que le duele el pecho y tiene fiebre"], ["MYOCARDITIS", "TROPONIN INCREASED"],
    ["taquicardia sinusal", "fiebre", "dolor torácico"], ["monitoreo cardiaco", "interconsulta a cardiología", "ecocardiograma"],
    [["troponina", 0.1, 2.5, 0, 0.04], ["PCR", 40, 180, 2, 10]], true, 0.5, [7, 45], [1, 0, 0]),
  estrenimiento: R("estrenimiento", ["estreñimiento severo", "hipomotilidad intestinal", "íleo paralítico"],
    ["ausencia de deposiciones x 5 días, abdomen distendido", "distensión abdominal, no elimina flatos"], ["no hace su deposición hace días y tiene la barriga hinchada"],
    ["CONSTIPATION", "ILEUS PARALYTIC"], ["abdomen distendido", "ruidos hidroaéreos disminuidos"], ["enema evacuante", "lactulosa", "interconsulta a cirugía"],
    [], false, 0.2, [20, 500], [1, 4, 5]),
  eps: R("eps", ["síndrome extrapiramidal", "parkinsonismo inducido por antipsicóticos", "síntomas extrapiramidales"],
    ["rigidez, temblor en manos y camina arrastrando los pies", "temblor, rigidez y sialorrea", "marcha rígida, facies inexpresiva, temblor"],
    ["está tieso, camina como robot", "le tiemblan las manos y está duro"], ["EXTRAPYRAMIDAL DISORDER", "PARKINSONISM"],
    ["rigidez en rueda dentada", "bradicinesia", "temblor de reposo"], ["biperideno 2 mg VO c/12h", "biperideno 5 mg IM", "biperideno 2 mg VO c/8h"],
    [], false, 0, [2, 60], [2, 6, 2]),
  distonia: R("distonia", ["distonía aguda", "crisis oculógira", "reacción distónica aguda"],
    ["tortícolis y mirada fija hacia arriba", "ojos desviados hacia arriba, rigidez de cuello", "mandíbula trabada, no puede hablar, lengua afuera"],
    ["se le torció el cuello y los ojos se le iban para arriba", "se le trabó la boca"], ["DYSTONIA", "OCULOGYRIC CRISIS"],
    ["protrusión lingual", "opistótonos", "tortícolis"], ["biperideno 5 mg IM", "biperideno 5 mg EV", "difenhidramina EV"],
    [], false, 0.35, [0, 5], [3, 4, 1]),
  acatisia: R("acatisia", ["acatisia", "acatisia aguda", "inquietud motora (acatisia)"],
    ["inquietud, no puede estar sentado, camina todo el turno", "inquietud motora, se para y se sienta a cada rato"], ["no para quieto, dice que siente algo por dentro"],
    ["AKATHISIA", "RESTLESSNESS"], ["inquietud subjetiva", "deambulación constante"], ["propranolol 10 mg c/8h", "clonazepam 0.5 mg", "propranolol 20 mg/día"],
    [], false, 0, [2, 30], [2, 5, 2]),
  snm: R("snm", ["síndrome neuroléptico maligno", "probable síndrome neuroléptico maligno", "SNM"],
    ["fiebre alta, rigidez generalizada, sudoroso, no responde bien", "fiebre alta, rigidez, sopor"], ["está con fiebre, duro como palo y no responde"],
    ["NEUROLEPTIC MALIGNANT SYNDROME"], ["rigidez en tubo de plomo", "hipertermia 39.8 °C", "inestabilidad autonómica", "sensorio alterado"],
    ["suspensión de antipsicóticos", "bromocriptina", "dantroleno", "hidratación EV agresiva", "pase a UCI"],
    [["CPK", 1500, 25000, 150, 600], ["leucocitos", 11000, 19000, 6000, 9500]], true, 0.7, [1, 40], [1, 0, 0]),
  hiperprolactinemia: R("hiperprolactinemia", ["hiperprolactinemia", "galactorrea", "amenorrea secundaria a hiperprolactinemia"],
    ["secreción láctea por pezones", "amenorrea (refiere que no le viene la regla)"], ["le sale leche de los pechos", "no le viene su regla hace meses"], ["HYPERPROLACTINAEMIA", "GALACTORRHOEA"],
    ["galactorrea bilateral", "amenorrea de 4 meses", "ginecomastia"], ["interconsulta a endocrinología", "control de prolactina en 4 semanas", "ecografía mamaria"],
    [["prolactina", 60, 190, 10, 30]], false, 0, [30, 400], [2, 4, 3]),
  peso: R("peso", ["aumento de peso", "ganancia ponderal significativa", "síndrome metabólico"],
    ["aumento de peso notorio", "peso fuera de rango en control mensual"], ["ha engordado bastante", "está subiendo mucho de peso", "ya no le entra la ropa"],
    ["WEIGHT INCREASED", "METABOLIC SYNDROME"], ["IMC 31", "perímetro abdominal 104 cm", "IMC 29.5"], ["dieta y actividad física", "metformina 850 mg", "interconsulta a nutrición"],
    [["peso", 6, 18, 0, 4]], false, 0, [60, 500], [1, 3, 6]),
  hiperglucemia: R("hiperglucemia", ["hiperglucemia", "diabetes mellitus inducida por antipsicóticos", "descompensación glucémica"],
    ["HGT 310, polidipsia", "glucosa capilar elevada, refiere mucha sed"], ["toma mucha agua y orina a cada rato"], ["HYPERGLYCAEMIA", "DIABETES MELLITUS"],
    ["polidipsia", "poliuria"], ["insulina NPH", "metformina", "interconsulta a endocrinología"],
    [["glucosa", 220, 480, 95, 140]], false, 0.15, [60, 600], [2, 2, 5]),
  litio_tox: R("litio_tox", ["intoxicación por litio", "toxicidad por litio", "litemia en rango tóxico"],
    ["temblor grueso, vómitos y diarrea, marcha inestable", "confusión, temblor y diarrea", "vómitos x 3, temblor, desorientado"],
    ["le tiemblan mucho las manos, vomita y tiene diarrea", "está confundido, no camina bien"], ["LITHIUM TOXICITY", "BLOOD LITHIUM INCREASED"],
    ["ataxia", "disartria", "temblor grueso", "deshidratación"], ["hidratación EV", "suspensión de litio", "hemodiálisis"],
    [["litemia", 1.6, 3.4, 0.5, 1], ["sodio", 130, 146, 136, 142]], true, 0.5, [30, 900], [6, 2, 0]),
  temblor: R("temblor", ["temblor fino distal", "temblor postural", "temblor de manos"],
    ["temblor de manos al servir su comida", "tiembla al sostener el vaso"], ["le tiemblan las manos"], ["TREMOR"],
    ["temblor postural bilateral", "sin otros signos neurológicos"], ["propranolol 20 mg", "control de litemia", "control de TSH y litemia"],
    [["litemia", 0.7, 1.2, 0.6, 0.9]], false, 0, [10, 600], [1, 5, 4]),
  hiponatremia: R("hiponatremia", ["hiponatremia", "SIADH", "hiponatremia sintomática"],
    ["confusión, somnolencia y náuseas", "desorientación y vómito x1"], ["está confundido y con náuseas"], ["HYPONATRAEMIA", "INAPPROPRIATE ANTIDIURETIC HORMONE SECRETION"],
    ["confusión", "cefalea", "bradipsiquia"], ["restricción hídrica", "cloruro de sodio hipertónico", "suspensión del ISRS"],
    [["sodio", 116, 129, 133, 140]], true, 0.35, [7, 120], [4, 1, 1]),
  rash: R("rash", ["exantema maculopapular", "erupción cutánea", "rash generalizado"],
    ["ronchas rojas en tronco y brazos, se rasca", "manchas rojas en piel"], ["le salieron ronchas en todo el cuerpo", "tiene manchas rojas que le pican"],
    ["RASH", "RASH MACULO-PAPULAR"], ["lesiones eritematosas maculopapulares en tronco", "prurito"], ["clorfenamina", "hidrocortisona", "suspensión del fármaco"],
    [], false, 0.1, [5, 40], [6, 1, 1]),
  sjs: R("sjs", ["síndrome de Stevens-Johnson", "SSJ", "necrólisis epidérmica (SSJ/NET)"],
    ["ampollas en labios y boca, piel se desprende, fiebre", "lesiones en mucosa oral y ojos rojos"], ["se le está pelando la piel y tiene ampollas en la boca"],
    ["STEVENS-JOHNSON SYNDROME"], ["compromiso de mucosas", "Nikolsky positivo", "despegamiento < 10 % de SCT"], ["pase a unidad de quemados", "corticoides sistémicos", "interconsulta a dermatología"],
    [], true, 0.6, [7, 45], [1, 0, 0]),
  hepatotox: R("hepatotox", ["hepatotoxicidad", "elevación de transaminasas", "hepatitis medicamentosa"],
    ["resultado de laboratorio con enzimas hepáticas altas", "se observa tinte ictérico"], ["le salió alterado el hígado en el análisis"], ["HEPATOTOXICITY", "TRANSAMINASES INCREASED"],
    ["ictericia leve", "dolor en hipocondrio derecho", "asintomático"], ["control de perfil hepático", "suspensión de valproato"],
    [["TGP", 180, 900, 30, 60]], true, 0.1, [14, 200], [4, 3, 1]),
  hiperamonemia: R("hiperamonemia", ["hiperamonemia", "encefalopatía hiperamonémica", "hiperamonemia por valproato"],
    ["somnolencia, desorientación, difícil de despertar", "bradipsiquia, somnolencia, confusión"], ["está dormido todo el día y confundido"],
    ["HYPERAMMONAEMIA", "HYPERAMMONAEMIC ENCEPHALOPATHY"], ["somnolencia", "asterixis", "Glasgow 12"], ["L-carnitina", "lactulosa", "suspensión de valproato"],
    [["amonio", 95, 260, 30, 60]], true, 0.4, [7, 300], [4, 2, 0]),
  plaquetopenia: R("plaquetopenia", ["trombocitopenia", "plaquetopenia"], ["hematomas en brazos", "gingivorragia al cepillarse"], ["le salen moretones"],
    ["THROMBOCYTOPENIA", "PLATELET COUNT DECREASED"], ["petequias", "equimosis"], ["control de plaquetas", "vigilancia de signos de sangrado"],
    [["plaquetas", 35000, 95000, 150000, 260000]], false, 0, [30, 400], [3, 4, 2]),
  qt: R("qt", ["prolongación del intervalo QT", "QT largo", "QTc prolongado en ECG"], ["ECG de control alterado", "palpitaciones, se toma ECG"], ["le dijeron que tiene el corazón alterado"],
    ["ELECTROCARDIOGRAM QT PROLONGED"], ["ritmo sinusal", "sin arritmias"], ["monitoreo electrocardiográfico", "corrección de potasio y magnesio"],
    [["QTc", 490, 560, 410, 450]], true, 0.2, [1, 120], [4, 3, 1]),
  serotoninergico: R("serotoninergico", ["síndrome serotoninérgico", "toxicidad serotoninérgica"], ["agitación, sudoración, temblores y fiebre", "mioclonías, diaforesis, taquicardia"],
    ["está muy inquieto, suda frío y tiembla"], ["SEROTONIN SYNDROME"], ["clonus inducible", "hiperreflexia", "midriasis", "T° 38.4"], ["suspensión de ISRS", "ciproheptadina", "benzodiacepinas"],
    [["CPK", 300, 2200, 80, 200]], true, 0.6, [1, 30], [1, 0, 0]),
  sedacion_caida: R("sedacion_caida", ["sedación excesiva con caída", "caída de su propia altura por sedación", "somnolencia excesiva"],
    ["caída en el baño, somnoliento, herida en ceja", "caída al levantarse en la madrugada", "sedación marcada con caída en el pasadizo"],
    ["se cayó en la casa porque está muy dormido", "se cae de sueño"], ["SEDATION", "FALL"], ["herida cortante en región superciliar", "contusión en cadera"],
    ["sutura de herida", "radiografía de cadera", "vigilancia de caídas, barandas elevadas"], [], false, 0.2, [1, 200], [2, 6, 2]),
  hipotension: R("hipotension", ["hipotensión ortostática", "síncope por hipotensión ortostática"], ["desvanecimiento al pararse", "mareo y palidez al incorporarse"],
    ["se marea cuando se para"], ["ORTHOSTATIC HYPOTENSION", "SYNCOPE"], ["PA 85/50 de pie", "palidez"], ["hidratación", "medidas posturales (levantarse en tiempos)", "vigilancia de PA"],
    [], false, 0.1, [1, 30], [1, 6, 3]),
  sitio_inyeccion: R("sitio_inyeccion", ["reacción en sitio de inyección", "absceso estéril en sitio de aplicación", "induración glútea"],
    ["zona de aplicación enrojecida e indurada, dolor", "glúteo con induración y calor local"], ["le dolió mucho la nalga donde le pusieron la inyección"],
    ["INJECTION SITE REACTION", "INJECTION SITE INDURATION"], ["eritema de 4 cm", "induración sin fluctuación"], ["compresas tibias", "paracetamol", "cambio de sitio de aplicación"],
    [], false, 0, [1, 10], [0, 1, 8]),
  anticolinergico: R("anticolinergico", ["síndrome anticolinérgico", "delirium anticolinérgico", "retención urinaria"],
    ["desorientación, boca seca, no orina desde la mañana", "agitación, confusión, globo vesical"], ["está confundido y no puede orinar"], ["ANTICHOLINERGIC SYNDROME", "URINARY RETENTION"],
    ["globo vesical", "midriasis", "taquicardia"], ["sonda vesical", "suspensión de biperideno"], [], false, 0.2, [3, 120], [5, 3, 1])
}

/** Which reactions each drug causes, with weights. */
export const DRUG_REACTIONS: Readonly<Record<DrugKey, ReadonlyArray<readonly [ReactionKey, number]>>> = {
  clozapina: [["neutropenia", 30], ["sialorrea", 16], ["leucopenia", 10], ["peso", 10], ["estrenimiento", 7], ["agranulocitosis", 6], ["convulsion", 6], ["hiperglucemia", 5], ["hipotension", 5], ["sedacion_caida", 4], ["miocarditis", 3]],
  olanzapina: [["peso", 40], ["hiperglucemia", 14], ["sedacion_caida", 12], ["eps", 4], ["hiperprolactinemia", 3], ["hipotension", 3]],
  risperidona: [["hiperprolactinemia", 25], ["eps", 22], ["peso", 10], ["distonia", 8], ["acatisia", 8], ["sedacion_caida", 4], ["snm", 1]],
  risperidona_lai: [["sitio_inyeccion", 20], ["eps", 20], ["hiperprolactinemia", 18], ["acatisia", 6], ["peso", 6], ["snm", 1]],
  paliperidona_lai: [["sitio_inyeccion", 22], ["hiperprolactinemia", 16], ["eps", 14], ["acatisia", 8], ["peso", 8]],
  haloperidol: [["eps", 35], ["distonia", 25], ["acatisia", 14], ["snm", 5], ["qt", 5], ["sedacion_caida", 4], ["hiperprolactinemia", 3]],
  haloperidol_dec: [["eps", 30], ["acatisia", 10], ["distonia", 8], ["sitio_inyeccion", 8], ["snm", 6], ["hiperprolactinemia", 5]],
  quetiapina: [["sedacion_caida", 28], ["hipotension", 18], ["peso", 18], ["qt", 5], ["hiperglucemia", 5]],
  aripiprazol: [["acatisia", 40], ["eps", 10], ["sedacion_caida", 5], ["peso", 4]],
  litio: [["litio_tox", 35], ["temblor", 28], ["peso", 6], ["convulsion", 1]],
  valproato: [["hepatotox", 18], ["hiperamonemia", 16], ["temblor", 16], ["peso", 16], ["plaquetopenia", 12], ["sedacion_caida", 6]],
  carbamazepina: [["rash", 22], ["hiponatremia", 18], ["leucopenia", 14], ["sjs", 10], ["sedacion_caida", 8], ["hepatotox", 6]],
  lamotrigina: [["rash", 45], ["sjs", 18], ["sedacion_caida", 3]],
  sertralina: [["hiponatremia", 16], ["serotoninergico", 12], ["acatisia", 4]],
  fluoxetina: [["serotoninergico", 12], ["hiponatremia", 10], ["acatisia", 6]],
  escitalopram: [["qt", 14], ["hiponatremia", 12], ["serotoninergico", 8]],
  clonazepam: [["sedacion_caida", 40]],
  biperideno: [["anticolinergico", 20]]
}

/** Reactions found at a control rather than at an hour of the day. */
export const CHRONIC: ReadonlySet<ReactionKey> = new Set(["neutropenia", "leucopenia", "peso", "hiperglucemia", "hiperprolactinemia", "temblor", "plaquetopenia", "hepatotox", "sialorrea", "qt"])

/** Clozapine's blood-count reactions, the ones its monitoring programme notifies. */
export const HEMATOLOGIC: ReadonlySet<ReactionKey> = new Set(["neutropenia", "agranulocitosis", "leucopenia"])
