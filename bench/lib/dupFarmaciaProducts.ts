/**
 * What a pharmacy chain's counters sell and what customers come back with, for the pharmacy
 * generator (`dup:quality --generator farmacia`): OTC and over-the-counter-in-practice products
 * by commercial name and generic, with their packs as receipts print them, their laboratories and
 * lots, and the reactions customers describe in their own words and the pharmacist in hers.
 */

/** One product on the shelf: a brand (or a generic's label) of one active ingredient or combination. */
export interface Shelf {
  readonly key: string
  /** The active ingredients, as the PV unit writes them. */
  readonly generic: string
  /** The commercial name on the receipt ("" for a plain generic). */
  readonly brand: string
  /** How customers misspell or shorten it in a chat. */
  readonly said: ReadonlyArray<string>
  readonly strength: string
  /** The pack as the receipt prints it. */
  readonly pack: string
  readonly form: "tabletas" | "cápsulas" | "jarabe" | "suspensión" | "gotas" | "inyectable" | "sobres" | "crema"
  readonly route: "oral" | "intramuscular" | "tópica"
  readonly lab: string
  /** The sanitary registration (EN national, EE imported, NG generic). */
  readonly rs: string
  /** For children (syrups, drops, suspensions). */
  readonly kids: boolean
  /** Sold "only with prescription" on paper. */
  readonly rx: boolean
  /** How a customer takes it ("1 tab c/8h"). */
  readonly posology: ReadonlyArray<string>
  /** Why people buy it. */
  readonly uses: ReadonlyArray<string>
  /** Keys of reactions it typically causes, most frequent first. */
  readonly reacts: ReadonlyArray<string>
  /** Relative sales. */
  readonly weight: number
}

const S = (
  key: string, generic: string, brand: string, said: ReadonlyArray<string>, strength: string, pack: string, form: Shelf["form"], route: Shelf["route"],
  lab: string, rs: string, kids: boolean, rx: boolean, posology: ReadonlyArray<string>, uses: ReadonlyArray<string>, reacts: ReadonlyArray<string>, weight: number
): Shelf => ({ key, generic, brand, said, strength, pack, form, route, lab, rs, kids, rx, posology, uses, reacts, weight })

