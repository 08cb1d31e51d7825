/**
 * The private-market drugs of the `clinic` generator: statins, antihypertensives, antidiabetics
 * (GLP-1 and SGLT2 among them), biologics, oral contraceptives, antibiotics, NSAIDs, vaccines and
 * a few others, each with its brands, strengths, posology, the patient's words for it and the
 * reactions reported with it (most frequent first).
 */

/** A marketed product of an ingredient. */
export interface Brand {
  readonly name: string
  readonly holder: string
  /** Peruvian registration number (registro sanitario). */
  readonly rs: string
}

/** An active ingredient as prescribed in Lima's private clinics. */
export interface Drug {
  readonly ifa: string
  readonly en: string
  readonly group: "estatina" | "antihipertensivo" | "antidiabetico" | "biologico" | "anticonceptivo" | "antibiotico" | "aine" | "vacuna" | "otro"
  readonly brands: ReadonlyArray<Brand>
  readonly strengths: ReadonlyArray<string>
  /** Pharmacy's dispensing description of the form, `TAB`, `SOL INY PLUMA`. */
  readonly form: string
  readonly via: string
  readonly posology: ReadonlyArray<string>
  /** How patients name it when they forget the name. */
  readonly lay: ReadonlyArray<string>
  readonly indication: string
  readonly indicationEn: string
  readonly reactions: ReadonlyArray<string>
  /** Ages of its patients, in years (0 = infants). */
  readonly ages: readonly [number, number]
  readonly sex?: "F"
  readonly specialty: string
  /** Share of the market's reports, relative. */
  readonly weight: number
}

const B = (name: string, holder: string, rs: string): Brand => ({ name, holder, rs })
const PAC = "Laboratorios Pacífico S.A."

