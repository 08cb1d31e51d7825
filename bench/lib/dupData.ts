/**
 * Deterministic generator of synthetic Spanish ICSR cases with planted, labelled duplicates, for
 * the duplicate-detection benchmark (`dup:quality`, `dup:speed`).
 *
 * Each case holds *facts* (patient, product, reaction, onset, clinical details, actions, outcome)
 * and a *rendering* of them as people write: initials as 'J.P.G.' or 'jpg', the product as a
 * brand or a generic with dose and form, dates, and a narrative assembled from phrasings of
 * the facts. A planted duplicate is a second report of the same facts rendered again with the
 * noise of real duplicates:
 *
 * - a second reporter (a doctor and a pharmacist): another rendering, brand vs generic, fields
 *   one of them left empty, the event date a day off, the narrative worded anew;
 * - a follow-up of the same reporter: the first narrative plus an update, or re-worded;
 * - a re-sent copy (email and web form): the same text with typos, spacing and missing fields.
 *
 * Unrelated cases share a lot by chance, as in a real database: common surnames give common
 * initials, a few products account for most reports, narratives use the same phrases, and a
 * few patients report a second, different event (same initials and birth date, not duplicates).
 */

import { prng, type Random, zipfPicker } from "./random.js"

/** Picks by Zipf-like weights: the item at rank k has weight 1 / (k + 1)^s. */
export const zipf = zipfPicker

// Frequent names first: the weights follow the order.
const NOMBRES_F = [
  "María", "Rosa", "Carmen", "Ana", "Luz", "Juana", "Elena", "Julia", "Lucía", "Sofía", "Patricia", "Gladys", "Milagros",
  "Flor", "Yolanda", "Martha", "Teresa", "Silvia", "Gloria", "Carla", "Diana", "Karina", "Jessica", "Liliana", "Roxana",
  "Maribel", "Norma", "Nelly", "Isabel", "Victoria", "Beatriz", "Camila", "Daniela", "Fiorella", "Ximena", "Andrea",
  "Paola", "Mónica", "Verónica", "Erika", "Esther", "Irma", "Zoila", "Olga", "Celia", "Hilda", "Pilar", "Rocío", "Susana"
]
const NOMBRES_M = [
  "José", "Juan", "Luis", "Carlos", "Jorge", "Miguel", "Víctor", "César", "Pedro", "Raúl", "Alberto", "Jesús", "Manuel",
  "Óscar", "Diego", "Javier", "Fernando", "Ricardo", "Eduardo", "Roberto", "Mario", "Julio", "Walter", "Hugo", "Alejandro",
  "Daniel", "David", "Santiago", "Sebastián", "Mateo", "Félix", "Wilmer", "Edwin", "Percy", "Segundo", "Ángel", "Antonio",
  "Francisco", "Rafael", "Gustavo", "Héctor", "Iván", "Marco", "Nicolás", "Pablo", "Renzo", "Rubén", "Teodoro", "Vicente"
]
const APELLIDOS = [
  "Quispe", "Flores", "Sánchez", "Rodríguez", "García", "Rojas", "Huamán", "Mamani", "Vásquez", "Chávez", "Ramírez",
  "Torres", "Díaz", "Castillo", "Mendoza", "Espinoza", "López", "Gutiérrez", "Fernández", "Pérez", "Gonzales", "Ramos",
  "Cruz", "Vargas", "Salazar", "Romero", "Ruiz", "Condori", "Castro", "Morales", "Jiménez", "Silva", "Medina", "Herrera",
  "Aguilar", "Cáceres", "Paredes", "Palomino", "Ccori", "Córdova", "Villanueva", "Reyes", "Cárdenas", "Rivera", "Sosa",
  "Alvarado", "Chumpitaz", "Tello", "Campos", "Soto", "Mejía", "Delgado", "Vega", "Valdivia", "Zapata", "Núñez", "Lozano",
  "Guerrero", "Ortiz", "Benites", "Pacheco", "Carrasco", "Zavala", "Arias", "Ponce", "Bustamante", "Navarro", "Ríos",
  "Aquino", "Apaza", "Choque", "Ticona", "Yupanqui", "Inca", "Tapia", "Lazo", "Montes", "Pinto", "Quiroz", "Bravo"
]
const nombreF = zipf(NOMBRES_F, 0.9)
const nombreM = zipf(NOMBRES_M, 0.9)
const apellido = zipf(APELLIDOS, 0.8)

interface Producto {
  readonly generico: string
  readonly marcas: ReadonlyArray<string>
  readonly dosis: ReadonlyArray<string>
  readonly forma: ReadonlyArray<string>
  readonly via: string
  readonly indicaciones: ReadonlyArray<string>
  /** Indexes into REACCIONES of the reactions this product typically causes. */
  readonly tipicas: ReadonlyArray<number>
}

interface Reaccion {
  readonly formas: ReadonlyArray<string>
}

