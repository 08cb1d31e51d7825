/**
 * Vocabulary of the `network` duplicate generator (lib/dupNetwork.ts): names, hospitals and the
 * product mix of a national pharmacovigilance network, kept apart so the generator file reads as
 * the scenario. Every reaction is given as the routes word it: a physician's clinical term, a
 * patient's lay words, and the MedDRA preferred term (in English) a laboratory's E2B file carries.
 */

/** Given names, frequent first (the generator weights them geometrically by rank). */
export const GIVEN_F = [
  "Rosario", "Guadalupe", "Mercedes", "Nancy", "Doris", "Lourdes", "Soledad", "Haydée", "Betty", "Vilma", "Estela", "Consuelo",
  "Socorro", "Felícita", "Eulalia", "Maura", "Giovanna", "Jackeline", "Yadira", "Lesly", "Dayana", "Mayra", "Rosmery", "Anyela"
]
/** Given names of men, frequent first. */
export const GIVEN_M = [
  "Wilfredo", "Humberto", "Germán", "Edgar", "Alcides", "Genaro", "Leoncio", "Máximo", "Isidro", "Julián", "Gonzalo", "Franklin",
  "Fortunato", "Rómulo", "Melquiades", "Ever", "Jhonny", "Deyvis", "Kenyi", "Piero", "Aldo", "Erick", "Joel", "Gianfranco"
]
/** Twins' names: pairs that start with the same letter, one per sex. */
export const TWIN_NAMES: ReadonlyArray<readonly [string, string]> = [
  ["Luisa", "Luis"], ["Mariela", "Mario"], ["Ángela", "Ángel"], ["Daniela", "Daniel"], ["Fernanda", "Fernando"], ["Alejandra", "Alejandro"]
]

/** A hospital of the network, its region's surnames (frequent first) and the products it reports most. */
export interface Region {
  readonly hospital: string
  readonly siglas: string
  readonly ciudad: string
  readonly apellidos: ReadonlyArray<string>
  readonly favoritos: ReadonlyArray<string>
}

/** Hospitals; the share of reports follows the order. */
export const REGIONS: ReadonlyArray<Region> = [
  { hospital: "Hospital Nacional Cayetano Heredia", siglas: "HNCH", ciudad: "Lima", apellidos: ["Quispe", "Huarcaya", "Carbajal", "Gamarra", "Ayala", "Lévano", "Salas", "De la Cruz", "Ocampo", "Cornejo", "Taipe", "Poma"], favoritos: ["Iohexol", "Gadobutrol", "Rituximab", "Infliximab", "Warfarina", "Trastuzumab"] },
  { hospital: "Hospital Regional de Loreto", siglas: "HRL", ciudad: "Iquitos", apellidos: ["Panaifo", "Tananta", "Isuiza", "Mori", "Rengifo", "Del Águila", "Fasabi", "Manihuari", "Chuquipiondo", "Zumaeta", "Saldaña", "Tafur"], favoritos: ["Primaquina", "Cloroquina", "Artesunato", "Mefloquina", "Uña de gato", "Fenitoína"] },
  { hospital: "Hospital Regional del Cusco", siglas: "HRC", ciudad: "Cusco", apellidos: ["Huillca", "Cusi", "Ccallo", "Sullca", "Mayta", "Anccasi", "Quispe", "Vilca", "Taipe", "Poma", "Ñaupari", "Ayala"], favoritos: ["Carbamazepina", "Fenitoína", "Ácido valproico", "Maca", "Enoxaparina", "Iohexol"] },
  { hospital: "Hospital Santa Rosa de Piura", siglas: "HSRP", ciudad: "Piura", apellidos: ["Chunga", "Sernaqué", "Ipanaqué", "Yarlequé", "Querevalú", "Purizaca", "Eca", "Vilchez", "Alva", "Cubas", "Tineo", "Salas"], favoritos: ["Warfarina", "Rivaroxabán", "Enoxaparina", "Hercampuri", "Lamotrigina", "Iopamidol"] },
  { hospital: "Hospital Goyeneche", siglas: "HG", ciudad: "Arequipa", apellidos: ["Begazo", "Málaga", "Zegarra", "Chirinos", "Tejada", "Llerena", "Cornejo", "Salas", "Vilca", "Mayta", "Carbajal", "Alva"], favoritos: ["Adalimumab", "Infliximab", "Levetiracetam", "Iopamidol", "Warfarina", "Sangre de grado"] },
  { hospital: "Hospital Regional Docente de Cajamarca", siglas: "HRDC", ciudad: "Cajamarca", apellidos: ["Chuquimango", "Tafur", "Cubas", "Alva", "Vilchez", "Tineo", "Saldaña", "Mori", "Llerena", "Gamarra", "Ocampo", "Huarcaya"], favoritos: ["Ácido valproico", "Carbamazepina", "Chuchuhuasi", "Heparina", "Rivaroxabán", "Gadobutrol"] }
]

