/**
 * The laboratory's portfolio and the reactions reported with it, for the eighth duplicate generator
 * (lib/dupTitular.ts): the marketing authorisation holder "Biofarma Andina S.A.C." (Lima) sells
 * biologics on a patient support programme, oral oncology, contraceptives, antibiotics, vaccines
 * and OTC products. Brands are invented; each reaction is worded four ways (a clinician's Spanish,
 * a patient's or relative's (a clause: "le salieron ronchas"), the English MedDRA preferred term,
 * the partner's Portuguese).
 */
import type { Specialty } from "./dupTitularLexicon.js"

/** How one reaction is worded by each kind of writer. */
export interface Reaction {
  readonly es: ReadonlyArray<string>
  readonly lay: ReadonlyArray<string>
  readonly en: ReadonlyArray<string>
  readonly pt: string
  readonly serious: boolean
  /** What is given for it, if anything. */
  readonly treat: ReadonlyArray<string>
}

const rx = (es: Array<string>, lay: Array<string>, en: Array<string>, pt: string, treat: Array<string> = [], serious = false): Reaction => ({ es, lay, en, pt, serious, treat })

/** Reactions by key. */
export const REACTIONS = {
  isr: rx(["reacción en el sitio de inyección", "eritema e induración en el sitio de aplicación", "reacción local con eritema, edema y dolor en zona de inyección"], ["se le puso rojo e hinchado donde se aplica la inyección", "le salió una roncha roja y caliente en la barriga donde se inyectó", "le dolía y le ardía la zona de la inyección, con un moretón"], ["Injection site reaction", "Injection site erythema"], "Reação no local de injeção", ["compresas frías", "loratadina", "hidrocortisona tópica"]),
  urticaria: rx(["urticaria generalizada", "lesiones habonosas pruriginosas en tronco y extremidades", "urticaria aguda"], ["le salieron ronchas por todo el cuerpo", "le salieron ronchas que le picaban mucho", "le salieron granitos rojos con picazón en brazos y espalda"], ["Urticaria"], "Urticária", ["clorfenamina", "loratadina", "dexametasona IM"]),
  rash: rx(["exantema maculopapular", "erupción cutánea eritematosa", "rash maculopapular en tronco"], ["le salieron manchas rojas en la piel", "le dio una alergia en la piel", "le brotó todo el cuerpo de manchitas"], ["Rash", "Rash maculo-papular"], "Erupção cutânea", ["clorfenamina", "loratadina"]),
  pruritus: rx(["prurito generalizado", "prurito"], ["le picaba todo el cuerpo", "tenía mucha comezón"], ["Pruritus"], "Prurido", ["loratadina"]),
  angioedema: rx(["angioedema facial", "edema de labios y párpados"], ["se le hincharon los labios y los ojos", "se le hinchó bien la cara"], ["Angioedema"], "Angioedema", ["dexametasona EV", "clorfenamina EV"], true),
  anaphylaxis: rx(["reacción anafiláctica", "anafilaxia con hipotensión y broncoespasmo"], ["se le cerró la garganta y casi se desmaya", "le dio una alergia fuerte y no podía respirar"], ["Anaphylactic reaction"], "Reação anafilática", ["adrenalina IM", "hidrocortisona EV"], true),
  nausea: rx(["náuseas"], ["tenía ganas de vomitar", "tenía el estómago revuelto"], ["Nausea"], "Náusea", ["metoclopramida", "dimenhidrinato"]),
  vomiting: rx(["vómitos", "vómitos persistentes"], ["vomitó varias veces", "devolvía todo lo que comía"], ["Vomiting"], "Vômito", ["metoclopramida", "sales de rehidratación oral"]),
  diarrhoea: rx(["diarrea", "deposiciones líquidas frecuentes"], ["le dio diarrea", "estaba suelto del estómago", "se fue en diarrea varias veces al día"], ["Diarrhoea"], "Diarreia", ["sales de rehidratación oral", "loperamida"]),
  headache: rx(["cefalea", "cefalea holocraneana"], ["le dio un dolor de cabeza fuerte", "tenía una jaqueca que no se le quitaba"], ["Headache"], "Cefaleia", ["paracetamol"]),
  dizziness: rx(["mareos", "vértigo"], ["tenía mareos", "sentía que se iba a caer"], ["Dizziness"], "Tontura", []),
  fatigue: rx(["astenia", "fatiga marcada"], ["tenía mucho cansancio", "andaba sin fuerzas para nada"], ["Fatigue", "Asthenia"], "Fadiga", []),
  hfs: rx(["síndrome mano-pie", "eritrodisestesia palmo-plantar grado 2"], ["se le pelan y le arden las palmas de las manos y las plantas de los pies", "tiene las manos y los pies rojos, hinchados y adoloridos"], ["Palmar-plantar erythrodysaesthesia syndrome"], "Síndrome de eritrodisestesia palmo-plantar", ["urea tópica al 10 %", "emolientes"]),
  neutropenia: rx(["neutropenia grado 3", "neutropenia"], ["le bajaron mucho las defensas en el análisis", "le salieron los glóbulos blancos bajos"], ["Neutropenia"], "Neutropenia", ["filgrastim"], true),
  periorbital: rx(["edema periorbitario", "edema palpebral bilateral"], ["tiene los ojos hinchados, sobre todo en las mañanas", "se le hinchan los párpados"], ["Periorbital oedema"], "Edema periorbital", []),
  cramps: rx(["calambres musculares", "mialgias con calambres en miembros inferiores"], ["le dan calambres en las piernas por las noches"], ["Muscle spasms"], "Espasmos musculares", ["magnesio"]),
  hotflush: rx(["sofocos", "bochornos"], ["tiene bochornos, calores de repente", "le vienen oleadas de calor"], ["Hot flush"], "Fogachos", []),
  arthralgia: rx(["artralgias", "artralgia en manos y rodillas"], ["le duelen las articulaciones", "le duelen las rodillas y las manos"], ["Arthralgia"], "Artralgia", ["paracetamol"]),
  metrorrhagia: rx(["sangrado intermenstrual", "metrorragia"], ["tiene manchado entre reglas", "le viene sangrado fuera de su regla"], ["Metrorrhagia", "Intermenstrual bleeding"], "Metrorragia", []),
  amenorrhea: rx(["amenorrea"], ["no le baja la regla hace meses"], ["Amenorrhoea"], "Amenorreia", []),
  pregnancy: rx(["embarazo no planificado durante el uso del anticonceptivo", "falla terapéutica del anticonceptivo con embarazo"], ["salió embarazada aunque se cuidaba", "quedó embarazada a pesar del anticonceptivo"], ["Unintended pregnancy", "Drug ineffective"], "Gravidez não planejada"),
  dvt: rx(["trombosis venosa profunda de miembro inferior izquierdo", "TVP poplítea izquierda"], ["se le hinchó la pierna y le dijeron que era un coágulo"], ["Deep vein thrombosis"], "Trombose venosa profunda", ["enoxaparina", "rivaroxabán"], true),
  cdiff: rx(["colitis asociada a antibióticos", "diarrea por Clostridioides difficile"], ["le dio una diarrea fuerte con dolor de barriga que no paraba"], ["Clostridium difficile colitis"], "Colite por Clostridioides difficile", ["metronidazol", "vancomicina oral"], true),
  tendinitis: rx(["tendinitis aquílea", "tendinopatía aquílea bilateral"], ["le dolía el talón, el tendón, y no podía caminar"], ["Tendonitis"], "Tendinite", ["reposo", "antiinflamatorio tópico"]),
  pyrexia: rx(["fiebre", "fiebre de 38.5 °C"], ["le dio fiebre", "tenía calentura"], ["Pyrexia"], "Febre", ["paracetamol"]),
  vsp: rx(["dolor en el sitio de vacunación", "dolor e induración en región deltoidea"], ["le dolía el brazo de la vacuna", "tenía el brazo hinchado y duro donde le vacunaron"], ["Vaccination site pain"], "Dor no local de vacinação", ["compresas frías"]),
  syncope: rx(["síncope vasovagal", "síncope"], ["se desmayó", "se desvaneció después de la vacuna"], ["Syncope"], "Síncope", []),
  seizure: rx(["convulsión febril", "crisis convulsiva febril generalizada"], ["convulsionó con la fiebre", "le dio un ataque con la fiebre"], ["Febrile convulsion"], "Convulsão febril", ["diazepam rectal"], true),
  epigastric: rx(["epigastralgia", "dispepsia"], ["le dolía la boca del estómago", "tenía ardor de estómago"], ["Abdominal pain upper", "Dyspepsia"], "Dor abdominal alta", ["omeprazol"]),
  melaena: rx(["hemorragia digestiva alta con melena", "melena"], ["sus heces salieron negras y tenía mareos"], ["Melaena", "Upper gastrointestinal haemorrhage"], "Melena", ["omeprazol EV"], true),
  somnolence: rx(["somnolencia"], ["tenía mucho sueño", "andaba con sueño todo el día"], ["Somnolence"], "Sonolência", []),
  liver: rx(["elevación de transaminasas", "hepatotoxicidad con TGO y TGP elevadas"], ["le salió el hígado alterado en los análisis"], ["Hepatic enzyme increased", "Transaminases increased"], "Transaminases aumentadas", []),
  uri: rx(["infección respiratoria alta", "faringoamigdalitis"], ["le dio un resfrío fuerte", "le dio gripe con dolor de garganta"], ["Upper respiratory tract infection"], "Infecção do trato respiratório superior", []),
  zoster: rx(["herpes zóster torácico", "herpes zóster"], ["le dio culebrilla en el costado", "le dio culebrilla"], ["Herpes zoster"], "Herpes-zóster", ["aciclovir", "valaciclovir"]),
  tb: rx(["tuberculosis pulmonar", "tuberculosis pulmonar con baciloscopía positiva"], ["le diagnosticaron TBC en el pulmón"], ["Pulmonary tuberculosis"], "Tuberculose pulmonar", ["esquema antituberculoso"], true),
  hypocalcaemia: rx(["hipocalcemia", "hipocalcemia sintomática"], ["le salió el calcio bajo, con hormigueo en las manos y la boca"], ["Hypocalcaemia"], "Hipocalcemia", ["gluconato de calcio"]),
  onj: rx(["osteonecrosis maxilar", "osteonecrosis de mandíbula"], ["le quedó el hueso expuesto en la encía después de sacarse una muela"], ["Osteonecrosis of jaw"], "Osteonecrose de mandíbula", [], true),
  constipation: rx(["estreñimiento"], ["estaba con estreñimiento, no podía ir al baño"], ["Constipation"], "Constipação", ["lactulosa"]),
  hypertension: rx(["hipertensión arterial", "crisis hipertensiva"], ["se le subió la presión"], ["Hypertension"], "Hipertensão", ["amlodipino"]),
  hypokalaemia: rx(["hipopotasemia"], ["le salió el potasio bajo en los análisis"], ["Hypokalaemia"], "Hipocalemia", ["cloruro de potasio"]),
  myalgia: rx(["mialgias"], ["tenía dolor de cuerpo"], ["Myalgia"], "Mialgia", ["paracetamol"]),
  palpitations: rx(["palpitaciones", "taquicardia"], ["el corazón le latía rápido"], ["Palpitations"], "Palpitações", []),
  ineffective: rx(["falta de eficacia", "ineficacia terapéutica"], ["no le hizo efecto", "siente que ya no le funciona"], ["Drug ineffective"], "Medicamento ineficaz"),
  device: rx(["falla del dispositivo: la pluma no dispensó la dosis completa", "falla del dispositivo de administración"], ["la pluma se trabó y no salió todo el medicamento"], ["Device delivery system issue"], "Problema no sistema de administração do dispositivo"),
  broken: rx(["tabletas fragmentadas dentro del blíster", "defecto de calidad: tabletas rotas en el empaque"], ["las pastillas vinieron rotas y desmoronadas"], ["Product physical issue"], "Problema físico do produto"),
  colour: rx(["cambio de coloración del producto", "producto con coloración y aspecto anormales"], ["el producto salió de otro color", "el producto vino de otro color y con un olor raro"], ["Product discolouration"], "Descoloração do produto"),
  exposure: rx(["exposición durante el embarazo", "exposición materna durante la gestación"], ["usó el medicamento estando embarazada"], ["Exposure during pregnancy", "Maternal exposure during pregnancy"], "Exposição durante a gravidez"),
  foetal: rx(["exposición fetal durante el embarazo", "recién nacido con exposición intrauterina"], ["el bebé estuvo expuesto en la barriga"], ["Foetal exposure during pregnancy"], "Exposição fetal durante a gravidez"),
  lbw: rx(["bajo peso al nacer", "recién nacido de bajo peso para la edad gestacional"], ["nació con poco peso"], ["Low birth weight baby"], "Baixo peso ao nascer"),
  preterm: rx(["parto pretérmino", "recién nacido pretérmino"], ["nació antes de tiempo"], ["Premature baby"], "Prematuro", [], true)
} satisfies Record<string, Reaction>
/** A reaction's key. */
export type ReactionKey = keyof typeof REACTIONS