// Several wordings of each reaction: reporters describe the same thing differently.
const REACCIONES: ReadonlyArray<Reaccion> = [
  { formas: ["erupción cutánea maculopapular", "rash maculopapular", "exantema maculopapular", "lesiones maculopapulares en piel"] },
  { formas: ["urticaria generalizada", "ronchas en todo el cuerpo", "habones pruriginosos", "urticaria en tronco y extremidades"] },
  { formas: ["prurito intenso", "picazón generalizada", "comezón intensa"] },
  { formas: ["angioedema de labios y párpados", "edema de labios y párpados", "hinchazón de labios y ojos"] },
  { formas: ["reacción anafiláctica con hipotensión y disnea", "anafilaxia", "shock anafiláctico"] },
  { formas: ["síndrome de Stevens-Johnson", "lesiones ampollosas con compromiso de mucosa oral", "desprendimiento epidérmico con ampollas"] },
  { formas: ["náuseas persistentes", "náuseas", "sensación nauseosa"] },
  { formas: ["vómitos", "vómitos en número de cuatro", "episodios eméticos"] },
  { formas: ["diarrea acuosa", "deposiciones líquidas", "diarrea"] },
  { formas: ["dolor abdominal tipo cólico", "epigastralgia", "dolor abdominal"] },
  { formas: ["cefalea intensa", "cefalea holocraneana", "dolor de cabeza"] },
  { formas: ["mareos", "vértigo", "sensación de mareo al incorporarse"] },
  { formas: ["somnolencia", "somnolencia diurna marcada", "sedación excesiva"] },
  { formas: ["hipotensión arterial", "presión arterial baja", "hipotensión"] },
  { formas: ["taquicardia", "palpitaciones con taquicardia", "frecuencia cardiaca elevada"] },
  { formas: ["fiebre y escalofríos", "alza térmica con escalofríos", "fiebre"] },
  { formas: ["flebitis en el sitio de infusión", "dolor y eritema en zona de venopunción", "flebitis"] },
  { formas: ["tos seca persistente", "tos seca", "tos irritativa"] },
  { formas: ["hipoglucemia con diaforesis", "hipoglucemia", "glucosa baja con sudoración"] },
  { formas: ["elevación de transaminasas", "hepatotoxicidad", "daño hepático con transaminasas elevadas"] },
  { formas: ["ictericia", "coloración amarilla de piel y escleras", "tinte ictérico"] },
  { formas: ["hemorragia digestiva alta", "melena", "sangrado digestivo"] },
  { formas: ["epistaxis", "sangrado nasal", "epistaxis recurrente"] },
  { formas: ["mialgias intensas", "dolor muscular generalizado", "mialgias"] },
  { formas: ["insuficiencia renal aguda", "elevación de creatinina", "lesión renal aguda"] },
  { formas: ["neutropenia", "recuento bajo de neutrófilos", "neutropenia severa"] },
  { formas: ["trombocitopenia", "plaquetopenia", "descenso de plaquetas"] },
  { formas: ["convulsiones tónico-clónicas", "crisis convulsiva", "convulsiones"] },
  { formas: ["temblor fino distal", "temblores", "temblor de manos"] },
  { formas: ["confusión y desorientación", "estado confusional", "desorientación"] },
  { formas: ["edema de miembros inferiores", "hinchazón de piernas", "edema maleolar"] },
  { formas: ["broncoespasmo", "sibilancias con dificultad respiratoria", "disnea con sibilancias"] },
  { formas: ["síndrome del hombre rojo", "eritema facial y cervical durante la infusión", "enrojecimiento de cara y cuello"] },
  { formas: ["dolor y eritema en el sitio de inyección", "reacción local en sitio de inyección", "induración en zona de aplicación"] },
  { formas: ["alucinaciones visuales", "alucinaciones", "ideas delirantes con alucinaciones"] },
  { formas: ["fotosensibilidad", "quemadura solar exagerada", "eritema en zonas expuestas al sol"] },
  { formas: ["disgeusia", "sabor metálico", "alteración del gusto"] },
  { formas: ["bradicardia", "frecuencia cardiaca baja", "bradicardia sinusal"] }
]

const P = (
  generico: string,
  marcas: ReadonlyArray<string>,
  dosis: ReadonlyArray<string>,
  forma: ReadonlyArray<string>,
  via: string,
  indicaciones: ReadonlyArray<string>,
  tipicas: ReadonlyArray<number>
): Producto => ({ generico, marcas, dosis, forma, via, indicaciones, tipicas })

