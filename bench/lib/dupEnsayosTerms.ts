/**
 * The serious adverse events of the ensayos generator (lib/dupEnsayos.ts), each as the routes
 * name it: the investigator's Spanish term (with a CTCAE grade in oncology), the MedDRA preferred
 * term the CRO codes in English, the ward's words at the hospital that does not know the trial,
 * how the participant presented (in Spanish and in the CRO's English), the lab or exam that
 * confirms it, and what was done. A follow-up adds the lab's later value.
 */
import type { Random } from "./random.js"
import { dec } from "./dupEnsayosText.js"

/** One kind of serious adverse event. */
export interface Term {
  readonly key: string
  readonly es: ReadonlyArray<string>
  readonly en: string
  readonly ward: ReadonlyArray<string>
  readonly signs: ReadonlyArray<string>
  readonly signsEn: string
  /** The confirming finding, at its worst. */
  readonly lab: (r: Random) => string
  /** The same finding on recovery, for a follow-up. */
  readonly labLater: (r: Random) => string
  readonly treat: ReadonlyArray<string>
  readonly graded: boolean
}

const T = (
  key: string, es: ReadonlyArray<string>, en: string, ward: ReadonlyArray<string>, signs: ReadonlyArray<string>, signsEn: string,
  lab: (r: Random) => string, labLater: (r: Random) => string, treat: ReadonlyArray<string>, graded = false
): Term => ({ key, es, en, ward, signs, signsEn, lab, labLater, treat, graded })