/** The portfolio's classes of product. */
export type Klass = "bio" | "onco" | "anticonceptivo" | "antibiotico" | "vacuna" | "otc"

/** One presentation: its label text, a rep's shorthand, the usual regimen (Spanish and English). */
export interface Presentation { readonly text: string; readonly short: string; readonly dose: string; readonly en: string; readonly child: boolean }

/** A product of the portfolio. */
export interface Product {
  readonly brand: string
  readonly generic: string
  /** The partner's brand in its own territory. */
  readonly partnerBrand: string
  readonly klass: Klass
  readonly presentations: ReadonlyArray<Presentation>
  readonly route: readonly [string, string]
  readonly rs: string
  readonly lot: string
  /** Indications: Spanish, English, Portuguese. */
  readonly indications: ReadonlyArray<readonly [string, string, string]>
  readonly reactions: ReadonlyArray<readonly [ReactionKey, number]>
  readonly specialties: ReadonlyArray<Specialty>
  readonly psp: "Contigo" | "Acompañarte" | null
  readonly sex: "F" | "M" | null
  readonly ages: readonly [number, number]
  /** Share of the inbox's reports. */
  readonly weight: number
  /** Days between doses: 1 daily, 0 a single dose or a short course. */
  readonly every: number
}

const pres = (text: string, short: string, dose: string, en: string, child = false): Presentation => ({ text, short, dose, en, child })
const SC: readonly [string, string] = ["subcutánea", "Subcutaneous"]
const VO: readonly [string, string] = ["oral", "Oral"]
const IM: readonly [string, string] = ["intramuscular", "Intramuscular"]
const AR: readonly [string, string, string] = ["artritis reumatoide", "Rheumatoid arthritis", "Artrite reumatoide"]
const CONTRA: readonly [string, string, string] = ["anticoncepción", "Contraception", "Contracepção"]