/** One adverse reaction as each route words it. */
export interface Reaction {
  /** The physician's and the pharmacist's terms. */
  readonly clinico: ReadonlyArray<string>
  /** A patient's own words. */
  readonly lego: ReadonlyArray<string>
  /** MedDRA preferred term, as the laboratories' E2B files carry it. */
  readonly pt: string
  /** A finding with numbers: `{a-b}` is filled with a value in the range (`{a-b:1}` with a decimal). */
  readonly hallazgo: string
  readonly manejo: string
  readonly grave: boolean
  /** Days from the first dose to the onset. */
  readonly latencia: readonly [number, number]
}

const R = (clinico: ReadonlyArray<string>, lego: ReadonlyArray<string>, pt: string, hallazgo: string, manejo: string, grave: boolean, latencia: readonly [number, number]): Reaction =>
  ({ clinico, lego, pt, hallazgo, manejo, grave, latencia })

/** A suspected product of the network's mix. */
export interface Drug {
  readonly generico: string
  readonly marca: string
  readonly laboratorio: string
  readonly siglasLab: string
  readonly dosis: ReadonlyArray<string>
  readonly via: string
  readonly registro: string
  /** How patients name it. */
  readonly lego: string
  /** A misspelling seen in reports. */
  readonly errata: string
  readonly indicaciones: ReadonlyArray<string>
  readonly servicios: ReadonlyArray<string>
  readonly edades: readonly [number, number]
  readonly soloMujeres?: boolean
  readonly reacciones: ReadonlyArray<Reaction>
}

const D = (generico: string, marca: string, laboratorio: string, siglasLab: string, dosis: ReadonlyArray<string>, via: string, registro: string, lego: string, errata: string,
  indicaciones: ReadonlyArray<string>, servicios: ReadonlyArray<string>, edades: readonly [number, number], reacciones: ReadonlyArray<Reaction>, soloMujeres = false): Drug =>
  ({ generico, marca, laboratorio, siglasLab, dosis, via, registro, lego, errata, indicaciones, servicios, edades, reacciones, soloMujeres })