const TERMS: ReadonlyArray<Term> = [
  T("neutropenia_febril", ["neutropenia febril", "fiebre neutropénica", "neutropenia febril post QT"], "Febrile neutropenia",
    ["fiebre y neutrófilos bajos post quimioterapia", "neutropenia febril", "síndrome febril en paciente neutropénico"],
    ["fiebre de 38,9 °C y escalofríos", "fiebre y malestar general", "alza térmica de 39 °C"], "fever up to 39 C with chills",
    (r) => `RAN ${r.int(40, 480)}/mm3`, (r) => `RAN ${r.int(1600, 3800)}/mm3`, ["cefepime EV", "meropenem", "filgrastim SC", "hemocultivos y antibioticoterapia empírica"], true),
  T("neutropenia", ["neutropenia grado 4", "neutropenia", "recuento de neutrófilos disminuido"], "Neutrophil count decreased",
    ["leucopenia severa", "neutropenia severa"], ["hemograma de control con neutrófilos muy bajos, asintomático", "neutropenia en hemograma pre-ciclo"], "severe neutropenia on pre-cycle blood count",
    (r) => `RAN ${r.int(100, 490)}/mm3`, (r) => `RAN ${r.int(1500, 3200)}/mm3`, ["filgrastim", "aislamiento protector"], true),
  T("anemia", ["anemia grado 3", "anemia", "anemia severa"], "Anaemia", ["anemia severa que requirió transfusión", "anemia descompensada"],
    ["astenia marcada y disnea de esfuerzo", "palidez y mareos"], "marked fatigue and exertional dyspnoea",
    (r) => `Hb ${dec(r, 5.8 + r.next() * 2)} g/dL`, (r) => `Hb ${dec(r, 9 + r.next() * 2.5)} g/dL`, ["transfusión de 2 paquetes globulares", "transfusión de PG"], true),
  T("trombocitopenia", ["trombocitopenia grado 4", "plaquetopenia", "trombocitopenia"], "Platelet count decreased", ["plaquetopenia severa", "trombocitopenia con petequias"],
    ["petequias en miembros inferiores y gingivorragia", "epistaxis"], "petechiae and gum bleeding",
    (r) => `plaquetas ${r.int(6, 24)} 000/mm3`, (r) => `plaquetas ${r.int(110, 240)} 000/mm3`, ["transfusión de plaquetas"], true),
  T("neumonia", ["neumonía", "neumonía adquirida en la comunidad", "infección respiratoria baja"], "Pneumonia", ["neumonía", "NAC", "neumonía bilateral"],
    ["tos productiva, fiebre y disnea", "disnea y fiebre de tres días"], "productive cough, fever and dyspnoea",
    (r) => `Rx tórax: infiltrado ${r.pick(["en base derecha", "en base izquierda", "bilateral"])}, PCR ${r.int(80, 260)} mg/L`, (r) => `PCR ${r.int(3, 12)} mg/L, Rx con mejoría`, ["ceftriaxona + azitromicina", "piperacilina-tazobactam", "oxigenoterapia"]),
  T("neumonitis", ["neumonitis inmunomediada", "neumonitis grado 3", "neumonitis"], "Pneumonitis", ["insuficiencia respiratoria", "neumopatía intersticial"],
    ["disnea progresiva y tos seca", "desaturación al 86%"], "progressive dyspnoea and dry cough, SpO2 86%",
    () => "TAC: vidrio esmerilado bilateral", () => "TAC de control con resolución parcial", ["metilprednisolona 1 mg/kg", "corticoides sistémicos"], true),
  T("colitis", ["colitis inmunomediada", "diarrea grado 3", "colitis"], "Colitis", ["diarrea aguda disentérica", "colitis", "enfermedad diarreica aguda con deshidratación"],
    ["diarrea de 8 deposiciones al día con dolor abdominal", "deposiciones líquidas con moco"], "diarrhoea up to 8 stools per day with abdominal pain",
    (r) => `calprotectina ${r.int(300, 900)} µg/g`, () => "deposiciones normales", ["prednisona", "hidratación EV", "loperamida"], true),
  T("hepatotoxicidad", ["hepatitis inducida por fármacos", "elevación de transaminasas grado 3", "hepatotoxicidad"], "Drug-induced liver injury",
    ["hepatitis tóxica", "transaminasas elevadas", "ictericia"], ["ictericia y náuseas", "coluria y dolor en hipocondrio derecho", "transaminasas elevadas en control"], "jaundice and nausea",
    (r) => `TGP ${r.int(260, 980)} U/L, TGO ${r.int(200, 800)} U/L`, (r) => `TGP ${r.int(30, 90)} U/L`, ["suspensión del esquema", "hepatoprotección y control seriado"], true),
  T("reaccion_infusion", ["reacción relacionada con la infusión", "reacción infusional grado 3", "hipersensibilidad a la infusión"], "Infusion related reaction",
    ["reacción alérgica durante la infusión", "shock anafiláctico"], ["rubor facial, disnea e hipotensión a los 10 minutos de la infusión", "escalofríos y desaturación durante la infusión"], "flushing, dyspnoea and hypotension 10 minutes into the infusion",
    (r) => `PA ${r.int(70, 85)}/${r.int(40, 50)} mmHg`, () => "PA 120/70 mmHg", ["clorfenamina + hidrocortisona", "adrenalina IM"], true),
  T("tep", ["tromboembolia pulmonar", "TEP", "embolia pulmonar"], "Pulmonary embolism", ["TEP", "tromboembolismo pulmonar"],
    ["disnea súbita y dolor torácico", "taquicardia y desaturación"], "sudden dyspnoea and chest pain",
    () => "angioTEM: defecto de llenado en arteria pulmonar", (r) => `dímero D ${dec(r, 0.4 + r.next())} µg/mL`, ["enoxaparina", "anticoagulación plena"]),
  T("qt", ["prolongación del intervalo QT", "QTc prolongado", "QT largo"], "Electrocardiogram QT prolonged", ["QT prolongado", "arritmia"],
    ["ECG de control con QTcF prolongado, asintomático", "palpitaciones y mareo"], "QTcF prolongation on routine ECG",
    (r) => `QTcF ${r.int(501, 560)} ms`, (r) => `QTcF ${r.int(420, 460)} ms`, ["corrección de potasio y magnesio", "monitoreo ECG"]),
  T("neuropatia", ["neuropatía periférica", "neuropatía periférica grado 3", "polineuropatía"], "Neuropathy peripheral", ["neuropatía", "parestesias"],
    ["parestesias y dolor urente en pies que impiden deambular", "adormecimiento de manos y pies"], "painful paraesthesia of both feet",
    () => "EMG: polineuropatía sensitiva axonal", () => "mejoría parcial de parestesias", ["pregabalina", "suspensión de linezolid"], true),
  T("hemolisis", ["anemia hemolítica", "hemólisis", "hemólisis tardía post artesunato"], "Haemolytic anaemia", ["anemia hemolítica", "ictericia y orina oscura"],
    ["orina oscura, ictericia y astenia", "coluria y palidez"], "dark urine, jaundice and fatigue",
    (r) => `Hb ${dec(r, 6 + r.next() * 2)} g/dL, LDH ${r.int(700, 1900)} U/L`, (r) => `Hb ${dec(r, 10 + r.next() * 2)} g/dL`, ["transfusión de PG", "hidratación"]),
  T("hipoglucemia", ["hipoglucemia severa", "hipoglucemia", "hipoglucemia grave"], "Hypoglycaemia", ["hipoglucemia", "trastorno de conciencia por hipoglucemia"],
    ["sudoración, confusión y pérdida de conciencia en casa", "somnolencia y diaforesis"], "sweating, confusion and loss of consciousness at home",
    (r) => `glucosa ${r.int(24, 52)} mg/dL`, (r) => `glucosa ${r.int(95, 160)} mg/dL`, ["dextrosa 33% EV", "dextrosa al 10%"]),
  T("cetoacidosis", ["cetoacidosis diabética", "cetoacidosis euglucémica", "CAD"], "Diabetic ketoacidosis", ["cetoacidosis", "descompensación diabética"],
    ["náuseas, vómitos y dolor abdominal", "taquipnea y malestar general"], "nausea, vomiting and abdominal pain",
    (r) => `pH ${dec(r, 7.05 + r.next() * 0.2, 2)}, HCO3 ${r.int(6, 14)} mEq/L`, () => "gases arteriales normales", ["insulina en infusión", "hidratación EV"]),
  T("pancreatitis", ["pancreatitis aguda", "pancreatitis"], "Pancreatitis acute", ["pancreatitis aguda", "dolor abdominal en estudio"],
    ["dolor epigástrico en banda y vómitos", "dolor abdominal intenso"], "epigastric pain radiating to the back and vomiting",
    (r) => `lipasa ${r.int(600, 3000)} U/L`, (r) => `lipasa ${r.int(40, 120)} U/L`, ["hidratación y analgesia", "NPO"]),
  T("pielonefritis", ["pielonefritis aguda", "infección urinaria complicada", "ITU alta"], "Pyelonephritis", ["pielonefritis", "ITU complicada"],
    ["fiebre, disuria y dolor lumbar", "puño percusión positiva y fiebre"], "fever, dysuria and flank pain",
    () => `urocultivo: E. coli BLEE`, () => "urocultivo de control negativo", ["ertapenem", "ceftriaxona"]),
  T("hemorragia", ["hemorragia digestiva alta", "sangrado mayor", "melena"], "Gastrointestinal haemorrhage", ["HDA", "hemorragia digestiva", "melena"],
    ["melena y mareo", "hematemesis"], "melaena and dizziness", (r) => `Hb ${dec(r, 6.5 + r.next() * 2)} g/dL`, (r) => `Hb ${dec(r, 10 + r.next() * 2)} g/dL`, ["omeprazol en infusión", "endoscopía y transfusión"]),
  T("hiperkalemia", ["hiperpotasemia", "hiperkalemia"], "Hyperkalaemia", ["hiperkalemia", "hiperpotasemia severa"],
    ["debilidad muscular y bradicardia", "hallazgo en control"], "muscle weakness and bradycardia",
    (r) => `K ${dec(r, 6.3 + r.next() * 1.2)} mEq/L`, (r) => `K ${dec(r, 4 + r.next() * 0.8)} mEq/L`, ["gluconato de calcio + insulina/dextrosa", "resinas de intercambio"]),
  T("insuficiencia_cardiaca", ["insuficiencia cardiaca descompensada", "ICC descompensada", "empeoramiento de insuficiencia cardiaca"], "Cardiac failure",
    ["ICC descompensada", "edema agudo de pulmón"], ["disnea paroxística nocturna y edemas", "ortopnea y edema de miembros inferiores"], "worsening dyspnoea and leg oedema",
    (r) => `NT-proBNP ${r.int(3500, 14000)} pg/mL`, (r) => `NT-proBNP ${r.int(800, 2400)} pg/mL`, ["furosemida EV", "diuréticos y restricción hídrica"]),
  T("infarto", ["infarto agudo de miocardio", "IAM sin elevación del ST", "síndrome coronario agudo"], "Acute myocardial infarction", ["IMA", "SICA", "dolor torácico"],
    ["dolor torácico opresivo de 2 horas", "dolor precordial y diaforesis"], "oppressive chest pain for 2 hours",
    (r) => `troponina I ${dec(r, 1 + r.next() * 20, 2)} ng/mL`, () => "troponina en descenso", ["cateterismo con stent", "doble antiagregación"]),
  T("angioedema", ["angioedema", "edema de labios y lengua"], "Angioedema", ["angioedema", "reacción alérgica"],
    ["edema de labios y lengua con disfonía", "hinchazón de cara"], "swelling of lips and tongue", () => "sin compromiso de vía aérea a la laringoscopía", () => "resolución del edema", ["hidrocortisona", "adrenalina"]),
  T("sincope", ["síncope", "síncope con traumatismo"], "Syncope", ["síncope", "pérdida de conciencia"],
    ["pérdida de conciencia breve al ponerse de pie", "desvanecimiento con caída"], "transient loss of consciousness on standing",
    (r) => `PA ${r.int(75, 90)}/${r.int(45, 55)} mmHg`, () => "Holter sin arritmias", ["observación", "hidratación"]),
  T("rash", ["erupción cutánea grado 3", "rash maculopapular generalizado", "toxicodermia"], "Rash maculo-papular", ["toxicodermia", "rash generalizado", "alergia a medicamento"],
    ["rash pruriginoso en tronco y extremidades", "lesiones maculopapulares generalizadas"], "generalised pruritic maculopapular rash",
    (r) => `eosinófilos ${r.int(700, 2100)}/mm3`, () => "lesiones en resolución", ["antihistamínicos y corticoide tópico", "prednisona"], true),
  T("iris", ["síndrome inflamatorio de reconstitución inmune", "SIRI", "IRIS"], "Immune reconstitution inflammatory syndrome", ["SIRI", "tuberculosis ganglionar"],
    ["fiebre y adenopatías cervicales tras inicio de TARV", "fiebre y empeoramiento clínico"], "fever and cervical lymphadenopathy after ART start",
    (r) => `CD4 ${r.int(40, 190)} células/µL`, (r) => `CD4 ${r.int(200, 380)} células/µL`, ["prednisona", "continuar TARV"]),
  T("ideacion_suicida", ["ideación suicida", "intento de autolisis", "depresión grave"], "Suicidal ideation", ["intento de suicidio", "ideación suicida"],
    ["ideas de muerte y tristeza", "ingesta de pastillas con fines autolíticos"], "thoughts of death", () => "evaluación por psiquiatría", () => "en control por psiquiatría", ["hospitalización en psiquiatría", "sertralina"]),
  T("lesion_renal", ["lesión renal aguda", "insuficiencia renal aguda", "elevación de creatinina"], "Acute kidney injury", ["IRA", "falla renal"],
    ["oliguria y edemas", "creatinina elevada en control"], "oliguria and raised creatinine",
    (r) => `creatinina ${dec(r, 2.4 + r.next() * 3)} mg/dL`, (r) => `creatinina ${dec(r, 0.9 + r.next() * 0.5)} mg/dL`, ["hidratación", "suspensión de nefrotóxicos"]),
  T("fiebre_vacuna", ["fiebre alta post vacunación", "fiebre", "síndrome febril"], "Pyrexia", ["fiebre", "síndrome febril"],
    ["fiebre de 39,5 °C e irritabilidad", "fiebre y malestar general el día de la vacuna"], "fever of 39.5 C and irritability",
    (r) => `T ${dec(r, 39.2 + r.next())} °C`, () => "afebril", ["paracetamol", "medios físicos"]),
  T("convulsion_febril", ["convulsión febril", "crisis convulsiva febril"], "Febrile convulsion", ["convulsión febril", "convulsiones"],
    ["fiebre y convulsión tónico-clónica de 2 minutos", "crisis convulsiva generalizada con fiebre"], "generalised tonic-clonic seizure with fever",
    (r) => `T ${dec(r, 39 + r.next())} °C`, () => "EEG normal", ["diazepam rectal", "observación en emergencia"]),
  T("reaccion_local", ["celulitis en sitio de inyección", "reacción local extensa", "absceso en sitio de inyección"], "Injection site cellulitis",
    ["celulitis de brazo", "absceso en deltoides"], ["eritema, calor y edema de todo el brazo", "dolor e induración de 10 cm en el sitio de la inyección"], "erythema, warmth and swelling of the whole arm",
    (r) => `eritema de ${r.int(8, 16)} cm`, () => "induración residual", ["cefalexina", "drenaje"]),
  T("anafilaxia", ["reacción anafiláctica", "anafilaxia"], "Anaphylactic reaction", ["shock anafiláctico", "anafilaxia"],
    ["urticaria, disnea e hipotensión a los 15 minutos", "dificultad respiratoria y ronchas"], "urticaria, dyspnoea and hypotension within 15 minutes",
    (r) => `PA ${r.int(60, 80)}/${r.int(30, 45)} mmHg`, () => "PA normal", ["adrenalina IM", "hidrocortisona y clorfenamina"]),
  T("dengue", ["dengue con signos de alarma", "dengue grave", "dengue"], "Dengue fever", ["dengue con signos de alarma", "dengue"],
    ["fiebre, dolor abdominal y vómitos", "fiebre y dolor retroocular"], "fever, abdominal pain and vomiting",
    (r) => `plaquetas ${r.int(18, 70)} 000/mm3, NS1 positivo`, (r) => `plaquetas ${r.int(150, 260)} 000/mm3`, ["hidratación EV", "monitoreo de hematocrito"]),
  T("guillain_barre", ["síndrome de Guillain-Barré", "polirradiculoneuropatía aguda"], "Guillain-Barre syndrome", ["Guillain Barré", "debilidad de miembros inferiores"],
    ["debilidad ascendente de miembros inferiores", "parestesias y debilidad progresiva"], "ascending weakness of the legs",
    () => "LCR: disociación albúmino-citológica", () => "deambula con apoyo", ["inmunoglobulina EV"]),
  T("vomitos", ["vómitos persistentes", "deshidratación por vómitos"], "Vomiting", ["deshidratación", "vómitos"],
    ["vómitos incoercibles", "vómitos y deshidratación moderada"], "persistent vomiting with dehydration",
    (r) => `Na ${r.int(128, 133)} mEq/L`, () => "tolera vía oral", ["hidratación EV", "ondansetrón"])
]

const BY_KEY = new Map(TERMS.map((t) => [t.key, t]))

/** A term by its key. */
export const term = (key: string): Term => {
  const t = BY_KEY.get(key)
  if (t === undefined) throw new Error(`unknown term ${key}`)
  return t
}

/** All the terms, for an event unrelated to the trial's expected ones. */
export const allTerms: ReadonlyArray<Term> = TERMS