/** The portfolio. */
export const PRODUCTS: ReadonlyArray<Product> = [
  { brand: "Golvex", generic: "golimumab", partnerBrand: "Golimax", klass: "bio", route: SC, rs: "BE01187", lot: "GV", psp: "Contigo", sex: null, ages: [25, 72], weight: 9, every: 30,
    presentations: [pres("50 mg/0.5 mL solución inyectable en pluma prellenada", "pluma 50", "50 mg SC una vez al mes", "50 mg, once a month")],
    indications: [AR, ["espondilitis anquilosante", "Ankylosing spondylitis", "Espondilite anquilosante"], ["artritis psoriásica", "Psoriatic arthritis", "Artrite psoriásica"]],
    reactions: [["isr", 6], ["uri", 2], ["zoster", 1], ["tb", 0.3], ["headache", 1], ["ineffective", 1], ["device", 0.6]], specialties: ["reumatología"] },
  { brand: "Adalyn", generic: "adalimumab", partnerBrand: "Adaliv", klass: "bio", route: SC, rs: "BE00942", lot: "AD", psp: "Contigo", sex: null, ages: [18, 70], weight: 8, every: 14,
    presentations: [pres("40 mg/0.4 mL solución inyectable en jeringa prellenada", "jer 40", "40 mg SC cada 14 días", "40 mg, every 2 weeks")],
    indications: [AR, ["psoriasis en placas", "Plaque psoriasis", "Psoríase em placas"], ["enfermedad de Crohn", "Crohn's disease", "Doença de Crohn"]],
    reactions: [["isr", 5], ["uri", 2], ["zoster", 1], ["tb", 0.3], ["rash", 1], ["ineffective", 1]], specialties: ["reumatología", "dermatología", "gastroenterología"] },
  { brand: "Omaxil", generic: "omalizumab", partnerBrand: "Omalix", klass: "bio", route: SC, rs: "BE01035", lot: "OM", psp: "Contigo", sex: null, ages: [14, 70], weight: 5, every: 28,
    presentations: [pres("150 mg/mL solución inyectable en jeringa prellenada", "jer 150", "300 mg SC cada 4 semanas", "300 mg, every 4 weeks")],
    indications: [["asma alérgica grave", "Asthma", "Asma"], ["urticaria crónica espontánea", "Chronic spontaneous urticaria", "Urticária crônica espontânea"]],
    reactions: [["isr", 5], ["headache", 2], ["arthralgia", 1], ["anaphylaxis", 0.4], ["uri", 1]], specialties: ["neumología", "dermatología"] },
  { brand: "Migrelan", generic: "erenumab", partnerBrand: "Erenza", klass: "bio", route: SC, rs: "BE01302", lot: "MG", psp: "Contigo", sex: null, ages: [20, 60], weight: 4, every: 30,
    presentations: [pres("70 mg/mL solución inyectable en pluma prellenada", "pluma 70", "70 mg SC una vez al mes", "70 mg, once a month")],
    indications: [["migraña crónica", "Migraine", "Enxaqueca"]],
    reactions: [["isr", 4], ["constipation", 3], ["cramps", 1], ["hypertension", 0.7], ["ineffective", 1]], specialties: ["neurología"] },
  { brand: "Densora", generic: "denosumab", partnerBrand: "Denoprev", klass: "bio", route: SC, rs: "BE01121", lot: "DN", psp: "Contigo", sex: "F", ages: [55, 88], weight: 4, every: 180,
    presentations: [pres("60 mg/mL solución inyectable en jeringa prellenada", "jer 60", "60 mg SC cada 6 meses", "60 mg, every 6 months")],
    indications: [["osteoporosis posmenopáusica", "Postmenopausal osteoporosis", "Osteoporose pós-menopausa"]],
    reactions: [["hypocalcaemia", 2], ["arthralgia", 2], ["myalgia", 1], ["onj", 0.4], ["isr", 1]], specialties: ["endocrinología", "geriatría", "reumatología"] },
  { brand: "Capetral", generic: "capecitabina", partnerBrand: "Capecita", klass: "onco", route: VO, rs: "EE04411", lot: "CP", psp: "Acompañarte", sex: null, ages: [38, 82], weight: 5, every: 1,
    presentations: [pres("500 mg tabletas recubiertas", "tab 500", "1000 mg/m² cada 12 h, 14 días de cada 21", "1000 mg/m2 twice daily, days 1-14 every 21 days")],
    indications: [["cáncer de mama metastásico", "Metastatic breast cancer", "Câncer de mama metastático"], ["cáncer colorrectal", "Colorectal cancer", "Câncer colorretal"]],
    reactions: [["hfs", 5], ["diarrhoea", 3], ["nausea", 2], ["neutropenia", 1], ["fatigue", 1]], specialties: ["oncología"] },
  { brand: "Imatib", generic: "imatinib", partnerBrand: "Imatinex", klass: "onco", route: VO, rs: "EE03876", lot: "IM", psp: "Acompañarte", sex: null, ages: [25, 80], weight: 3, every: 1,
    presentations: [pres("400 mg tabletas recubiertas", "tab 400", "400 mg una vez al día", "400 mg once daily")],
    indications: [["leucemia mieloide crónica", "Chronic myeloid leukaemia", "Leucemia mieloide crônica"], ["tumor del estroma gastrointestinal", "Gastrointestinal stromal tumour", "Tumor estromal gastrointestinal"]],
    reactions: [["periorbital", 4], ["cramps", 3], ["nausea", 2], ["neutropenia", 1], ["rash", 1]], specialties: ["oncología"] },
  { brand: "Abirel", generic: "abiraterona", partnerBrand: "Abiteron", klass: "onco", route: VO, rs: "EE05120", lot: "AB", psp: "Acompañarte", sex: "M", ages: [55, 88], weight: 3, every: 1,
    presentations: [pres("250 mg tabletas", "tab 250", "1000 mg una vez al día con prednisona 5 mg cada 12 h", "1000 mg once daily with prednisone")],
    indications: [["cáncer de próstata metastásico resistente a la castración", "Prostate cancer metastatic", "Câncer de próstata metastático"]],
    reactions: [["liver", 3], ["hypertension", 2], ["hypokalaemia", 2], ["fatigue", 2], ["hotflush", 1]], specialties: ["oncología", "urología"] },
  { brand: "Letrazol", generic: "letrozol", partnerBrand: "Letrofem", klass: "onco", route: VO, rs: "EN02215", lot: "LZ", psp: null, sex: "F", ages: [40, 85], weight: 3, every: 1,
    presentations: [pres("2.5 mg tabletas recubiertas", "tab 2.5", "2.5 mg una vez al día", "2.5 mg once daily")],
    indications: [["cáncer de mama con receptores hormonales positivos", "Breast cancer", "Câncer de mama"]],
    reactions: [["arthralgia", 4], ["hotflush", 3], ["fatigue", 1], ["headache", 1]], specialties: ["oncología"] },
  { brand: "Femiclar", generic: "levonorgestrel + etinilestradiol", partnerBrand: "Femilev", klass: "anticonceptivo", route: VO, rs: "EN03390", lot: "FC", psp: null, sex: "F", ages: [16, 45], weight: 4, every: 1,
    presentations: [pres("0.15 mg/0.03 mg grageas (21 + 7)", "grag", "1 gragea diaria", "1 tablet daily")],
    indications: [CONTRA], reactions: [["metrorrhagia", 4], ["nausea", 2], ["headache", 2], ["pregnancy", 1.5], ["dvt", 0.3], ["broken", 0.4]], specialties: ["ginecología", "medicina general"] },
  { brand: "Trimestra", generic: "medroxiprogesterona acetato", partnerBrand: "Medrotri", klass: "anticonceptivo", route: IM, rs: "EE02870", lot: "TM", psp: null, sex: "F", ages: [16, 44], weight: 3, every: 90,
    presentations: [pres("150 mg/mL suspensión inyectable", "amp 150", "150 mg IM cada 3 meses", "150 mg every 3 months")],
    indications: [CONTRA], reactions: [["metrorrhagia", 4], ["amenorrhea", 2], ["headache", 1], ["pregnancy", 1], ["isr", 1]], specialties: ["ginecología", "medicina general"] },
  { brand: "Unidía", generic: "levonorgestrel", partnerBrand: "Levounic", klass: "anticonceptivo", route: VO, rs: "EN04105", lot: "UD", psp: null, sex: "F", ages: [16, 40], weight: 3, every: 0,
    presentations: [pres("1.5 mg tableta", "tab 1.5", "1.5 mg dosis única", "1.5 mg single dose")],
    indications: [["anticoncepción de emergencia", "Post coital contraception", "Contracepção de emergência"]],
    reactions: [["nausea", 3], ["metrorrhagia", 3], ["pregnancy", 2], ["headache", 1], ["dizziness", 1]], specialties: ["ginecología", "medicina general"] },
  { brand: "Drosella", generic: "drospirenona + etinilestradiol", partnerBrand: "Drosefem", klass: "anticonceptivo", route: VO, rs: "EE05566", lot: "DR", psp: null, sex: "F", ages: [17, 45], weight: 2, every: 1,
    presentations: [pres("3 mg/0.02 mg comprimidos recubiertos (24 + 4)", "comp", "1 comprimido diario", "1 tablet daily")],
    indications: [CONTRA], reactions: [["metrorrhagia", 3], ["headache", 2], ["nausea", 1], ["dvt", 0.5], ["pregnancy", 0.8]], specialties: ["ginecología"] },
  { brand: "Clavanda", generic: "amoxicilina + ácido clavulánico", partnerBrand: "Amoxiclav", klass: "antibiotico", route: VO, rs: "EN01560", lot: "CL", psp: null, sex: null, ages: [1, 85], weight: 6, every: 0,
    presentations: [pres("875 mg/125 mg tabletas recubiertas", "875 tab", "875/125 mg cada 12 h por 7 días", "875/125 mg twice daily for 7 days"), pres("250 mg/62.5 mg/5 mL polvo para suspensión oral", "susp 250", "5 mL cada 8 h por 7 días", "5 mL three times daily for 7 days", true)],
    indications: [["sinusitis aguda", "Sinusitis", "Sinusite"], ["otitis media aguda", "Otitis media acute", "Otite média aguda"], ["faringoamigdalitis", "Tonsillitis", "Amigdalite"], ["infección urinaria", "Urinary tract infection", "Infecção urinária"]],
    reactions: [["rash", 3], ["urticaria", 3], ["diarrhoea", 3], ["vomiting", 1], ["angioedema", 0.5], ["cdiff", 0.3], ["anaphylaxis", 0.2], ["colour", 0.3]], specialties: ["medicina general", "pediatría", "otorrinolaringología", "medicina interna"] },
  { brand: "Azitrel", generic: "azitromicina", partnerBrand: "Azitron", klass: "antibiotico", route: VO, rs: "EN02044", lot: "AZ", psp: null, sex: null, ages: [2, 85], weight: 4, every: 0,
    presentations: [pres("500 mg tabletas recubiertas", "500 tab", "500 mg al día por 3 días", "500 mg once daily for 3 days"), pres("200 mg/5 mL polvo para suspensión oral", "susp 200", "10 mg/kg al día por 3 días", "10 mg/kg once daily for 3 days", true)],
    indications: [["faringitis", "Pharyngitis", "Faringite"], ["neumonía adquirida en la comunidad", "Pneumonia", "Pneumonia"], ["bronquitis aguda", "Bronchitis", "Bronquite"]],
    reactions: [["diarrhoea", 3], ["nausea", 2], ["vomiting", 2], ["epigastric", 2], ["rash", 1], ["palpitations", 0.5]], specialties: ["medicina general", "pediatría", "medicina interna"] },
  { brand: "Ciprandes", generic: "ciprofloxacino", partnerBrand: "Ciproflox", klass: "antibiotico", route: VO, rs: "EN01877", lot: "CI", psp: null, sex: null, ages: [18, 88], weight: 3, every: 0,
    presentations: [pres("500 mg tabletas recubiertas", "500 tab", "500 mg cada 12 h por 7 días", "500 mg twice daily for 7 days")],
    indications: [["infección urinaria", "Urinary tract infection", "Infecção urinária"], ["prostatitis", "Prostatitis", "Prostatite"], ["gastroenteritis bacteriana", "Gastroenteritis bacterial", "Gastroenterite bacteriana"]],
    reactions: [["tendinitis", 2], ["nausea", 2], ["dizziness", 2], ["rash", 1], ["diarrhoea", 1]], specialties: ["medicina general", "urología", "medicina interna"] },
  { brand: "Cefatrix", generic: "ceftriaxona", partnerBrand: "Ceftrian", klass: "antibiotico", route: IM, rs: "EE01733", lot: "CF", psp: null, sex: null, ages: [1, 90], weight: 3, every: 0,
    presentations: [pres("1 g polvo para solución inyectable", "vial 1 g", "1 g IM cada 24 h", "1 g once daily")],
    indications: [["neumonía adquirida en la comunidad", "Pneumonia", "Pneumonia"], ["pielonefritis aguda", "Pyelonephritis acute", "Pielonefrite aguda"]],
    reactions: [["rash", 2], ["urticaria", 2], ["isr", 2], ["diarrhoea", 1], ["anaphylaxis", 0.4]], specialties: ["medicina general", "medicina interna", "pediatría"] },
  { brand: "Fluandes", generic: "vacuna antiinfluenza tetravalente", partnerBrand: "FluQuad", klass: "vacuna", route: IM, rs: "BE00876", lot: "FL", psp: null, sex: null, ages: [1, 90], weight: 4, every: 0,
    presentations: [pres("0.5 mL suspensión inyectable en jeringa prellenada", "jer 0.5", "0.5 mL IM dosis única", "0.5 mL single dose")],
    indications: [["inmunización contra influenza", "Immunisation", "Imunização"]],
    reactions: [["vsp", 4], ["pyrexia", 3], ["myalgia", 2], ["headache", 1], ["syncope", 0.5]], specialties: ["medicina general", "pediatría", "geriatría"] },
  { brand: "Pneumoval 13", generic: "vacuna neumocócica conjugada 13-valente", partnerBrand: "PneumoShield 13", klass: "vacuna", route: IM, rs: "BE00713", lot: "PN", psp: null, sex: null, ages: [0, 85], weight: 3, every: 0,
    presentations: [pres("0.5 mL suspensión inyectable en jeringa prellenada", "jer 0.5", "0.5 mL IM", "0.5 mL single dose")],
    indications: [["inmunización contra neumococo", "Immunisation", "Imunização"]],
    reactions: [["vsp", 3], ["pyrexia", 4], ["somnolence", 1], ["seizure", 0.4]], specialties: ["pediatría", "geriatría"] },
  { brand: "Papilovac", generic: "vacuna contra el virus del papiloma humano tetravalente", partnerBrand: "HPVax-4", klass: "vacuna", route: IM, rs: "BE00921", lot: "PV", psp: null, sex: "F", ages: [9, 14], weight: 2, every: 0,
    presentations: [pres("0.5 mL suspensión inyectable", "jer 0.5", "0.5 mL IM", "0.5 mL single dose")],
    indications: [["inmunización contra VPH", "Immunisation", "Imunização"]],
    reactions: [["syncope", 3], ["vsp", 3], ["headache", 1], ["dizziness", 2]], specialties: ["pediatría", "medicina general"] },
  { brand: "Doloral", generic: "paracetamol", partnerBrand: "Paradol", klass: "otc", route: VO, rs: "EN00412", lot: "DL", psp: null, sex: null, ages: [2, 85], weight: 3, every: 0,
    presentations: [pres("500 mg tabletas", "tab 500", "500 mg cada 8 h", "500 mg three times daily"), pres("120 mg/5 mL jarabe", "jbe 120", "5 mL cada 6 h", "5 mL four times daily", true)],
    indications: [["fiebre", "Pyrexia", "Febre"], ["dolor", "Pain", "Dor"]],
    reactions: [["rash", 2], ["urticaria", 2], ["nausea", 1], ["liver", 0.5], ["colour", 0.5]], specialties: ["medicina general", "pediatría"] },
  { brand: "Ibufem", generic: "ibuprofeno", partnerBrand: "Ibuprex", klass: "otc", route: VO, rs: "EN00988", lot: "IB", psp: null, sex: null, ages: [12, 85], weight: 3, every: 0,
    presentations: [pres("400 mg cápsulas blandas", "caps 400", "400 mg cada 8 h", "400 mg three times daily")],
    indications: [["dolor menstrual", "Dysmenorrhoea", "Dismenorreia"], ["dolor muscular", "Myalgia", "Mialgia"], ["cefalea", "Headache", "Cefaleia"]],
    reactions: [["epigastric", 4], ["urticaria", 2], ["angioedema", 0.6], ["melaena", 0.4], ["dizziness", 1]], specialties: ["medicina general"] },
  { brand: "Gripalín", generic: "paracetamol + clorfenamina + fenilefrina", partnerBrand: "Gripanil", klass: "otc", route: VO, rs: "EN01322", lot: "GP", psp: null, sex: null, ages: [12, 85], weight: 3, every: 0,
    presentations: [pres("500 mg/4 mg/10 mg tabletas", "tab", "1 tableta cada 8 h", "1 tablet three times daily")],
    indications: [["resfrío común", "Nasopharyngitis", "Resfriado comum"]],
    reactions: [["somnolence", 4], ["palpitations", 2], ["dizziness", 2], ["rash", 1], ["broken", 0.5]], specialties: ["medicina general"] },
  { brand: "Alerfín", generic: "loratadina", partnerBrand: "Loratan", klass: "otc", route: VO, rs: "EN00655", lot: "AL", psp: null, sex: null, ages: [2, 80], weight: 2, every: 0,
    presentations: [pres("10 mg tabletas", "tab 10", "10 mg una vez al día", "10 mg once daily"), pres("5 mg/5 mL jarabe", "jbe 5", "5 mL una vez al día", "5 mL once daily", true)],
    indications: [["rinitis alérgica", "Rhinitis allergic", "Rinite alérgica"], ["urticaria", "Urticaria", "Urticária"]],
    reactions: [["somnolence", 3], ["headache", 2], ["ineffective", 1], ["colour", 0.5]], specialties: ["medicina general", "pediatría"] },
  { brand: "Naprofen", generic: "naproxeno sódico", partnerBrand: "Naprox", klass: "otc", route: VO, rs: "EN00731", lot: "NP", psp: null, sex: null, ages: [15, 85], weight: 2, every: 0,
    presentations: [pres("550 mg tabletas recubiertas", "tab 550", "550 mg cada 12 h", "550 mg twice daily")],
    indications: [["dolor lumbar", "Back pain", "Dor lombar"], ["dolor dental", "Toothache", "Dor de dente"]],
    reactions: [["epigastric", 4], ["urticaria", 1], ["melaena", 0.5], ["dizziness", 1]], specialties: ["medicina general"] }
]

/** Quality defects, which come with a lot number. */
export const QUALITY: ReadonlyArray<ReactionKey> = ["device", "broken", "colour"]