/** The catalog. */
export const DRUGS: ReadonlyArray<Drug> = [
  { ifa: "atorvastatina", en: "atorvastatin", group: "estatina", brands: [B("Lipitor", "Pfizer S.A.", "EE-00734"), B("Atorvastatina Pacífico", PAC, "EN-03112"), B("Atorlip", "Tecnoquímicas", "EE-05821")],
    strengths: ["10 mg", "20 mg", "40 mg", "80 mg"], form: "TAB REC", via: "oral", posology: ["1 tab c/24 h (noche)", "1 tableta diaria", "40 mg/día"],
    lay: ["la pastilla del colesterol", "la atorvas"], indication: "dislipidemia", indicationEn: "hypercholesterolaemia", reactions: ["mialgia", "mialgia", "transaminasas", "rabdomiolisis", "insomnio"], ages: [38, 85], specialty: "Cardiología", weight: 9 },
  { ifa: "rosuvastatina", en: "rosuvastatin", group: "estatina", brands: [B("Crestor", "AstraZeneca Perú S.A.", "EE-01956"), B("Rosuvastatina Pacífico", PAC, "EN-04217"), B("Rosulip", "Grünenthal Peruana", "EE-06630")],
    strengths: ["5 mg", "10 mg", "20 mg", "40 mg"], form: "TAB REC", via: "oral", posology: ["1 tab c/24 h", "20 mg en la noche"],
    lay: ["la pastilla del colesterol", "la rosuva"], indication: "dislipidemia mixta", indicationEn: "dyslipidaemia", reactions: ["mialgia", "mialgia", "transaminasas", "rabdomiolisis"], ages: [38, 85], specialty: "Cardiología", weight: 7 },
  { ifa: "enalapril", en: "enalapril", group: "antihipertensivo", brands: [B("Renitec", "MSD Perú", "EE-00412"), B("Enalapril Pacífico", PAC, "EN-00987")],
    strengths: ["10 mg", "20 mg"], form: "TAB", via: "oral", posology: ["1 tab c/12 h", "10 mg c/12 h"],
    lay: ["la pastilla de la presión"], indication: "hipertensión arterial", indicationEn: "hypertension", reactions: ["tos", "tos", "angioedema", "mareo"], ages: [45, 90], specialty: "Cardiología", weight: 4 },
  { ifa: "losartán", en: "losartan", group: "antihipertensivo", brands: [B("Cozaar", "Organon Perú", "EE-00815"), B("Losartán Pacífico", PAC, "EN-02458"), B("Lorsa", "Medifarma", "EN-05120")],
    strengths: ["50 mg", "100 mg"], form: "TAB REC", via: "oral", posology: ["1 tab c/24 h", "50 mg c/12 h"],
    lay: ["la pastilla de la presión"], indication: "hipertensión arterial", indicationEn: "hypertension", reactions: ["mareo", "mareo", "angioedema", "somnolencia"], ages: [40, 90], specialty: "Cardiología", weight: 5 },
  { ifa: "amlodipino", en: "amlodipine", group: "antihipertensivo", brands: [B("Norvasc", "Pfizer S.A.", "EE-00290"), B("Amlodipino Pacífico", PAC, "EN-01766")],
    strengths: ["5 mg", "10 mg"], form: "TAB", via: "oral", posology: ["1 tab c/24 h", "5 mg en la mañana"],
    lay: ["la pastilla de la presión", "la amlo"], indication: "hipertensión arterial", indicationEn: "hypertension", reactions: ["edema", "edema", "mareo", "cefalea"], ages: [40, 90], specialty: "Cardiología", weight: 4 },
  { ifa: "bisoprolol", en: "bisoprolol", group: "antihipertensivo", brands: [B("Concor", "Merck Peruana S.A.", "EE-01047")],
    strengths: ["2.5 mg", "5 mg"], form: "TAB REC", via: "oral", posology: ["1 tab c/24 h"],
    lay: ["la pastilla del corazón"], indication: "hipertensión arterial / fibrilación auricular", indicationEn: "hypertension", reactions: ["bradicardia", "mareo", "insomnio"], ages: [50, 90], specialty: "Cardiología", weight: 2 },
  { ifa: "metformina", en: "metformin", group: "antidiabetico", brands: [B("Glucophage XR", "Merck Peruana S.A.", "EE-02211"), B("Metformina Pacífico", PAC, "EN-00651")],
    strengths: ["500 mg", "850 mg", "1000 mg"], form: "TAB", via: "oral", posology: ["1 tab c/12 h con alimentos", "850 mg c/12 h"],
    lay: ["la pastilla del azúcar", "la metformina"], indication: "diabetes mellitus tipo 2", indicationEn: "type 2 diabetes mellitus", reactions: ["diarrea", "diarrea", "nauseas", "sabor"], ages: [35, 85], specialty: "Endocrinología", weight: 5 },
  { ifa: "sitagliptina/metformina", en: "sitagliptin/metformin", group: "antidiabetico", brands: [B("Janumet", "MSD Perú", "EE-03504")],
    strengths: ["50/850 mg", "50/1000 mg"], form: "TAB REC", via: "oral", posology: ["1 tab c/12 h"],
    lay: ["la pastilla del azúcar"], indication: "diabetes mellitus tipo 2", indicationEn: "type 2 diabetes mellitus", reactions: ["diarrea", "nauseas", "pancreatitis"], ages: [40, 85], specialty: "Endocrinología", weight: 3 },
  { ifa: "empagliflozina", en: "empagliflozin", group: "antidiabetico", brands: [B("Jardiance", "Boehringer Ingelheim Perú", "EE-04488")],
    strengths: ["10 mg", "25 mg"], form: "TAB REC", via: "oral", posology: ["1 tab c/24 h en la mañana"],
    lay: ["la pastilla nueva del azúcar"], indication: "diabetes mellitus tipo 2", indicationEn: "type 2 diabetes mellitus", reactions: ["itu", "candidiasis", "mareo"], ages: [40, 85], specialty: "Endocrinología", weight: 3 },
  { ifa: "dapagliflozina", en: "dapagliflozin", group: "antidiabetico", brands: [B("Forxiga", "AstraZeneca Perú S.A.", "EE-04102")],
    strengths: ["10 mg"], form: "TAB REC", via: "oral", posology: ["1 tab c/24 h"],
    lay: ["la pastilla del riñón y el azúcar"], indication: "diabetes mellitus tipo 2 / insuficiencia cardíaca", indicationEn: "type 2 diabetes mellitus", reactions: ["itu", "candidiasis", "mareo"], ages: [40, 88], specialty: "Endocrinología", weight: 3 },
  { ifa: "semaglutida", en: "semaglutide", group: "antidiabetico", brands: [B("Ozempic", "Novo Nordisk Perú", "BE-01173"), B("Rybelsus", "Novo Nordisk Perú", "EE-07345")],
    strengths: ["0.25 mg", "0.5 mg", "1 mg"], form: "SOL INY PLUMA", via: "subcutánea", posology: ["0.25 mg semanal", "0.5 mg SC una vez por semana", "1 mg semanal"],
    lay: ["la inyección para bajar de peso", "la pluma del azúcar"], indication: "diabetes mellitus tipo 2 / obesidad", indicationEn: "type 2 diabetes mellitus", reactions: ["nauseas", "nauseas", "diarrea", "pancreatitis", "sitio_inyeccion"], ages: [25, 75], specialty: "Endocrinología", weight: 6 },
  { ifa: "liraglutida", en: "liraglutide", group: "antidiabetico", brands: [B("Saxenda", "Novo Nordisk Perú", "BE-00962"), B("Victoza", "Novo Nordisk Perú", "BE-00731")],
    strengths: ["1.2 mg", "1.8 mg", "3 mg"], form: "SOL INY PLUMA", via: "subcutánea", posology: ["0.6 mg/día con escalamiento semanal", "1 aplicación SC c/24 h"],
    lay: ["la inyección para bajar de peso"], indication: "obesidad", indicationEn: "obesity", reactions: ["nauseas", "nauseas", "pancreatitis", "sitio_inyeccion"], ages: [20, 70], specialty: "Endocrinología", weight: 3 },
  { ifa: "dulaglutida", en: "dulaglutide", group: "antidiabetico", brands: [B("Trulicity", "Eli Lilly Perú", "BE-01288")],
    strengths: ["0.75 mg", "1.5 mg"], form: "SOL INY PLUMA", via: "subcutánea", posology: ["1.5 mg semanal"],
    lay: ["la inyección semanal"], indication: "diabetes mellitus tipo 2", indicationEn: "type 2 diabetes mellitus", reactions: ["nauseas", "diarrea", "sitio_inyeccion"], ages: [35, 80], specialty: "Endocrinología", weight: 2 },
  { ifa: "adalimumab", en: "adalimumab", group: "biologico", brands: [B("Humira", "AbbVie S.A.C.", "BE-00511"), B("Amgevita", "Amgen Perú", "BE-01402"), B("Hadlima", "Organon Perú", "BE-01655")],
    strengths: ["40 mg/0.4 mL"], form: "SOL INY JGA PREL", via: "subcutánea", posology: ["40 mg SC c/14 días"],
    lay: ["la inyección de la artritis", "el biológico"], indication: "artritis reumatoide", indicationEn: "rheumatoid arthritis", reactions: ["sitio_inyeccion", "infeccion_respiratoria", "herpes"], ages: [20, 75], specialty: "Reumatología", weight: 3 },
  { ifa: "secukinumab", en: "secukinumab", group: "biologico", brands: [B("Cosentyx", "Novartis Biosciences Perú", "BE-01067")],
    strengths: ["150 mg/mL"], form: "SOL INY PLUMA", via: "subcutánea", posology: ["300 mg SC mensual"],
    lay: ["la inyección de la psoriasis"], indication: "psoriasis en placas", indicationEn: "psoriasis", reactions: ["infeccion_respiratoria", "candidiasis", "sitio_inyeccion"], ages: [20, 70], specialty: "Dermatología", weight: 2 },
  { ifa: "dupilumab", en: "dupilumab", group: "biologico", brands: [B("Dupixent", "Sanofi-Aventis del Perú", "BE-01544")],
    strengths: ["300 mg/2 mL"], form: "SOL INY JGA PREL", via: "subcutánea", posology: ["300 mg SC c/14 días"],
    lay: ["la inyección de la dermatitis"], indication: "dermatitis atópica", indicationEn: "atopic dermatitis", reactions: ["conjuntivitis", "conjuntivitis", "sitio_inyeccion", "herpes"], ages: [6, 65], specialty: "Dermatología", weight: 2 },
  { ifa: "drospirenona/etinilestradiol", en: "drospirenone/ethinylestradiol", group: "anticonceptivo", brands: [B("Yasmin", "Bayer S.A.", "EE-01689"), B("Yaz", "Bayer S.A.", "EE-02875")],
    strengths: ["3 mg/0.03 mg", "3 mg/0.02 mg"], form: "TAB REC", via: "oral", posology: ["1 tab diaria x 21 días", "1 tab c/24 h"],
    lay: ["las pastillas anticonceptivas", "mis pastillas"], indication: "anticoncepción", indicationEn: "contraception", reactions: ["sangrado", "cefalea", "nauseas", "tvp", "embarazo"], ages: [16, 45], sex: "F", specialty: "Ginecología", weight: 4 },
  { ifa: "levonorgestrel/etinilestradiol", en: "levonorgestrel/ethinylestradiol", group: "anticonceptivo", brands: [B("Microgynon", "Bayer S.A.", "EE-00388"), B("Nordette", "Pfizer S.A.", "EE-00467")],
    strengths: ["0.15 mg/0.03 mg"], form: "GRAG", via: "oral", posology: ["1 gragea diaria"],
    lay: ["las pastillas anticonceptivas", "las pastillas del ciclo"], indication: "anticoncepción", indicationEn: "contraception", reactions: ["sangrado", "cefalea", "embarazo", "tvp"], ages: [16, 45], sex: "F", specialty: "Ginecología", weight: 3 },
  { ifa: "amoxicilina/ácido clavulánico", en: "amoxicillin/clavulanic acid", group: "antibiotico", brands: [B("Augmentin", "GlaxoSmithKline Perú", "EE-00155"), B("Clavulin", "GlaxoSmithKline Perú", "EE-00602"), B("Amoxicilina + Ác. Clavulánico Pacífico", PAC, "EN-02990")],
    strengths: ["500/125 mg", "875/125 mg", "250/62.5 mg/5 mL"], form: "TAB REC", via: "oral", posology: ["1 tab c/12 h x 7 días", "875 mg c/12 h", "5 mL c/8 h"],
    lay: ["el antibiótico", "la amoxicilina"], indication: "sinusitis aguda", indicationEn: "sinusitis", reactions: ["rash", "urticaria", "diarrea", "anafilaxia"], ages: [1, 85], specialty: "Medicina General", weight: 6 },
  { ifa: "azitromicina", en: "azithromycin", group: "antibiotico", brands: [B("Zithromax", "Pfizer S.A.", "EE-00230"), B("Azitromicina Pacífico", PAC, "EN-01543")],
    strengths: ["500 mg", "200 mg/5 mL"], form: "TAB REC", via: "oral", posology: ["500 mg c/24 h x 3 días"],
    lay: ["el antibiótico de tres días"], indication: "faringoamigdalitis", indicationEn: "pharyngitis", reactions: ["diarrea", "nauseas", "urticaria", "palpitaciones"], ages: [1, 85], specialty: "Medicina General", weight: 3 },
  { ifa: "levofloxacino", en: "levofloxacin", group: "antibiotico", brands: [B("Tavanic", "Sanofi-Aventis del Perú", "EE-00933"), B("Levofloxacino Pacífico", PAC, "EN-03348")],
    strengths: ["500 mg", "750 mg"], form: "TAB REC", via: "oral", posology: ["500 mg c/24 h x 7 días"],
    lay: ["el antibiótico"], indication: "infección urinaria complicada", indicationEn: "urinary tract infection", reactions: ["tendinitis", "tendinitis", "insomnio", "rash"], ages: [25, 90], specialty: "Medicina Interna", weight: 3 },
  { ifa: "claritromicina", en: "clarithromycin", group: "antibiotico", brands: [B("Klaricid", "Abbott Laboratorios S.A.", "EE-00571")],
    strengths: ["500 mg"], form: "TAB REC", via: "oral", posology: ["500 mg c/12 h x 14 días"],
    lay: ["el tratamiento de la bacteria"], indication: "infección por H. pylori", indicationEn: "Helicobacter infection", reactions: ["sabor", "diarrea", "epigastralgia"], ages: [20, 80], specialty: "Gastroenterología", weight: 2 },
  { ifa: "naproxeno sódico", en: "naproxen sodium", group: "aine", brands: [B("Apronax", "Bayer S.A.", "EE-00212"), B("Naproxeno Pacífico", PAC, "EN-00341")],
    strengths: ["275 mg", "550 mg"], form: "TAB", via: "oral", posology: ["550 mg c/12 h", "1 tab c/8 h por dolor"],
    lay: ["la pastilla para el dolor", "el apronax"], indication: "lumbalgia", indicationEn: "back pain", reactions: ["epigastralgia", "urticaria", "angioedema", "hda"], ages: [16, 85], specialty: "Traumatología", weight: 4 },
  { ifa: "ibuprofeno", en: "ibuprofen", group: "aine", brands: [B("Motrin", "Johnson & Johnson del Perú", "EE-00108"), B("Ibuprofeno Pacífico", PAC, "EN-00220")],
    strengths: ["400 mg", "600 mg", "100 mg/5 mL"], form: "TAB", via: "oral", posology: ["400 mg c/8 h", "600 mg c/8 h x 5 días"],
    lay: ["la pastilla para el dolor"], indication: "dolor postoperatorio", indicationEn: "pain", reactions: ["epigastralgia", "broncoespasmo", "urticaria", "angioedema"], ages: [3, 85], specialty: "Medicina General", weight: 3 },
  { ifa: "celecoxib", en: "celecoxib", group: "aine", brands: [B("Celebrex", "Pfizer S.A.", "EE-00899")],
    strengths: ["200 mg"], form: "CAP", via: "oral", posology: ["200 mg c/12 h"],
    lay: ["la cápsula para la rodilla"], indication: "gonartrosis", indicationEn: "osteoarthritis", reactions: ["edema", "epigastralgia", "rash"], ages: [45, 90], specialty: "Traumatología", weight: 2 },
  { ifa: "vacuna influenza tetravalente", en: "influenza vaccine", group: "vacuna", brands: [B("Vaxigrip Tetra", "Sanofi Pasteur", "BE-01231"), B("Influvac Tetra", "Abbott Laboratorios S.A.", "BE-01390")],
    strengths: ["0.5 mL"], form: "SUSP INY JGA PREL", via: "intramuscular", posology: ["dosis única 0.5 mL IM"],
    lay: ["la vacuna de la gripe", "la vacuna de la influenza"], indication: "inmunización", indicationEn: "immunisation", reactions: ["fiebre_vacuna", "fiebre_vacuna", "sitio_inyeccion", "urticaria", "sincope"], ages: [1, 90], specialty: "Pediatría", weight: 4 },
  { ifa: "vacuna VPH 9-valente", en: "human papillomavirus vaccine", group: "vacuna", brands: [B("Gardasil 9", "MSD Perú", "BE-01522")],
    strengths: ["0.5 mL"], form: "SUSP INY JGA PREL", via: "intramuscular", posology: ["0.5 mL IM (2.ª dosis)", "0.5 mL IM, 1.ª dosis"],
    lay: ["la vacuna del papiloma"], indication: "inmunización", indicationEn: "immunisation", reactions: ["sincope", "sitio_inyeccion", "fiebre_vacuna", "cefalea"], ages: [9, 26], specialty: "Pediatría", weight: 2 },
  { ifa: "vacuna hexavalente", en: "DTaP-IPV-HepB-Hib vaccine", group: "vacuna", brands: [B("Hexaxim", "Sanofi Pasteur", "BE-01118"), B("Infanrix Hexa", "GlaxoSmithKline Perú", "BE-00894")],
    strengths: ["0.5 mL"], form: "SUSP INY JGA PREL", via: "intramuscular", posology: ["0.5 mL IM (dosis de los 2 meses)", "0.5 mL IM, dosis de los 4 meses", "0.5 mL IM, dosis de los 6 meses"],
    lay: ["la vacuna de los dos meses", "la vacuna hexavalente"], indication: "inmunización", indicationEn: "immunisation", reactions: ["llanto", "fiebre_vacuna", "sitio_inyeccion"], ages: [0, 0], specialty: "Pediatría", weight: 3 },
  { ifa: "vacuna neumocócica conjugada 13-valente", en: "pneumococcal conjugate vaccine", group: "vacuna", brands: [B("Prevenar 13", "Pfizer S.A.", "BE-00970")],
    strengths: ["0.5 mL"], form: "SUSP INY JGA PREL", via: "intramuscular", posology: ["0.5 mL IM"],
    lay: ["la vacuna del neumococo"], indication: "inmunización", indicationEn: "immunisation", reactions: ["fiebre_vacuna", "llanto", "sitio_inyeccion"], ages: [0, 0], specialty: "Pediatría", weight: 2 },
  { ifa: "levotiroxina", en: "levothyroxine", group: "otro", brands: [B("Eutirox", "Merck Peruana S.A.", "EE-00664")],
    strengths: ["50 mcg", "75 mcg", "100 mcg"], form: "TAB", via: "oral", posology: ["1 tab en ayunas"],
    lay: ["la pastilla de la tiroides"], indication: "hipotiroidismo", indicationEn: "hypothyroidism", reactions: ["palpitaciones", "insomnio"], ages: [20, 85], specialty: "Endocrinología", weight: 2 },
  { ifa: "rivaroxabán", en: "rivaroxaban", group: "otro", brands: [B("Xarelto", "Bayer S.A.", "EE-02650")],
    strengths: ["15 mg", "20 mg"], form: "TAB REC", via: "oral", posology: ["20 mg c/24 h con la cena"],
    lay: ["el anticoagulante", "la pastilla para la sangre"], indication: "fibrilación auricular", indicationEn: "atrial fibrillation", reactions: ["sangrado_encias", "hda", "sangrado_encias"], ages: [55, 92], specialty: "Cardiología", weight: 2 },
  { ifa: "sertralina", en: "sertraline", group: "otro", brands: [B("Zoloft", "Pfizer S.A.", "EE-00355"), B("Sertralina Pacífico", PAC, "EN-02871")],
    strengths: ["50 mg", "100 mg"], form: "TAB REC", via: "oral", posology: ["50 mg c/24 h en la mañana"],
    lay: ["la pastilla de los nervios"], indication: "trastorno depresivo", indicationEn: "depression", reactions: ["nauseas", "insomnio", "somnolencia"], ages: [18, 80], specialty: "Psiquiatría", weight: 2 },
  { ifa: "pregabalina", en: "pregabalin", group: "otro", brands: [B("Lyrica", "Pfizer S.A.", "EE-01877")],
    strengths: ["75 mg", "150 mg"], form: "CAP", via: "oral", posology: ["75 mg c/12 h"],
    lay: ["la pastilla para el dolor de los nervios"], indication: "dolor neuropático", indicationEn: "neuropathic pain", reactions: ["somnolencia", "mareo", "edema"], ages: [30, 90], specialty: "Neurología", weight: 2 },
  { ifa: "alopurinol", en: "allopurinol", group: "otro", brands: [B("Zyloprim", "GlaxoSmithKline Perú", "EE-00199")],
    strengths: ["100 mg", "300 mg"], form: "TAB", via: "oral", posology: ["300 mg c/24 h"],
    lay: ["la pastilla del ácido úrico"], indication: "gota", indicationEn: "gout", reactions: ["rash", "sjs", "epigastralgia"], ages: [35, 85], specialty: "Reumatología", weight: 1 }
]

const total = DRUGS.reduce((s, d) => s + d.weight, 0)

/** A drug drawn by market share from `next()` in [0, 1). */
export const drugAt = (u: number, among: ReadonlyArray<Drug> = DRUGS): Drug => {
  const sum = among === DRUGS ? total : among.reduce((s, d) => s + d.weight, 0)
  let x = u * sum
  for (const d of among) {
    x -= d.weight
    if (x < 0) return d
  }
  return among[among.length - 1]!
}

/** The drugs of a group. */
export const inGroup = (group: Drug["group"]): ReadonlyArray<Drug> => DRUGS.filter((d) => d.group === group)