// Frequent products first. Reactions are indexes into REACCIONES.
const PRODUCTOS: ReadonlyArray<Producto> = [
  P("Amoxicilina", ["Amoxil", "Trimoxal"], ["500 mg", "250 mg/5 mL", "875 mg"], ["cápsulas", "suspensión", "tabletas"], "oral", ["faringitis aguda", "otitis media", "infección respiratoria"], [0, 1, 2, 3, 8]),
  P("Ceftriaxona", ["Rocephin", "Triaxone"], ["1 g", "2 g"], ["polvo para solución inyectable", "inyectable"], "intravenosa", ["neumonía", "pielonefritis", "infección urinaria complicada"], [0, 1, 4, 16, 8]),
  P("Metamizol", ["Dimetil", "Antalgina"], ["1 g/2 mL", "500 mg"], ["ampolla", "tabletas"], "intravenosa", ["dolor postoperatorio", "fiebre", "cólico renal"], [13, 4, 0, 25, 1]),
  P("Ibuprofeno", ["Motrin", "Advil"], ["400 mg", "600 mg", "100 mg/5 mL"], ["tabletas", "suspensión"], "oral", ["dolor lumbar", "fiebre", "dismenorrea"], [9, 21, 1, 3, 24]),
  P("Vancomicina", ["Vancocin"], ["500 mg", "1 g"], ["polvo para solución inyectable"], "intravenosa", ["sepsis", "infección por estafilococo", "osteomielitis"], [32, 24, 16, 2, 25]),
  P("Metformina", ["Glucophage", "Dianben"], ["850 mg", "500 mg", "1000 mg"], ["tabletas", "tabletas recubiertas"], "oral", ["diabetes mellitus tipo 2"], [6, 8, 9, 36, 7]),
  P("Enalapril", ["Renitec"], ["10 mg", "20 mg"], ["tabletas"], "oral", ["hipertensión arterial", "insuficiencia cardiaca"], [17, 3, 13, 11, 24]),
  P("Ciprofloxacino", ["Ciproxina"], ["500 mg", "400 mg/200 mL"], ["tabletas", "solución inyectable"], "oral", ["infección urinaria", "diarrea infecciosa"], [6, 11, 29, 35, 23]),
  P("Carbamazepina", ["Tegretol"], ["200 mg", "400 mg"], ["tabletas", "tabletas de liberación prolongada"], "oral", ["epilepsia", "neuralgia del trigémino"], [5, 0, 11, 12, 26]),
  P("Diclofenaco", ["Voltaren", "Dolo-Neurobion"], ["75 mg/3 mL", "50 mg"], ["ampolla", "tabletas"], "intramuscular", ["lumbalgia", "dolor articular"], [33, 1, 21, 9, 4]),
  P("Azitromicina", ["Zithromax", "Azitrom"], ["500 mg", "200 mg/5 mL"], ["tabletas", "suspensión"], "oral", ["faringitis", "neumonía atípica"], [8, 9, 6, 14, 0]),
  P("Losartán", ["Cozaar", "Losacor"], ["50 mg", "100 mg"], ["tabletas recubiertas"], "oral", ["hipertensión arterial"], [11, 13, 24, 3, 23]),
  P("Clindamicina", ["Dalacin C"], ["300 mg", "600 mg/4 mL"], ["cápsulas", "ampolla"], "oral", ["celulitis", "absceso dental"], [8, 0, 9, 1, 16]),
  P("Tramadol", ["Tramal"], ["50 mg", "100 mg/2 mL"], ["cápsulas", "ampolla"], "oral", ["dolor postoperatorio", "dolor oncológico"], [6, 7, 11, 12, 29]),
  P("Insulina glargina", ["Lantus", "Basaglar"], ["100 UI/mL"], ["solución inyectable", "lapicero prellenado"], "subcutánea", ["diabetes mellitus tipo 2", "diabetes mellitus tipo 1"], [18, 33, 30, 1, 11]),
  P("Warfarina", ["Coumadin"], ["5 mg", "1 mg"], ["tabletas"], "oral", ["fibrilación auricular", "trombosis venosa profunda"], [21, 22, 26, 9, 0]),
  P("Fenitoína", ["Epamin"], ["100 mg", "250 mg/5 mL"], ["cápsulas", "ampolla"], "oral", ["epilepsia", "estado convulsivo"], [5, 0, 28, 11, 29]),
  P("Omeprazol", ["Losec", "Omepral"], ["20 mg", "40 mg"], ["cápsulas", "polvo para solución inyectable"], "oral", ["gastritis", "reflujo gastroesofágico"], [10, 8, 9, 0, 36]),
  P("Atorvastatina", ["Lipitor"], ["20 mg", "40 mg"], ["tabletas recubiertas"], "oral", ["dislipidemia", "prevención cardiovascular"], [23, 19, 9, 10, 6]),
  P("Clopidogrel", ["Plavix"], ["75 mg"], ["tabletas recubiertas"], "oral", ["síndrome coronario agudo", "ictus isquémico"], [21, 22, 0, 26, 9]),
  P("Paracetamol", ["Panadol", "Tylenol"], ["500 mg", "1 g", "120 mg/5 mL"], ["tabletas", "jarabe", "solución inyectable"], "oral", ["fiebre", "dolor leve"], [0, 1, 19, 20, 6]),
  P("Rifampicina", [], ["300 mg"], ["cápsulas"], "oral", ["tuberculosis pulmonar"], [19, 20, 6, 15, 26]),
  P("Isoniazida", [], ["100 mg", "300 mg"], ["tabletas"], "oral", ["tuberculosis pulmonar"], [19, 20, 6, 28, 29]),
  P("Levofloxacino", ["Tavanic"], ["500 mg", "750 mg"], ["tabletas", "solución inyectable"], "oral", ["neumonía", "sinusitis"], [23, 29, 11, 35, 14]),
  P("Ácido valproico", ["Depakene", "Valcote"], ["250 mg", "500 mg"], ["cápsulas", "tabletas de liberación prolongada"], "oral", ["epilepsia", "trastorno bipolar"], [28, 19, 26, 12, 6]),
  P("Sulfametoxazol + trimetoprima", ["Bactrim"], ["800/160 mg", "400/80 mg"], ["tabletas", "suspensión"], "oral", ["infección urinaria", "neumocistosis"], [5, 0, 25, 26, 2]),
  P("Penicilina G benzatínica", ["Benzetacil"], ["1 200 000 UI", "2 400 000 UI"], ["polvo para suspensión inyectable"], "intramuscular", ["sífilis", "faringitis estreptocócica"], [4, 1, 33, 3, 2]),
  P("Ketorolaco", ["Dolgesic"], ["60 mg/2 mL", "10 mg"], ["ampolla", "tabletas"], "intramuscular", ["dolor postoperatorio", "cólico renal"], [21, 24, 9, 1, 13]),
  P("Haloperidol", ["Haldol"], ["5 mg/mL", "5 mg"], ["ampolla", "tabletas"], "intramuscular", ["agitación psicomotriz", "delirio"], [28, 12, 13, 14, 29]),
  P("Quetiapina", ["Seroquel"], ["100 mg", "25 mg"], ["tabletas recubiertas"], "oral", ["esquizofrenia", "trastorno bipolar"], [12, 11, 14, 13, 30]),
  P("Sertralina", ["Zoloft", "Altruline"], ["50 mg", "100 mg"], ["tabletas"], "oral", ["depresión", "trastorno de ansiedad"], [6, 10, 28, 8, 12]),
  P("Levetiracetam", ["Keppra"], ["500 mg", "1000 mg"], ["tabletas recubiertas", "solución inyectable"], "oral", ["epilepsia"], [12, 29, 11, 34, 10]),
  P("Alopurinol", ["Zyloprim"], ["100 mg", "300 mg"], ["tabletas"], "oral", ["gota", "hiperuricemia"], [5, 0, 19, 2, 24]),
  P("Prednisona", [], ["20 mg", "5 mg"], ["tabletas"], "oral", ["asma", "artritis reumatoide"], [18, 10, 30, 14, 29]),
  P("Dexametasona", ["Decadron"], ["4 mg/mL", "4 mg"], ["ampolla", "tabletas"], "intravenosa", ["edema cerebral", "crisis asmática"], [18, 14, 29, 10, 9]),
  P("Salbutamol", ["Ventolin"], ["100 mcg/dosis", "2 mg/5 mL"], ["inhalador", "jarabe"], "inhalatoria", ["asma bronquial", "EPOC"], [14, 28, 10, 11, 31]),
  P("Levotiroxina", ["Eutirox"], ["50 mcg", "100 mcg"], ["tabletas"], "oral", ["hipotiroidismo"], [14, 10, 28, 8, 24]),
  P("Amlodipino", ["Norvasc"], ["5 mg", "10 mg"], ["tabletas"], "oral", ["hipertensión arterial"], [30, 10, 13, 11, 14]),
  P("Glibenclamida", ["Daonil"], ["5 mg"], ["tabletas"], "oral", ["diabetes mellitus tipo 2"], [18, 6, 11, 0, 19]),
  P("Metoclopramida", ["Plasil"], ["10 mg", "10 mg/2 mL"], ["tabletas", "ampolla"], "intravenosa", ["náuseas postoperatorias", "gastroparesia"], [12, 28, 29, 14, 11]),
  P("Clorfenamina", ["Clorotrimeton"], ["4 mg", "10 mg/mL"], ["tabletas", "ampolla"], "oral", ["rinitis alérgica", "urticaria"], [12, 11, 36, 14, 29]),
  P("Hierro sacarosa", ["Venofer"], ["100 mg/5 mL"], ["ampolla"], "intravenosa", ["anemia ferropénica"], [4, 13, 36, 16, 9]),
  P("Oxitocina", ["Syntocinon"], ["10 UI/mL"], ["ampolla"], "intravenosa", ["inducción del parto", "hemorragia postparto"], [13, 14, 6, 10, 7]),
  P("Iohexol", ["Omnipaque"], ["300 mg I/mL"], ["solución inyectable"], "intravenosa", ["tomografía con contraste"], [1, 4, 6, 24, 2]),
  P("Vacuna contra influenza", ["Vaxigrip", "Influvac"], ["0,5 mL"], ["suspensión inyectable"], "intramuscular", ["inmunización anual"], [33, 15, 23, 10, 1]),
  P("Vacuna pentavalente", [], ["0,5 mL"], ["suspensión inyectable"], "intramuscular", ["esquema de vacunación"], [33, 15, 12, 1, 27]),
  P("Vacuna contra COVID-19", ["Comirnaty", "Spikevax"], ["0,3 mL", "0,5 mL"], ["suspensión inyectable"], "intramuscular", ["inmunización"], [33, 15, 23, 10, 14]),
  P("Claritromicina", ["Klaricid"], ["500 mg", "250 mg/5 mL"], ["tabletas", "suspensión"], "oral", ["neumonía", "erradicación de Helicobacter pylori"], [36, 9, 8, 6, 10]),
  P("Metronidazol", ["Flagyl"], ["500 mg", "500 mg/100 mL"], ["tabletas", "solución inyectable"], "oral", ["vaginosis bacteriana", "absceso hepático"], [36, 6, 10, 11, 29]),
  P("Cefalexina", ["Keflex"], ["500 mg", "250 mg/5 mL"], ["cápsulas", "suspensión"], "oral", ["celulitis", "impétigo"], [0, 1, 8, 2, 9]),
  P("Naproxeno", ["Apronax"], ["550 mg", "275 mg"], ["tabletas"], "oral", ["dolor articular", "dismenorrea"], [9, 21, 1, 3, 30]),
  P("Hidroclorotiazida", [], ["25 mg", "50 mg"], ["tabletas"], "oral", ["hipertensión arterial", "edema"], [11, 13, 35, 23, 24]),
  P("Espironolactona", ["Aldactone"], ["25 mg", "100 mg"], ["tabletas"], "oral", ["insuficiencia cardiaca", "cirrosis hepática"], [24, 6, 11, 28, 13]),
  P("Morfina", [], ["10 mg/mL"], ["ampolla"], "intravenosa", ["dolor oncológico", "infarto agudo de miocardio"], [6, 7, 12, 13, 29])
]
const producto = zipf(PRODUCTOS, 1.0)