/** The chain's shelf: adult and children's products; the first sell most. */
export const SHELF: ReadonlyArray<Shelf> = [
  S("gripalin", "paracetamol + clorfenamina + fenilefrina", "Gripalín Forte", ["gripalin", "gripalin forte", "las pastillas pa la gripe", "gripalin fuerte"], "500/4/10 mg", "TAB X 100", "tabletas", "oral", "Laboratorios Andinos", "EN-04417", false, false, ["1 tab c/8h", "1 tableta cada 8 horas", "2 tab al día"], ["resfrío", "gripe", "congestión nasal"], ["somnolencia", "palpitaciones", "ronchas", "boca_seca", "nauseas"], 14),
  S("paracetamol", "paracetamol", "", ["paracetamol", "paracetamo", "parasetamol", "paracetamol generico"], "500 mg", "TAB X 100 GENERICO", "tabletas", "oral", "Genéricos del Perú", "NG-2210", false, false, ["1 tab c/6h", "1 tableta cada 8 horas", "2 tab si hay dolor"], ["fiebre", "dolor de cabeza", "dolor de muelas"], ["ronchas", "picazon", "nauseas", "dolor_estomago"], 12),
  S("amoxidal", "amoxicilina", "Amoxidal", ["amoxidal", "amoxicilina", "amoxisilina", "amoxi"], "500 mg", "CAP X 100", "cápsulas", "oral", "Farmindustria Norte", "EN-02981", false, true, ["1 cap c/8h x 7 días", "1 cápsula cada 8 horas", "1 cap c/8h x 5 días"], ["dolor de garganta", "infección de muela", "tos con flema"], ["ronchas", "sarpullido", "diarrea", "picazon", "hinchazon"], 11),
  S("ibudol", "ibuprofeno", "Ibudol", ["ibudol", "ibuprofeno", "ibupofeno", "ibu"], "400 mg", "TAB RECUB X 50", "tabletas", "oral", "Laboratorios Andinos", "EN-03310", false, false, ["1 tab c/8h", "1 tableta después de comer", "1 tab c/12h"], ["dolor de espalda", "dolor menstrual", "dolor de muelas"], ["dolor_estomago", "acidez", "hinchazon", "ronchas", "heces_negras"], 9),
  S("naproxsod", "naproxeno sódico", "Naprosódic", ["naprosodic", "naproxeno", "naproseno", "la pastilla azul pal dolor"], "550 mg", "TAB X 60", "tabletas", "oral", "Medilab", "EN-05102", false, false, ["1 tab c/12h", "1 tableta cada 12 horas"], ["dolor de rodilla", "dolor menstrual", "lumbalgia"], ["dolor_estomago", "acidez", "heces_negras", "hinchazon", "mareos"], 7),
  S("pedianal", "paracetamol", "Pedianal", ["pedianal", "pediannal", "jarabe de paracetamol", "paracetamol jarabe"], "120 mg/5 mL", "JBE X 60 ML", "jarabe", "oral", "Medilab", "EN-01876", true, false, ["5 mL c/6h", "1 cucharadita cada 6 horas", "7.5 mL c/8h"], ["fiebre", "dolor de oído", "vacuna"], ["ronchas", "vomitos", "picazon"], 7),
  S("amoxisusp", "amoxicilina", "Amoxidal Pediátrico", ["amoxidal jarabe", "amoxicilina jarabe", "amoxisilina en suspension", "el antibiotico del bebe"], "250 mg/5 mL", "SUSP X 60 ML", "suspensión", "oral", "Farmindustria Norte", "EN-02982", true, true, ["5 mL c/8h x 7 días", "1 cucharadita cada 8 horas", "7 mL c/12h"], ["faringitis", "otitis", "bronquitis"], ["sarpullido", "ronchas", "diarrea", "vomitos", "hinchazon"], 6),
  S("azitrocin", "azitromicina", "Azitrocín", ["azitrocin", "azitromicina", "asitromicina", "azitro"], "500 mg", "TAB X 3", "tabletas", "oral", "Quimfar", "EE-06631", false, true, ["1 tab al día x 3 días", "1 tableta diaria por 3 días"], ["amigdalitis", "tos", "infección"], ["diarrea", "dolor_estomago", "nauseas", "palpitaciones", "ronchas"], 6),
  S("dolotiamin", "diclofenaco + tiamina + piridoxina + cianocobalamina", "Dolo-Tiamín", ["dolotiamin", "dolo tiamin", "la inyeccion pal dolor", "diclofenaco con vitaminas"], "75 mg/100 mg/100 mg/1 mg", "AMP X 3 ML + DILUYENTE", "inyectable", "intramuscular", "Medilab", "EN-05520", false, true, ["1 amp IM stat", "1 ampolla intramuscular", "1 amp IM diaria x 3"], ["lumbalgia", "dolor de cintura", "ciática"], ["dolor_inyeccion", "absceso", "desmayo", "ronchas", "hinchazon"], 5),
  S("metadol", "metamizol sódico", "Metadol", ["metadol", "metamizol", "metamisol", "dipirona"], "1 g/2 mL", "AMP X 2 ML", "inyectable", "intramuscular", "Quimfar", "EN-00912", false, true, ["1 amp IM", "1 ampolla intramuscular stat"], ["fiebre alta", "cólico", "dolor fuerte"], ["desmayo", "ronchas", "hinchazon", "dolor_inyeccion"], 4),
  S("clorfena", "clorfenamina maleato", "", ["clorfenamina", "clorfenamina maleato", "clorfenamida", "clorfenamina generica"], "4 mg", "TAB X 100 GENERICO", "tabletas", "oral", "Genéricos del Perú", "NG-1147", false, false, ["1 tab c/8h", "1 tableta en la noche"], ["alergia", "picazón", "rinitis"], ["somnolencia", "boca_seca", "mareos"], 4),
  S("loratin", "loratadina", "Loratín", ["loratin", "loratadina", "loratadina generica"], "10 mg", "TAB X 10", "tabletas", "oral", "Quimfar", "EN-03855", false, false, ["1 tab al día", "1 tableta diaria"], ["alergia", "rinitis", "ronchas"], ["somnolencia", "dolor_cabeza", "boca_seca"], 3),
  S("postday", "levonorgestrel", "Postday", ["postday", "post day", "la pastilla del dia siguiente", "levonorgestrel"], "1.5 mg", "TAB X 1", "tabletas", "oral", "Femlab", "EE-07218", false, false, ["1 tab dosis única", "1 tableta única"], ["anticoncepción de emergencia"], ["sangrado", "nauseas", "dolor_estomago", "dolor_cabeza", "mareos"], 4),
  S("ciprotab", "ciprofloxacino", "Ciprotab", ["ciprotab", "ciprofloxacino", "siprofloxacino", "cipro"], "500 mg", "TAB X 10", "tabletas", "oral", "Farmindustria Norte", "EN-04039", false, true, ["1 tab c/12h x 5 días", "1 tableta cada 12 horas"], ["infección urinaria", "diarrea", "ardor al orinar"], ["nauseas", "mareos", "dolor_tendon", "quemadura_sol", "ronchas"], 4),
  S("buscasol", "hioscina butilbromuro + metamizol", "Buscasol Compuesto", ["buscasol", "buscasol compuesto", "buscasol compositum", "las pastillas pal colico"], "10 mg/500 mg", "TAB X 20", "tabletas", "oral", "Laboratorios Andinos", "EN-02276", false, false, ["1 tab c/8h", "2 tab de golpe"], ["cólico", "dolor de barriga", "dolor menstrual"], ["boca_seca", "palpitaciones", "ronchas", "mareos"], 4),
  S("albenzol", "albendazol", "Albenzol", ["albenzol", "albendazol", "albendasol", "las pastillas pa los parasitos"], "400 mg", "TAB X 1", "tabletas", "oral", "Genéricos del Perú", "EN-01450", false, false, ["1 tab dosis única", "1 tableta única"], ["desparasitación", "parásitos"], ["dolor_estomago", "nauseas", "ronchas", "dolor_cabeza"], 3),
  S("nitazox", "nitazoxanida", "Nitazox", ["nitazox", "nitazoxanida", "nitasoxanida"], "100 mg/5 mL", "SUSP X 30 ML", "suspensión", "oral", "Quimfar", "EN-06112", true, false, ["5 mL c/12h x 3 días", "1 cucharadita cada 12 horas"], ["parásitos", "diarrea"], ["vomitos", "dolor_estomago", "orina_oscura", "ronchas"], 3),
  S("ibugotas", "ibuprofeno", "Ibudol Gotas", ["ibudol gotas", "ibuprofeno gotas", "las gotitas pa la fiebre"], "40 mg/mL", "GTS X 20 ML", "gotas", "oral", "Laboratorios Andinos", "EN-03311", true, false, ["10 gotas c/8h", "15 gotas cada 8 horas"], ["fiebre", "dentición", "dolor de oído"], ["vomitos", "ronchas", "hinchazon", "dolor_estomago"], 3),
  S("cotrim", "sulfametoxazol + trimetoprima", "Cotrimsan Forte", ["cotrimsan", "cotrimoxazol", "sulfa", "bactrin"], "800/160 mg", "TAB X 20", "tabletas", "oral", "Medilab", "EN-00733", false, true, ["1 tab c/12h x 5 días", "1 tableta cada 12 horas"], ["infección urinaria", "diarrea"], ["sarpullido", "ronchas", "ampollas", "fiebre", "nauseas"], 3),
  S("omepra", "omeprazol", "", ["omeprazol", "omeprasol", "omeprazol generico"], "20 mg", "CAP X 100 GENERICO", "cápsulas", "oral", "Genéricos del Perú", "NG-3092", false, false, ["1 cap en ayunas", "1 cápsula antes del desayuno"], ["gastritis", "acidez"], ["dolor_cabeza", "diarrea", "ronchas"], 3),
  S("dextromuc", "dextrometorfano + guaifenesina", "Tosfín", ["tosfin", "tos fin", "el jarabe pa la tos", "dextrometorfano"], "15/100 mg/5 mL", "JBE X 120 ML", "jarabe", "oral", "Femlab", "EN-05877", false, false, ["10 mL c/8h", "2 cucharaditas cada 8 horas"], ["tos seca", "tos"], ["somnolencia", "mareos", "nauseas", "vomitos"], 3),
  S("vitaforte", "sildenafilo", "Vigorex", ["vigorex", "sildenafil", "sildenafilo", "la azulita"], "50 mg", "TAB X 2", "tabletas", "oral", "Femlab", "EE-05503", false, true, ["1 tab 1 h antes", "1 tableta"], ["disfunción eréctil"], ["dolor_cabeza", "palpitaciones", "vision_azul", "mareos"], 2),
  S("ketocrem", "ketoconazol", "Ketocrem", ["ketocrem", "ketoconazol", "crema pa los hongos"], "2 %", "CREMA X 20 G", "crema", "tópica", "Medilab", "EN-02590", false, false, ["aplicar 2 veces al día"], ["hongos", "pie de atleta"], ["ardor_piel", "ronchas", "picazon"], 2),
  S("dexacort", "dexametasona", "Dexacort", ["dexacort", "dexametasona", "dexa", "la inyeccion pa la alergia"], "4 mg/mL", "AMP X 2 ML", "inyectable", "intramuscular", "Quimfar", "EN-01209", false, true, ["1 amp IM stat", "1 ampolla intramuscular"], ["alergia", "inflamación", "asma"], ["dolor_inyeccion", "palpitaciones", "insomnio", "absceso"], 2)
]