/** The product mix: antimalarials, anticoagulants, contrast media, biologics, antiepileptics, herbal products. */
export const DRUGS: ReadonlyArray<Drug> = [
  D("Primaquina", "Primaquina MK", "Tecnoquímicas", "TQ", ["15 mg/día", "30 mg/día", "0.5 mg/kg/día"], "oral", "EN-02231", "las pastillas de la malaria", "Primaquinna", ["malaria por P. vivax"], ["infectología", "medicina"], [2, 75], [
    R(["anemia hemolítica aguda", "hemólisis aguda con ictericia"], ["orina oscura como gaseosa negra y piel amarilla", "me puse amarillo y la orina negra"], "Haemolytic anaemia", "Hb {5-8:1} g/dL, bilirrubina indirecta {3-7:1} mg/dL, G6PD deficiente", "transfusión de paquete globular", true, [2, 6]),
    R(["metahemoglobinemia", "cianosis peribucal por metahemoglobinemia"], ["labios morados y falta de aire", "se me pusieron los labios azules"], "Methaemoglobinaemia", "MetHb {12-30:1} %", "azul de metileno 1 mg/kg EV", true, [3, 9])]),
  D("Cloroquina", "Aralen", "Sanofi", "SAN", ["250 mg", "600 mg dosis inicial"], "oral", "EE-00871", "la cloroquina", "Cloroqina", ["malaria por P. vivax", "malaria"], ["infectología", "medicina"], [3, 80], [
    R(["prurito generalizado intenso", "prurito inducido por cloroquina"], ["picazón en todo el cuerpo que no me deja dormir", "me pica todo el cuerpo"], "Pruritus", "sin lesiones dérmicas primarias, EVA de prurito {7-10}/10", "clorfenamina 4 mg cada 8 horas", false, [0, 2]),
    R(["visión borrosa transitoria"], ["veo borroso", "se me nubla la vista"], "Vision blurred", "agudeza visual {20-40}/20 bilateral", "evaluación por oftalmología", false, [1, 4])]),
  D("Artesunato", "Artesunate Guilin", "Guilin Pharma", "GLP", ["2.4 mg/kg EV", "120 mg EV"], "intravenosa", "EE-05519", "el suero para la malaria", "Artesunatto", ["malaria grave por P. falciparum"], ["UCI", "infectología"], [5, 70], [
    R(["hemólisis tardía post-artesunato", "anemia hemolítica tardía"], ["me dio anemia y cansancio después del alta", "otra vez débil y pálido"], "Haemolysis", "Hb {5-8:1} g/dL en el día {7-21} post tratamiento, LDH {600-1400} U/L", "transfusión y control hematológico", true, [7, 21])]),
  D("Mefloquina", "Lariam", "Roche", "ROC", ["250 mg semanal", "1250 mg dosis única"], "oral", "EE-00412", "la pastilla semanal para el viaje", "Mefloqina", ["profilaxis de malaria", "malaria no complicada"], ["medicina", "consultorio del viajero"], [16, 65], [
    R(["episodio psicótico agudo con alucinaciones", "ansiedad intensa e insomnio"], ["veía cosas que no estaban y no dormía", "sentía mucha angustia y no podía dormir"], "Psychotic disorder", "examen toxicológico negativo, TAC cerebral sin lesiones", "haloperidol 5 mg IM y suspensión", true, [1, 10])]),
  D("Warfarina", "Coumadin", "Bristol-Myers Squibb", "BMS", ["5 mg/día", "2.5 mg/día", "7.5 mg/día"], "oral", "EE-01133", "las pastillas para adelgazar la sangre", "Warfarine", ["fibrilación auricular", "prótesis valvular mecánica", "trombosis venosa profunda"], ["cardiología", "medicina", "emergencia"], [45, 92], [
    R(["hemorragia digestiva alta con melena", "melena por sobreanticoagulación"], ["me salió la deposición negra y me desmayé", "heces negras y mareos"], "Gastrointestinal haemorrhage", "INR {5-11:1}, Hb {6-9:1} g/dL", "vitamina K 10 mg EV y plasma fresco congelado", true, [20, 200]),
    R(["hematuria macroscópica", "hematuria con INR supraterapéutico"], ["orina con sangre", "orinaba rojo"], "Haematuria", "INR {4-8:1}", "suspensión transitoria y vitamina K oral", false, [30, 300])]),
  D("Enoxaparina", "Clexane", "Sanofi", "SAN", ["40 mg/día SC", "60 mg cada 12 h SC", "1 mg/kg cada 12 h"], "subcutánea", "EE-00954", "las inyecciones en la barriga", "Enoxaparine", ["profilaxis de trombosis venosa", "síndrome coronario agudo", "tromboembolia pulmonar"], ["cirugía", "cardiología", "traumatología"], [30, 88], [
    R(["hematoma de pared abdominal", "hematoma extenso en sitio de inyección"], ["un moretón grande en la barriga", "morado enorme donde me inyectan"], "Injection site haematoma", "hematoma de {6-18} cm, Hb {8-11:1} g/dL", "compresión local y suspensión", false, [2, 10]),
    R(["trombocitopenia inducida por heparina", "plaquetopenia grave"], ["me dijeron que se me bajaron las plaquetas", "las plaquetas bajas"], "Heparin-induced thrombocytopenia", "plaquetas {25-80} mil/mm3, anticuerpos anti-PF4 positivos", "cambio a fondaparinux", true, [5, 12])]),
  D("Rivaroxabán", "Xarelto", "Bayer", "BAY", ["20 mg/día", "15 mg cada 12 h", "10 mg/día"], "oral", "EE-03310", "el Xarelto", "Rivaroxaban", ["fibrilación auricular no valvular", "trombosis venosa profunda"], ["cardiología", "medicina"], [50, 90], [
    R(["epistaxis posterior recurrente", "epistaxis que requirió taponamiento"], ["me sangraba la nariz y no paraba", "sangrado por la nariz varias veces"], "Epistaxis", "Hb {9-12:1} g/dL, {2-5} episodios", "taponamiento anterior por otorrinolaringología", false, [10, 120])]),
  D("Heparina", "Heparina sódica Sanderson", "Sanderson", "SDS", ["5000 UI cada 12 h", "infusión 18 UI/kg/h"], "intravenosa", "EE-02047", "el suero con heparina", "Heparna", ["tromboembolia pulmonar", "síndrome coronario agudo"], ["UCI", "cardiología"], [35, 85], [
    R(["sangrado en sitio de venopunción", "hemorragia en sitios de punción"], ["sangraba por donde tenía la vía", "me sangraban los pinchazos"], "Haemorrhage", "TTPa {90-150} s", "suspensión de la infusión y sulfato de protamina", true, [1, 3])]),
  D("Iohexol", "Omnipaque 350", "GE Healthcare", "GEH", ["100 mL EV", "80 mL EV", "350 mgI/mL 90 mL"], "intravenosa", "EE-00316", "el contraste de la tomografía", "Iohexal", ["tomografía con contraste", "angiotomografía"], ["radiología", "emergencia"], [18, 88], [
    R(["reacción anafilactoide al contraste", "urticaria generalizada y broncoespasmo post contraste"], ["me picó todo el cuerpo y me faltaba el aire después de la tomografía", "ronchas y ahogo cuando me pusieron el contraste"], "Anaphylactoid reaction", "PA {70-90}/{40-55} mmHg, SatO2 {84-91} %", "adrenalina 0.5 mg IM, hidrocortisona y clorfenamina EV", true, [0, 0]),
    R(["nefropatía inducida por contraste", "lesión renal aguda post contraste"], ["los riñones se me dañaron después del examen", "me subió la creatinina"], "Contrast-induced nephropathy", "creatinina {1.9-4.5:1} mg/dL (basal {0.8-1.2:1})", "hidratación y control de función renal", true, [1, 3])]),
  D("Iopamidol", "Iopamiro 370", "Bracco", "BRC", ["100 mL EV", "370 mgI/mL 75 mL"], "intravenosa", "EE-00522", "el contraste", "Iopamidool", ["tomografía con contraste", "urografía"], ["radiología"], [18, 85], [
    R(["urticaria aguda post contraste", "exantema urticariforme"], ["me salieron ronchas al ratito del contraste", "ronchas en el pecho y cuello"], "Urticaria", "lesiones habonosas en {20-60} % de superficie corporal", "clorfenamina 10 mg EV", false, [0, 0])]),
  D("Gadobutrol", "Gadovist", "Bayer", "BAY", ["0.1 mmol/kg EV", "7.5 mL EV"], "intravenosa", "EE-02988", "el contraste de la resonancia", "Gadobutrool", ["resonancia magnética con contraste"], ["radiología"], [10, 85], [
    R(["náuseas y vómitos inmediatos", "vómitos durante la administración"], ["ganas de vomitar y vomité en la resonancia", "vómitos en el examen"], "Vomiting", "{2-4} episodios de vómitos", "metoclopramida 10 mg EV", false, [0, 0])]),
  D("Infliximab", "Remicade", "Janssen", "JAN", ["5 mg/kg EV", "300 mg EV cada 8 semanas"], "intravenosa", "BE-00215", "el biológico", "Inflixmab", ["enfermedad de Crohn", "artritis reumatoide", "espondilitis anquilosante"], ["reumatología", "gastroenterología"], [18, 70], [
    R(["reacción infusional aguda", "reacción relacionada a la infusión con disnea y rubor"], ["en la infusión me ardía la cara y me faltaba el aire", "me dio escalofríos y ahogo en el tratamiento"], "Infusion related reaction", "FC {110-140} lpm, PA {150-180}/{90-105} mmHg", "detención de la infusión, hidrocortisona 100 mg EV", true, [0, 0]),
    R(["tuberculosis pulmonar reactivada", "tuberculosis diseminada"], ["me dio tuberculosis", "tos con flema y baje de peso"], "Tuberculosis", "baciloscopía positiva (++), {3-8} kg de pérdida de peso", "esquema antituberculoso y suspensión del biológico", true, [60, 300])]),
  D("Rituximab", "Mabthera", "Roche", "ROC", ["375 mg/m2 EV", "1000 mg EV"], "intravenosa", "BE-00133", "la quimio de anticuerpo", "Rituximap", ["linfoma no Hodgkin", "artritis reumatoide"], ["oncología", "hematología", "reumatología"], [25, 80], [
    R(["reacción infusional con hipotensión", "síndrome de liberación de citoquinas leve"], ["me bajó la presión en la quimio", "temblores y fiebre en la quimio"], "Infusion related reaction", "PA {70-90}/{40-55} mmHg, T {38-40:1} °C", "pausa de la infusión, paracetamol y difenhidramina", true, [0, 0]),
    R(["reactivación de hepatitis B", "hepatitis B reactivada"], ["me dijeron que se me activó la hepatitis", "ojos amarillos y cansancio"], "Hepatitis B reactivation", "ALT {400-1500} U/L, carga viral VHB {5-8}.{1-9} log", "tenofovir y suspensión", true, [90, 240])]),
  D("Adalimumab", "Humira", "AbbVie", "ABV", ["40 mg SC cada 2 semanas"], "subcutánea", "BE-00301", "la inyección del reumatismo", "Adalimumap", ["artritis reumatoide", "psoriasis en placas", "enfermedad de Crohn"], ["reumatología", "dermatología"], [18, 75], [
    R(["herpes zóster torácico", "herpes zóster intercostal"], ["unas ampollas que dolían en el costado", "culebrilla en la espalda"], "Herpes zoster", "lesiones vesiculares en dermatoma T{4-9}", "aciclovir 800 mg 5 veces al día", false, [30, 200])]),
  D("Trastuzumab", "Herceptin", "Roche", "ROC", ["6 mg/kg EV cada 3 semanas", "600 mg SC"], "intravenosa", "BE-00178", "el tratamiento para el cáncer", "Trastuzumap", ["cáncer de mama HER2 positivo"], ["oncología"], [30, 75], [
    R(["disfunción ventricular izquierda", "caída de la fracción de eyección"], ["me cansaba mucho y me dijeron que el corazón estaba débil", "me falta el aire al caminar"], "Ejection fraction decreased", "FEVI {35-45} % (basal {58-66} %)", "suspensión e inicio de enalapril y carvedilol", true, [60, 250])], true),
  D("Carbamazepina", "Tegretol", "Novartis", "NOV", ["200 mg cada 12 h", "400 mg/día", "200 mg cada 8 h"], "oral", "EE-00287", "la pastilla para las convulsiones", "Carbamacepina", ["epilepsia focal", "neuralgia del trigémino"], ["neurología", "medicina"], [8, 80], [
    R(["síndrome de Stevens-Johnson", "necrólisis epidérmica con compromiso de mucosas"], ["ampollas en la boca y en la piel que se pelaba", "se me llenó de ampollas el cuerpo"], "Stevens-Johnson syndrome", "compromiso del {8-25} % de superficie corporal, SCORTEN {1-3}", "hospitalización en unidad de quemados y suspensión", true, [10, 28]),
    R(["hiponatremia sintomática", "hiponatremia con confusión"], ["estaba confundido y con náuseas", "mi papá estaba desorientado"], "Hyponatraemia", "Na {118-128} mEq/L", "restricción hídrica y reducción de dosis", false, [20, 90])]),
  D("Fenitoína", "Epamin", "Pfizer", "PFZ", ["100 mg cada 8 h", "300 mg/día", "dosis de carga 15 mg/kg EV"], "oral", "EE-00199", "el Epamin", "Fenitoina", ["epilepsia", "estatus epiléptico", "profilaxis anticonvulsiva post TEC"], ["neurología", "emergencia", "neurocirugía"], [5, 85], [
    R(["intoxicación por fenitoína con ataxia y nistagmo", "toxicidad por fenitoína"], ["caminaba como borracho y veía doble", "se tambaleaba y los ojos le bailaban"], "Anticonvulsant drug level above therapeutic", "nivel sérico de fenitoína {28-45:1} mcg/mL", "suspensión y monitoreo de niveles", false, [5, 30]),
    R(["hiperplasia gingival", "hipertrofia gingival"], ["las encías hinchadas y sangran", "encías grandes"], "Gingival hypertrophy", "compromiso gingival grado {2-3}", "derivación a odontología", false, [60, 300])]),
  D("Ácido valproico", "Depakene", "Abbott", "ABT", ["500 mg cada 12 h", "250 mg/5 mL 10 mL cada 8 h", "20 mg/kg/día"], "oral", "EE-00364", "el jarabe para la epilepsia", "Acido valproico", ["epilepsia generalizada", "trastorno bipolar"], ["neurología", "pediatría", "psiquiatría"], [1, 80], [
    R(["encefalopatía hiperamonémica", "hiperamonemia con somnolencia"], ["estaba muy dormido y no respondía", "somnoliento todo el día"], "Hyperammonaemic encephalopathy", "amonio {110-260} mcg/dL, valproemia {60-110} mcg/mL", "L-carnitina y suspensión", true, [7, 60]),
    R(["trombocitopenia", "plaquetopenia asintomática"], ["moretones sin golpearme", "puntitos rojos en la piel"], "Thrombocytopenia", "plaquetas {40-95} mil/mm3", "reducción de dosis", false, [30, 180])]),
  D("Lamotrigina", "Lamictal", "GSK", "GSK", ["25 mg/día", "50 mg cada 12 h", "100 mg/día"], "oral", "EE-01456", "la lamotrigina", "Lamotrijina", ["epilepsia", "trastorno bipolar"], ["neurología", "psiquiatría"], [10, 70], [
    R(["síndrome DRESS", "exantema con eosinofilia y síntomas sistémicos"], ["ronchas con fiebre y la cara hinchada", "fiebre y sarpullido en todo el cuerpo"], "Drug reaction with eosinophilia and systemic symptoms", "eosinófilos {1500-4200}/mm3, ALT {150-600} U/L", "prednisona 1 mg/kg y suspensión", true, [14, 42])]),
  D("Levetiracetam", "Keppra", "UCB", "UCB", ["500 mg cada 12 h", "1000 mg cada 12 h"], "oral", "EE-02760", "el Keppra", "Levetiracetan", ["epilepsia focal", "profilaxis anticonvulsiva"], ["neurología", "neurocirugía", "pediatría"], [2, 80], [
    R(["irritabilidad y conducta agresiva", "alteración conductual con agresividad"], ["se pone muy agresivo y llora", "cambió de carácter, muy renegón"], "Aggression", "escala de irritabilidad {18-30} puntos", "cambio a lacosamida", false, [5, 40])]),
  D("Uña de gato", "Uña de gato en cápsulas", "Naturista Amazónica", "NAM", ["2 cápsulas/día", "infusión 3 tazas/día"], "oral", "RN-08812", "la uña de gato", "Uña de gatto", ["automedicación para artritis", "automedicación"], ["medicina", "gastroenterología"], [25, 80], [
    R(["hepatitis tóxica", "daño hepático inducido por producto natural"], ["los ojos amarillos y la orina oscura", "me puse amarillo"], "Drug-induced liver injury", "ALT {300-1800} U/L, bilirrubina total {3-12:1} mg/dL", "suspensión del producto", true, [20, 90])]),
  D("Maca", "Maca gelatinizada", "Andes Natural", "ANN", ["2 cucharadas/día", "3 cápsulas/día"], "oral", "RN-06631", "la maca", "Macca", ["automedicación como energizante"], ["medicina", "cardiología"], [18, 70], [
    R(["palpitaciones y taquicardia", "taquicardia sinusal con insomnio"], ["el corazón me latía rapidísimo", "palpitaciones en la noche"], "Palpitations", "FC {105-140} lpm, TSH normal", "suspensión del producto", false, [3, 30])]),
  D("Hercampuri", "Hercampuri filtrante", "Hierbas del Perú", "HDP", ["3 filtrantes/día", "1 litro de infusión/día"], "oral", "RN-07740", "el hercampuri para bajar de peso", "Hercampury", ["automedicación para bajar de peso"], ["medicina", "emergencia"], [18, 65], [
    R(["diarrea con deshidratación e hipokalemia", "hipokalemia por diarrea"], ["diarrea todo el día y calambres", "me deshidraté de tanta diarrea"], "Hypokalaemia", "K {2.3-3.1:1} mEq/L, {6-12} deposiciones/día", "rehidratación y cloruro de potasio EV", true, [3, 20])]),
  D("Sangre de grado", "Sangre de grado gotas", "Naturista Amazónica", "NAM", ["20 gotas cada 8 h", "aplicación tópica"], "oral", "RN-05523", "la sangre de grado", "Sangre de gardo", ["automedicación para gastritis", "cicatrización de herida"], ["gastroenterología", "dermatología"], [18, 80], [
    R(["dermatitis de contacto", "dermatitis alérgica por contacto"], ["la piel roja y con ampollitas donde me eché", "me ardía y se puso roja la herida"], "Dermatitis contact", "placa eritematosa de {4-12} cm", "corticoide tópico", false, [1, 7])]),
  D("Chuchuhuasi", "Chuchuhuasi macerado", "Hierbas del Perú", "HDP", ["1 copita/día", "2 copitas/día"], "oral", "RN-04418", "el chuchuhuasi", "Chuchuasi", ["automedicación para dolor articular"], ["medicina", "gastroenterología"], [30, 85], [
    R(["gastritis erosiva con hematemesis", "hemorragia digestiva por gastritis erosiva"], ["vomité con sangre", "dolor de estómago fuerte y vómito con sangre"], "Gastritis erosive", "Hb {8-11:1} g/dL, endoscopía Forrest {2-3}", "omeprazol EV y suspensión", true, [7, 60])])
]

/** Medical journals for the literature route. */
export const REVISTAS = ["Rev Peru Med Exp Salud Publica", "Acta Med Peru", "Rev Neuropsiquiatr", "Rev Gastroenterol Peru", "Horiz Med", "Rev Med Hered"]