const DIAGNOSTICOS_EXTRA = ["hipertensión arterial", "diabetes mellitus tipo 2", "obesidad", "enfermedad renal crónica", "asma", "hipotiroidismo", "VIH en tratamiento", "artritis reumatoide", "epilepsia", "insuficiencia cardiaca"]
const SERVICIOS = ["Medicina Interna", "Emergencia", "Pediatría", "Cirugía General", "Ginecología y Obstetricia", "Neurología", "Infectología", "Consulta Externa", "UCI", "Traumatología", "Oncología", "Farmacia"]
const ESTABLECIMIENTOS = [
  "Hospital Nacional Dos de Mayo", "Hospital Cayetano Heredia", "Hospital Regional de Cusco", "Clínica San Pablo",
  "Hospital Nacional Arzobispo Loayza", "Hospital Regional de Arequipa", "Hospital María Auxiliadora", "Hospital Hipólito Unanue",
  "Centro de Salud Villa El Salvador", "Hospital Regional de Piura", "Hospital Belén de Trujillo", "Clínica Internacional",
  "Hospital Regional de Loreto", "Hospital de Huancayo", "Hospital Daniel Alcides Carrión", "Policlínico Chincha"
]
const TRATAMIENTOS = [
  "clorfenamina 10 mg EV", "hidrocortisona 100 mg EV", "epinefrina 0,5 mg IM", "loratadina 10 mg VO", "ranitidina 50 mg EV",
  "dextrosa al 33 %", "cloruro de sodio 0,9 % 1000 mL", "metoclopramida 10 mg EV", "omeprazol 40 mg EV", "salbutamol en nebulización",
  "diazepam 10 mg EV", "vitamina K 10 mg EV", "paracetamol 1 g EV", "prednisona 40 mg VO", "oxígeno por cánula binasal"
]

/** A clinical detail with a value drawn per case: numbers make each report's facts its own. */
const DETALLES: ReadonlyArray<(r: Random) => string> = [
  (r) => `presión arterial de ${r.int(70, 100)}/${r.int(40, 65)} mmHg`,
  (r) => `frecuencia cardiaca de ${r.int(100, 145)} lpm`,
  (r) => `temperatura de ${r.int(37, 39)},${r.int(0, 9)} °C`,
  (r) => `saturación de oxígeno de ${r.int(84, 93)} %`,
  (r) => `glucosa de ${r.int(30, 60)} mg/dL`,
  (r) => `TGO de ${r.int(90, 900)} U/L y TGP de ${r.int(90, 900)} U/L`,
  (r) => `creatinina de ${r.int(1, 5)},${r.int(0, 9)} mg/dL`,
  (r) => `plaquetas de ${r.int(8, 95)} 000/mm3`,
  (r) => `neutrófilos de ${r.int(200, 1400)}/mm3`,
  (r) => `INR de ${r.int(4, 9)},${r.int(0, 9)}`,
  (r) => `hemoglobina de ${r.int(6, 10)},${r.int(0, 9)} g/dL`,
  (r) => `CPK de ${r.int(800, 15000)} U/L`,
  (r) => `lesiones en ${r.int(10, 80)} % de la superficie corporal`,
  (r) => `frecuencia respiratoria de ${r.int(22, 36)} rpm`
]