/** One reaction, as a customer tells it and as the pharmacist or the PV unit writes it. */
export interface Complaint {
  readonly key: string
  /** In the customer's words. */
  readonly lay: ReadonlyArray<string>
  /** In the pharmacist's or the unit's words. */
  readonly tech: ReadonlyArray<string>
  /** How serious it usually is: 0 mild, 1 needs a visit, 2 emergency. */
  readonly grade: 0 | 1 | 2
}

const C = (key: string, lay: ReadonlyArray<string>, tech: ReadonlyArray<string>, grade: 0 | 1 | 2): Complaint => ({ key, lay, tech, grade })

/** The reactions, by key. */
export const COMPLAINTS: ReadonlyMap<string, Complaint> = new Map([
  C("ronchas", ["le salieron ronchas por todo el cuerpo", "se llenó de ronchas", "tiene ronchas rojas en la barriga y los brazos", "le brotaron ronchitas que pican"], ["urticaria generalizada", "lesiones habonosas en tronco y miembros", "urticaria"], 1),
  C("sarpullido", ["le salió un sarpullido", "tiene granitos rojos en todo el cuerpo", "le brotó como sarampión", "se le llenó la piel de puntitos rojos"], ["exantema maculopapular", "rash eritematoso generalizado", "erupción maculopapular"], 1),
  C("picazon", ["le pica todo el cuerpo", "tiene mucha picazón", "se rasca y no para", "comezón en todo el cuerpo"], ["prurito generalizado", "prurito"], 0),
  C("hinchazon", ["se le hincharon los ojos", "se le hinchó la boca", "amaneció con la cara hinchada", "los párpados hinchados"], ["angioedema palpebral", "edema de labios y párpados", "angioedema facial"], 2),
  C("somnolencia", ["le dio mucho sueño", "se quedaba dormido en el trabajo", "andaba como dopado", "no se podía despertar"], ["somnolencia marcada", "sedación", "somnolencia"], 0),
  C("palpitaciones", ["sentía el corazón acelerado", "le latía fuerte el corazón", "taquicardia", "el corazón le saltaba"], ["palpitaciones", "taquicardia", "palpitaciones con ansiedad"], 1),
  C("boca_seca", ["la boca bien seca", "mucha sed y boca seca", "boca pastosa"], ["xerostomía", "sequedad bucal"], 0),
  C("nauseas", ["tenía ganas de vomitar", "náuseas", "se sentía con asco", "el estómago revuelto"], ["náuseas", "náuseas persistentes"], 0),
  C("vomitos", ["vomitó varias veces", "botó todo lo que comía", "vómitos", "arrojó tres veces"], ["vómitos", "vómitos repetidos", "emesis"], 1),
  C("diarrea", ["le dio diarrea", "está con diarrea", "hace deposiciones líquidas", "el estómago suelto"], ["diarrea", "deposiciones líquidas", "diarrea aguda"], 0),
  C("dolor_estomago", ["dolor de estómago", "le duele la barriga", "dolor en la boca del estómago", "cólicos"], ["epigastralgia", "dolor abdominal", "dispepsia"], 0),
  C("acidez", ["mucha acidez", "ardor en el estómago", "agruras"], ["pirosis", "gastritis", "dispepsia"], 0),
  C("heces_negras", ["hizo caca negra", "deposiciones negras como brea", "las heces oscuras"], ["melena", "hemorragia digestiva alta", "sangrado digestivo"], 2),
  C("mareos", ["se mareaba", "mareos al pararse", "todo le daba vueltas", "se sentía mareada"], ["mareos", "vértigo", "inestabilidad"], 0),
  C("dolor_cabeza", ["dolor de cabeza fuerte", "le duele la cabeza", "jaqueca"], ["cefalea", "cefalea intensa"], 0),
  C("sangrado", ["sangrado como regla fuera de fecha", "le vino la regla antes", "manchado"], ["sangrado vaginal irregular", "metrorragia", "spotting"], 0),
  C("dolor_inyeccion", ["le duele mucho donde le pusieron la inyección", "la nalga hinchada y dura donde la inyectaron", "no puede sentarse del dolor de la inyección"], ["dolor e induración en sitio de inyección", "reacción local en zona de aplicación", "dolor en glúteo post inyección"], 0),
  C("absceso", ["le salió un bulto con pus en la nalga", "se le infectó donde la inyectaron", "tiene una bola caliente en la nalga"], ["absceso glúteo post inyección", "absceso en sitio de inyección"], 1),
  C("desmayo", ["se desmayó después de la inyección", "se puso pálido y se cayó", "se le bajó la presión"], ["síncope post inyección", "hipotensión", "lipotimia"], 2),
  C("dolor_tendon", ["le duele el talón al caminar", "dolor detrás del tobillo", "no puede pisar bien"], ["tendinitis aquílea", "tendinopatía"], 1),
  C("quemadura_sol", ["se quemó toda con el sol", "la piel roja como quemada en la cara y brazos"], ["fotosensibilidad", "reacción fototóxica"], 0),
  C("ampollas", ["le salieron ampollas en la boca y la piel", "se le pela la piel con ampollas"], ["lesiones ampollares con compromiso de mucosas", "sospecha de síndrome de Stevens-Johnson"], 2),
  C("fiebre", ["le dio fiebre", "calentura"], ["fiebre", "alza térmica"], 0),
  C("orina_oscura", ["la orina salía amarilla oscura", "orina como té"], ["coloración anormal de la orina", "cromaturia"], 0),
  C("vision_azul", ["veía todo azulado", "veía borroso y azul"], ["alteración de la visión de los colores", "cianopsia"], 0),
  C("ardor_piel", ["le ardía la piel donde se echó la crema", "se puso roja y ardía"], ["dermatitis de contacto", "eritema y ardor local"], 0),
  C("insomnio", ["no podía dormir", "pasó la noche en vela"], ["insomnio"], 0)
].map((c) => [c.key, c] as const))

/** The complaint of `key` (all keys used by the shelf exist). */
export const complaint = (key: string): Complaint => {
  const c = COMPLAINTS.get(key)
  if (c === undefined) throw new Error(`farmacia: no complaint ${key}`)
  return c
}

/** A lot number as the laboratory prints it on the pack. */
export const lotCode = (shelf: Shelf, n: number, year: number): string => {
  const lab = shelf.lab.replace(/[^A-Z]/g, "").slice(0, 2)
  const base = `${(year % 100).toString().padStart(2, "0")}${(n * 7919 % 100000).toString().padStart(5, "0")}`
  return n % 3 === 0 ? `${lab}${base}` : n % 3 === 1 ? `L${base}` : `${base}${String.fromCharCode(65 + (n % 6))}`
}