const ANTECEDENTES = [
  "sin antecedentes de alergias", "antecedente de alergia a penicilina", "niega alergias conocidas", "antecedente de reacción similar hace dos años",
  "sin antecedentes patológicos de importancia", "con antecedente de asma en la infancia", "gestante de 28 semanas", "en tratamiento antirretroviral"
]

const MS_PER_DAY = 86_400_000

/** `YYYY-MM-DD` of a UTC epoch. */
export const isoDay = (epochMillis: number): string => new Date(epochMillis).toISOString().slice(0, 10)

const shift = (iso: string, days: number) => isoDay(Date.parse(`${iso}T00:00:00Z`) + days * MS_PER_DAY)

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("")

/** The facts of one adverse event report (what any report of it tells, however worded). */
interface Facts {
  readonly female: boolean
  readonly nombres: ReadonlyArray<string>
  readonly apellidos: readonly [string, string]
  readonly edad: number
  readonly nacimiento: string
  readonly producto: Producto
  readonly marca: string | null
  readonly dosis: string
  readonly forma: string
  readonly registro: string
  readonly indicacion: string
  readonly comorbilidad: string | null
  readonly antecedente: string | null
  readonly establecimiento: string
  readonly servicio: string
  readonly inicioEvento: string
  readonly onset: { readonly n: number; readonly unit: "minutos" | "horas" | "días"; readonly dosisN: number }
  readonly reacciones: ReadonlyArray<number>
  readonly detalles: ReadonlyArray<string>
  readonly accion: "suspende" | "reduce" | "mantiene"
  readonly tratamientos: ReadonlyArray<string>
  readonly desenlace: { readonly kind: "recuperado" | "recuperando" | "hospitalizado" | "secuelas" | "desconocido"; readonly dias: number }
}

/** How a report was written down: the case fields, as the service would store them. */
export interface DupCaseRow {
  readonly paciente_iniciales: string
  readonly paciente_edad: number
  readonly paciente_sexo: "F" | "M"
  readonly paciente_fecha_nacimiento: string | null
  readonly reportante_nombre: string
  readonly producto_sospechoso: string
  readonly descripcion_evento: string
  readonly fecha_inicio_evento: string | null
  readonly fecha_recepcion: string
  readonly origen_notificacion: string
  readonly productos: ReadonlyArray<{
    readonly nombre_producto: string | null
    readonly ifa: string | null
    readonly registro_sanitario: string | null
    readonly dosis_frecuencia: string | null
    readonly via_administracion: string | null
  }>
}

/**
 * The generated cases of a set built from originals (one row each, then the planted second
 * reports): each row with its cluster, its kind and, for a patient's later event, the index of
 * the earlier one. `meta` names each row's original and kind, `at` where each original's first
 * row is, `planted` the originals given a duplicate.
 */
export const labelCases = <K extends string>(
  rows: ReadonlyArray<DupCaseRow>,
  meta: ReadonlyArray<{ readonly orig: number; readonly kind: K | null }>,
  originals: ReadonlyArray<{ readonly earlier: number | null; readonly person: { readonly id: number } }>,
  at: ReadonlyMap<number, number>,
  planted: ReadonlyMap<number, unknown>
): Array<GeneratedDupCase & { readonly kind: K | null }> =>
  rows.map((row, k) => {
    const m = meta[k]!
    const o = originals[m.orig]!
    const earlier = m.kind === null && o.earlier !== null ? at.get(o.earlier) ?? null : null
    return { row, cluster: planted.has(m.orig) ? m.orig : null, kind: m.kind, patient: earlier === null ? null : o.person.id, patientOf: earlier }
  })

/** One generated case; cases of the same `cluster` report the same event (duplicates). */
export interface GeneratedDupCase {
  readonly row: DupCaseRow
  /** Set on both members of a planted duplicate pair. */
  readonly cluster: number | null
  /** What kind of duplicate this is (on the second member only), as the generator names it. */
  readonly kind: string | null
  /** Set on the later report of a patient with two different events (not duplicates)... */
  readonly patient: number | null
  /** ... whose earlier report is this index. */
  readonly patientOf: number | null
}

/** Options of {@link generate}. */
export interface DupGenOptions {
  readonly seed?: number
  /** Total cases, duplicates included. */
  readonly cases: number
  /** Planted duplicate pairs (each adds one case to an original). */
  readonly pairs: number
  /** Event dates are spread over this many days. */
  readonly spanDays?: number
  /** The first day of the span. */
  readonly startDate?: string
  /** Share of originals that are a second, different event of an earlier patient. */
  readonly secondEventRate?: number
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

// --- Rendering -------------------------------------------------------------------------------

const initialsOf = (f: Facts): string => [...f.nombres, ...f.apellidos].map((w) => w[0]!).join("")

/** Initials as different people write them. */
const renderInitials = (r: Random, letters: string): string => {
  const upper = letters.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase()
  const style = r.int(0, 9)
  if (style <= 3) return upper
  if (style <= 6) return upper.split("").join(".") + "."
  if (style === 7) return upper.split("").join(". ") + "."
  if (style === 8) return upper.toLowerCase()
  return upper.split("").join(" ")
}

/** The suspect product as typed in the free-text field. */
const renderProduct = (r: Random, f: Facts, useBrand: boolean): string => {
  const name = useBrand && f.marca !== null ? f.marca : f.producto.generico
  const style = r.int(0, 9)
  const dose = r.chance(0.5) ? f.dosis : f.dosis.replace(/ (mg|g|mL|UI|mcg)\b/g, "$1")
  if (style <= 2) return name
  if (style <= 5) return `${name} ${dose}`
  if (style <= 7) return `${name} ${dose} ${f.forma}`
  if (style === 8) return `${name.toUpperCase()} ${dose.toUpperCase()}`
  return `${name}${useBrand ? "®" : ""} ${dose}`
}

const onsetText = (r: Random, f: Facts): string => {
  const { n, unit, dosisN } = f.onset
  const ordinal = ["primera", "segunda", "tercera", "cuarta"][dosisN - 1] ?? "quinta"
  return r.pick([
    `a los ${n} ${unit} de la ${ordinal} dosis`,
    `a las ${n} ${unit === "días" ? "días" : unit} de iniciado el tratamiento`,
    `luego de ${n} ${unit} de la administración`,
    `${n} ${unit} después de recibir la ${ordinal} dosis`,
    `tras ${n} ${unit} de la ${ordinal} administración`
  ])
}

const reactionText = (r: Random, f: Facts): string => {
  const names = f.reacciones.map((k) => r.pick(REACCIONES[k]!.formas))
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`
}

const productMention = (r: Random, f: Facts): string => {
  const useBrand = f.marca !== null && r.chance(0.4)
  const name = useBrand ? f.marca! : f.producto.generico.toLowerCase()
  return r.chance(0.6) ? `${name} ${f.dosis}` : name
}

/** The narrative's sentences, each rendered with fresh phrasing. */
const renderSentences = (r: Random, f: Facts, keepDetail: (i: number) => boolean): Array<string> => {
  const sexo = f.female ? r.pick(["mujer", "paciente de sexo femenino", "paciente femenina"]) : r.pick(["varón", "paciente de sexo masculino", "paciente masculino"])
  const who = `${capitalize(sexo)} de ${f.edad} años`
  const context = [f.comorbilidad !== null ? `con antecedente de ${f.comorbilidad}` : null, f.antecedente].filter((x): x is string => x !== null)
  const admin = r.pick([
    `recibe ${productMention(r, f)} por vía ${f.producto.via} para ${f.indicacion}`,
    `en tratamiento con ${productMention(r, f)} por ${f.indicacion}`,
    `a quien se le indica ${productMention(r, f)} por ${f.indicacion}`,
    `que recibió ${productMention(r, f)} vía ${f.producto.via} por diagnóstico de ${f.indicacion}`
  ])
  const place = r.chance(0.5) ? `, atendida en el servicio de ${f.servicio} del ${f.establecimiento}` : ` en ${f.establecimiento}`
  const first = `${who}${context.length > 0 && r.chance(0.8) ? `, ${context.join(", ")},` : ""} ${admin}${r.chance(0.6) ? place : ""}.`
  const verb = r.pick(["presenta", "presentó", "desarrolla", "desarrolló", "refiere", "inicia con", "cursa con"])
  const second = r.chance(0.5)
    ? `${capitalize(onsetText(r, f))} ${verb} ${reactionText(r, f)}.`
    : `${capitalize(verb)} ${reactionText(r, f)} ${onsetText(r, f)}.`
  const sentences = [first, second]
  const detalles = f.detalles.filter((_, i) => keepDetail(i))
  if (detalles.length > 0) {
    sentences.push(`${r.pick(["Al examen se evidencia", "Se registra", "Se constata", "En los exámenes se encuentra"])} ${detalles.join(", ")}.`)
  }
  const accion = {
    suspende: r.pick(["Se suspende el medicamento", "Se suspendió el fármaco", "Se retira el medicamento sospechoso", "Se descontinúa el tratamiento"]),
    reduce: r.pick(["Se reduce la dosis", "Se disminuye la dosis a la mitad", "Se ajusta la dosis"]),
    mantiene: r.pick(["Se mantiene el tratamiento con vigilancia", "Se continúa el tratamiento", "No se modifica la terapia"])
  }[f.accion]
  const trat = f.tratamientos.length > 0 ? ` y se administra ${f.tratamientos.join(" y ")}` : ""
  sentences.push(`${accion}${trat}.`)
  const d = f.desenlace
  sentences.push({
    recuperado: r.pick([`Evoluciona favorablemente, con remisión a los ${d.dias} días`, `Se recupera sin secuelas en ${d.dias} días`, `Remisión completa del cuadro a los ${d.dias} días`]),
    recuperando: r.pick(["Evolución favorable al momento del reporte", "Paciente en recuperación", "Se encuentra en mejoría"]),
    hospitalizado: r.pick([`Requiere hospitalización por ${d.dias} días`, `Queda hospitalizado ${d.dias} días`, `Es hospitalizado durante ${d.dias} días`]),
    secuelas: r.pick(["Se recupera con secuelas", "Evoluciona con secuelas", "Persisten secuelas al alta"]),
    desconocido: r.pick(["Se desconoce la evolución", "Evolución no conocida al cierre del reporte", "Sin datos de evolución"])
  }[d.kind] + ".")
  return sentences
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz"

/** One typing error in a longer word: a letter dropped, doubled, swapped with the next, or replaced. */
const typo = (r: Random, text: string): string => {
  const words = [...text.matchAll(/\p{L}{5,}/gu)]
  if (words.length === 0) return text
  const w = r.pick(words)
  const at = w.index + r.int(1, w[0].length - 2)
  const kind = r.int(0, 3)
  const c = text[at]!
  const repl = kind === 0 ? "" : kind === 1 ? c + c : kind === 2 ? text[at + 1]! + c : r.pick([...LETTERS])
  return text.slice(0, at) + repl + text.slice(at + (kind === 2 ? 2 : 1))
}

const typos = (r: Random, text: string, n: number) => {
  let out = text
  for (let i = 0; i < n; i++) out = typo(r, out)
  return out
}

const FOLLOW_UPS: ReadonlyArray<(r: Random, f: Facts) => string> = [
  (r) => `Seguimiento: el paciente evolucionó favorablemente y fue dado de alta al día ${r.int(2, 8)}.`,
  (r) => `Información de seguimiento: se completó el tratamiento de la reacción con ${r.pick(TRATAMIENTOS)}.`,
  (r, f) => `Se recibe epicrisis del ${f.establecimiento}; la reacción remitió sin secuelas.`,
  (r) => `Control a las ${r.int(24, 96)} horas con ${r.pick(DETALLES)(r)}.`,
  () => "En el seguimiento telefónico la paciente refiere mejoría completa.",
  (r) => `Se adjunta resultado de laboratorio con ${r.pick(DETALLES)(r)}.`
]

interface Rendering {
  readonly initials: string
  readonly birth: string | null
  readonly event: string | null
  readonly product: string
  readonly nested: boolean
  readonly nestedBrand: boolean
  readonly ifa: boolean
  readonly registro: boolean
  readonly narrative: string
  readonly recepcionLag: number
}

const toRow = (r: Random, f: Facts, w: Rendering, reportante: string, origen: string): DupCaseRow => {
  const recepcion = shift(f.inicioEvento, w.recepcionLag)
  return {
    paciente_iniciales: w.initials,
    paciente_edad: f.edad,
    paciente_sexo: f.female ? "F" : "M",
    paciente_fecha_nacimiento: w.birth,
    reportante_nombre: reportante,
    producto_sospechoso: w.product,
    descripcion_evento: w.narrative,
    fecha_inicio_evento: w.event,
    fecha_recepcion: recepcion,
    origen_notificacion: origen,
    productos: w.nested
      ? [{
        nombre_producto: w.nestedBrand && f.marca !== null ? f.marca : `${f.producto.generico} ${f.dosis}`,
        ifa: w.ifa ? f.producto.generico : null,
        registro_sanitario: w.registro ? f.registro : null,
        dosis_frecuencia: `${f.dosis} ${r.pick(["c/8 h", "c/12 h", "c/24 h", "dosis única"])}`,
        via_administracion: capitalize(f.producto.via)
      }]
      : []
  }
}

const reporter = (r: Random) =>
  `${r.pick(["Dr.", "Dra.", "Q.F.", "Lic.", ""])} ${r.chance(0.5) ? nombreF(r) : nombreM(r)} ${apellido(r)}`.trim()

// --- Facts -----------------------------------------------------------------------------------

const newFacts = (r: Random, inicioEvento: string, patient?: Facts): Facts => {
  const female = patient?.female ?? r.chance(0.56)
  const nombres = patient?.nombres ?? (r.chance(0.35)
    ? [female ? nombreF(r) : nombreM(r), female ? nombreF(r) : nombreM(r)]
    : [female ? nombreF(r) : nombreM(r)])
  const edad = patient?.edad ?? (r.chance(0.15) ? r.int(0, 17) : r.int(18, 90))
  const nacimiento = patient?.nacimiento ?? shift(inicioEvento, -(edad * 365 + r.int(0, 364)))
  const prod = producto(r)
  const nReacciones = r.chance(0.6) ? 1 : r.chance(0.7) ? 2 : 3
  const reacciones: Array<number> = []
  while (reacciones.length < nReacciones) {
    const k = r.chance(0.75) ? r.pick(prod.tipicas) : r.int(0, REACCIONES.length - 1)
    if (!reacciones.includes(k)) reacciones.push(k)
  }
  const nDetalles = r.int(0, 3)
  const detalles: Array<string> = []
  const used = new Set<number>()
  while (detalles.length < nDetalles) {
    const k = r.int(0, DETALLES.length - 1)
    if (used.has(k)) continue
    used.add(k)
    detalles.push(DETALLES[k]!(r))
  }
  const unit = r.pick(["minutos", "horas", "horas", "días"] as const)
  const kind = r.pick(["recuperado", "recuperado", "recuperando", "hospitalizado", "secuelas", "desconocido"] as const)
  return {
    female,
    nombres,
    apellidos: patient?.apellidos ?? [apellido(r), apellido(r)],
    edad,
    nacimiento,
    producto: prod,
    marca: prod.marcas.length > 0 && r.chance(0.6) ? r.pick(prod.marcas) : null,
    dosis: r.pick(prod.dosis),
    forma: r.pick(prod.forma),
    registro: `${r.pick(["EE", "EN", "NG", "EG", "BE"])}-${digits(r, 5)}`,
    indicacion: r.pick(prod.indicaciones),
    comorbilidad: r.chance(0.4) ? r.pick(DIAGNOSTICOS_EXTRA) : null,
    antecedente: r.chance(0.5) ? r.pick(ANTECEDENTES) : null,
    establecimiento: r.pick(ESTABLECIMIENTOS),
    servicio: r.pick(SERVICIOS),
    inicioEvento,
    onset: { n: unit === "minutos" ? r.int(5, 50) : unit === "horas" ? r.int(1, 72) : r.int(1, 21), unit, dosisN: r.int(1, 4) },
    reacciones,
    detalles,
    accion: r.pick(["suspende", "suspende", "suspende", "reduce", "mantiene"] as const),
    tratamientos: Array.from({ length: r.int(0, 2) }, () => r.pick(TRATAMIENTOS)),
    desenlace: { kind, dias: r.int(1, 15) }
  }
}

/** The first report of an event. */
const original = (r: Random, f: Facts): Rendering => {
  const nested = r.chance(0.65)
  return {
    initials: renderInitials(r, initialsOf(f)),
    birth: r.chance(0.55) ? f.nacimiento : null,
    event: r.chance(0.92) ? f.inicioEvento : null,
    product: renderProduct(r, f, f.marca !== null && r.chance(0.5)),
    nested,
    nestedBrand: r.chance(0.5),
    ifa: r.chance(0.7),
    registro: r.chance(0.45),
    narrative: renderSentences(r, f, () => true).join(" "),
    recepcionLag: r.chance(0.7) ? r.int(0, 10) : r.int(11, 40)
  }
}

/** A second report of the same event, with the noise of its kind. */
const duplicate = (r: Random, f: Facts, first: Rendering, kind: NonNullable<GeneratedDupCase["kind"]>): Rendering => {
  // Initials: written another way; sometimes a second given name left out or added, rarely a wrong letter.
  let letters = initialsOf(f)
  if (f.nombres.length === 2 && r.chance(0.15)) letters = letters[0]! + letters.slice(2)
  if (r.chance(0.03)) {
    const at = r.int(0, letters.length - 1)
    letters = letters.slice(0, at) + r.pick([..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"]) + letters.slice(at + 1)
  }
  const initials = kind === "seguimiento" && r.chance(0.7) ? first.initials : renderInitials(r, letters)

  // Dates: one reporter knows the birth date, the other not; the event date a day off or left out.
  let birth: string | null
  if (kind === "reenvio") birth = r.chance(0.85) ? first.birth : null
  else birth = first.birth !== null ? (r.chance(0.65) ? f.nacimiento : null) : (r.chance(0.3) ? f.nacimiento : null)
  if (birth !== null && r.chance(0.03)) birth = shift(birth, r.pick([-1, 1, 30, -365]))
  let event: string | null = f.inicioEvento
  const d = r.next()
  if (kind === "reenvio") event = d < 0.9 ? first.event : d < 0.95 ? null : shift(f.inicioEvento, r.pick([-1, 1]))
  else if (d < 0.15) event = shift(f.inicioEvento, r.pick([-1, 1]))
  else if (d < 0.23) event = null

  // Product: brand for one, generic for the other; dose and form written differently; typos.
  let product = kind === "reenvio" || (kind === "seguimiento" && r.chance(0.6))
    ? first.product
    : renderProduct(r, f, f.marca !== null && r.chance(0.5))
  if (r.chance(0.05)) product = typo(r, product)
  const nested = kind === "reenvio" ? (first.nested && r.chance(0.85)) : r.chance(0.6)

  // Narrative.
  let narrative: string
  if (kind === "reenvio") {
    narrative = first.narrative
    if (r.chance(0.1)) narrative = narrative.split(/(?<=\.) /).slice(0, 2).join(" ")
  } else if (kind === "seguimiento" && r.chance(0.6)) {
    narrative = `${first.narrative} ${r.pick(FOLLOW_UPS)(r, f)}`
  } else {
    // Worded anew from the same facts; a reporter leaves out some details, or tells them in another order.
    const sentences = renderSentences(r, f, () => r.chance(0.7))
    if (r.chance(0.25)) sentences.splice(1, 0, ...sentences.splice(2, 1))
    if (kind === "seguimiento") sentences.push(r.pick(FOLLOW_UPS)(r, f))
    narrative = sentences.join(" ")
  }
  if (r.chance(0.35)) narrative = typos(r, narrative, r.int(1, 4))
  if (r.chance(0.1)) narrative = narrative.replace(/ /g, () => (r.chance(0.05) ? "  " : " ")).toUpperCase()

  return {
    initials,
    birth,
    event,
    product,
    nested,
    nestedBrand: r.chance(0.5),
    ifa: r.chance(0.7),
    registro: r.chance(0.45),
    narrative,
    recepcionLag: first.recepcionLag + r.int(0, kind === "seguimiento" ? 30 : 10)
  }
}

/** The generated data set and its ground truth. */
export interface DupDataSet {
  readonly cases: ReadonlyArray<GeneratedDupCase>
  /** Planted duplicate pairs, as indexes into `cases`. */
  readonly pairs: ReadonlyArray<readonly [number, number]>
}

/** A data set whose generator also says what two reports of different events share (its confounders). */
export interface LabelledDupDataSet extends DupDataSet {
  /** For two case indexes that are not a planted pair: why they look alike, in a word. */
  readonly confounder: (a: number, b: number) => string
}

/** What a generator is asked for: `cases` reports, `pairs` of them planted duplicates; the same seed gives the same set. */
export interface DupGeneratorOptions {
  readonly cases: number
  readonly pairs: number
  readonly seed?: number
  /** Event dates are spread over this many days. */
  readonly spanDays?: number
}

/**
 * Yields `cases` cases, in event-date order of the originals (a duplicate follows its original),
 * `pairs` of which are planted duplicate pairs. The same options always give the same cases;
 * streaming keeps a million cases out of memory.
 */
export function* stream(options: DupGenOptions): Generator<GeneratedDupCase> {
  const r = prng(options.seed ?? 20_250_301)
  const span = options.spanDays ?? 730
  const start = Date.parse(`${options.startDate ?? "2023-01-01"}T00:00:00Z`)
  const total = options.cases
  const pairs = Math.min(options.pairs, Math.floor(total / 2))
  const secondEventRate = options.secondEventRate ?? 0.003
  const originals = total - pairs
  // Which originals get a duplicate: spread evenly at random.
  const dupOf = new Set<number>()
  while (dupOf.size < pairs) dupOf.add(r.int(0, originals - 1))

  // Recent patients, who may report a second, different event.
  const recent: Array<{ readonly facts: Facts; readonly index: number; patient: number | null }> = []
  let index = 0
  let cluster = 0
  let patientId = 0
  for (let i = 0; i < originals; i++) {
    const day = Math.floor((span * (i + r.next())) / originals)
    const inicio = isoDay(start + day * MS_PER_DAY)
    const earlier = recent.length > 0 && r.chance(secondEventRate) ? r.pick(recent) : undefined
    const facts = newFacts(r, inicio, earlier?.facts)
    let patient: number | null = null
    if (earlier !== undefined) {
      // The earlier report was already yielded: `patientOf` names it.
      earlier.patient ??= ++patientId
      patient = earlier.patient
    }
    const first = original(r, facts)
    const id = dupOf.has(i) ? ++cluster : null
    const entry = { facts, index, patient }
    recent.push(entry)
    if (recent.length > 3000) recent.shift()
    const notificador = reporter(r)
    yield {
      row: toRow(r, facts, first, notificador, r.pick(["web_form", "web_form", "email", "whatsapp"])),
      cluster: id,
      kind: null,
      patient,
      patientOf: earlier?.index ?? null
    }
    index++
    if (id !== null) {
      const kind = r.pick(["segundo_reportante", "segundo_reportante", "segundo_reportante", "seguimiento", "seguimiento", "reenvio"] as const)
      const second = duplicate(r, facts, first, kind)
      yield {
        row: toRow(r, facts, second, kind === "segundo_reportante" ? reporter(r) : notificador, kind === "reenvio" ? "email" : "web_form"),
        cluster: id,
        kind,
        patient: null,
        patientOf: null
      }
      index++
    }
  }
}

/** Generates the whole data set in memory, with the planted pairs as indexes. */
export const generate = (options: DupGenOptions): DupDataSet => {
  const cases: Array<GeneratedDupCase> = []
  const byCluster = new Map<number, number>()
  const pairs: Array<readonly [number, number]> = []
  for (const c of stream(options)) {
    if (c.cluster !== null) {
      const first = byCluster.get(c.cluster)
      if (first === undefined) byCluster.set(c.cluster, cases.length)
      else pairs.push([first, cases.length])
    }
    cases.push(c)
  }
  return { cases, pairs }
}
