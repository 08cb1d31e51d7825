/**
 * Word lists of the committee generator (lib/dupCommittee.ts): southern-Andean names with the
 * spellings a Quechua surname takes in different registers, the drugs a health post or a botica
 * dispenses (generic with dose and form, the botica's brand), reactions in lay, technician and
 * clinical words, and the abbreviations technicians type. Written from general knowledge of Peruvian
 * primary care, not from any other generator.
 */

/** A surname and the ways it is written (first: as the DNI writes it). */
export const SURNAMES: ReadonlyArray<ReadonlyArray<string>> = [
  ["Quispe", "Quispi", "Kispe", "Qispe"], ["Huaman", "Guaman", "Waman"], ["Mamani", "Mamany"],
  ["Condori", "Kondori", "Condory"], ["Ccori", "Qori", "Cori", "Kori"], ["Huillca", "Willka", "Huilca"],
  ["Ttito", "Tito"], ["Cusi", "Kusi", "Ccusi"], ["Yupanqui", "Yupanki"], ["Choque", "Choqe", "Chuqui"],
  ["Ccama", "Qama", "Cama"], ["Huanca", "Wanka", "Guanca"], ["Apaza", "Apasa"], ["Ccahuana", "Qawana", "Cahuana"],
  ["Hancco", "Janqo", "Hanco"], ["Sutta", "Suta"], ["Puma"], ["Sonco", "Sonqo", "Soncco"], ["Chura"],
  ["Pari", "Phari"], ["Layme", "Laime"], ["Huarca", "Warka"], ["Colque", "Qolque", "Kolke"], ["Ccallo", "Qallo", "Callo"],
  ["Torres"], ["Flores"], ["Gutierrez", "Gutierres"], ["Rojas"], ["Vargas"], ["Chavez", "Chaves"], ["Ramos"],
  ["Mendoza"], ["Huallpa", "Wallpa", "Gualpa"], ["Ccoa", "Qoa", "Coa"], ["Taipe", "Taype"], ["Yucra", "Yukra"],
  ["Chambi", "Chambe"], ["Anccasi", "Ancasi"], ["Tupa", "Thupa"], ["Alvarez", "Albarez"]
]

/** First names and their spellings (a clerk hears `Yeny`, the DNI says `Jenny`). */
export const FEMALE: ReadonlyArray<ReadonlyArray<string>> = [
  ["Maria"], ["Rosa"], ["Juana"], ["Luz"], ["Jenny", "Yeny", "Yenny"], ["Ruth", "Rut"], ["Elizabeth", "Elisabet"],
  ["Nilda"], ["Sonia"], ["Flor"], ["Jessica", "Yessica", "Yesica"], ["Marleni", "Marleny"], ["Lucia"], ["Hilda", "Ilda"],
  ["Vilma", "Bilma"], ["Yolanda"], ["Nancy", "Nanci"], ["Edith", "Edit"], ["Sayuri"], ["Milagros"],
  ["Nayeli", "Naiely"], ["Kiara", "Quiara"], ["Teodora"], ["Celestina"]
]
/** @see FEMALE */
export const MALE: ReadonlyArray<ReadonlyArray<string>> = [
  ["Juan"], ["Jose"], ["Luis"], ["Carlos"], ["Wilber", "Wilbert", "Vilber"], ["Edwin", "Edwuin"], ["Fredy", "Freddy"],
  ["Percy"], ["Hilario", "Ilario"], ["Teodoro"], ["Nestor"], ["Alex", "Aleks"], ["Johnny", "Yony", "Jhony"],
  ["Wilfredo", "Vilfredo"], ["Rolando"], ["Hector", "Ector"], ["Yuri"], ["Rusbel", "Rusbell"], ["Inti"], ["Amaru"],
  ["Jhon", "John", "Yon"], ["Dayiro"], ["Efrain"], ["Justo"], ["Cirilo"]
]

/** A drug as a health post or a botica names it. */
export interface Drug {
  /** Generic name. */ readonly g: string
  /** What a technician types. */ readonly short: string
  readonly dose: string
  readonly form: string
  /** Brands a botica sells it under (empty: a programme drug, no brand). */ readonly brands: ReadonlyArray<string>
  readonly via: string
  readonly freq: string
  /** A registration number, on the botica's box. */ readonly rs: string
  /** How a patient calls it on the phone. */ readonly lay: string
}

const d = (g: string, short: string, dose: string, form: string, brands: ReadonlyArray<string>, via: string, freq: string, rs: string, lay: string): Drug =>
  ({ g, short, dose, form, brands, via, freq, rs, lay })

/** Drugs by key. */
export const DRUGS = {
  amox: d("amoxicilina", "amoxi", "500", "caps", ["Amoxil", "Amoxidal"], "VO", "c/8h", "EN-01842", "la amoxicilina"),
  amoxS: d("amoxicilina", "amoxi", "250mg/5ml", "susp", ["Amoxil"], "VO", "5ml c/8h", "EN-01851", "el jarabe de amoxicilina"),
  ibu: d("ibuprofeno", "ibupro", "400", "tab", ["Motrin", "Advil"], "VO", "c/8h", "EN-03317", "las pastillas para el dolor"),
  napro: d("naproxeno sodico", "naprox", "550", "tab", ["Apronax", "Naprodol"], "VO", "c/12h", "EE-00472", "el apronax"),
  para: d("paracetamol", "paracet", "500", "tab", ["Panadol", "Tempra"], "VO", "c/8h", "EN-02209", "el paracetamol"),
  paraS: d("paracetamol", "paracet", "120mg/5ml", "jbe", ["Panadol Ninos", "Tempra"], "VO", "5ml c/6h", "EN-02214", "el jarabe para la fiebre"),
  metam: d("metamizol sodico", "metamizol", "1g", "amp", ["Antalgina"], "IM", "stat", "EN-04410", "una inyeccion para el dolor"),
  diclo: d("diclofenaco sodico", "diclo", "75mg", "amp", ["Voltaren", "Dolo Tiaminal"], "IM", "stat", "EE-01188", "la inyeccion de diclofenaco"),
  mefe: d("acido mefenamico", "ac mefenamico", "500", "tab", ["Ponstan"], "VO", "c/8h", "EE-00931", "el ponstan"),
  cotri: d("sulfametoxazol + trimetoprima", "cotrimoxazol", "800/160", "tab", ["Bactrim", "Bactrim Forte"], "VO", "c/12h", "EE-02765", "el bactrim"),
  metro: d("metronidazol", "metronid", "500", "tab", ["Flagyl"], "VO", "c/8h", "EN-00367", "el metronidazol"),
  cefa: d("cefalexina", "cefalex", "500", "caps", ["Keflex"], "VO", "c/6h", "EN-05102", "las capsulas de cefalexina"),
  cipro: d("ciprofloxacino", "cipro", "500", "tab", ["Ciproxina"], "VO", "c/12h", "EN-02990", "el ciprofloxacino"),
  azi: d("azitromicina", "azitro", "500", "tab", ["Zitromax"], "VO", "c/24h", "EE-03344", "la azitromicina"),
  clorf: d("clorfenamina maleato", "clorfenam", "4", "tab", ["Clorotrimeton"], "VO", "c/8h", "EN-00915", "la clorfenamina"),
  lora: d("loratadina", "lorat", "10", "tab", ["Clarityne"], "VO", "c/24h", "EE-04101", "la loratadina"),
  dexa: d("dexametasona", "dexa", "4mg", "amp", ["Decadron"], "IM", "stat", "EE-00266", "una inyeccion de dexametasona"),
  alben: d("albendazol", "albendaz", "400", "tab", ["Zentel"], "VO", "dosis unica", "EE-00588", "la pastilla para los parasitos"),
  mebe: d("mebendazol", "mebendaz", "100", "tab", ["Vermox"], "VO", "c/12h x3d", "EE-00712", "el vermox"),
  metf: d("metformina", "metform", "850", "tab", ["Glucophage"], "VO", "c/12h", "EE-01476", "la metformina"),
  glib: d("glibenclamida", "glibencl", "5", "tab", ["Daonil"], "VO", "c/24h", "EN-00833", "la glibenclamida"),
  enal: d("enalapril maleato", "enalap", "10", "tab", ["Renitec"], "VO", "c/12h", "EN-01320", "la pastilla de la presion"),
  losa: d("losartan potasico", "losartan", "50", "tab", ["Cozaar"], "VO", "c/24h", "EE-02117", "el losartan"),
  iso: d("isoniazida", "INH", "300", "tab", [], "VO", "c/24h", "EN-00021", "las pastillas de la tbc"),
  rif: d("rifampicina", "RIF", "300", "caps", [], "VO", "c/24h", "EN-00022", "las capsulas rojas de la tbc"),
  pira: d("pirazinamida", "PZA", "500", "tab", [], "VO", "c/24h", "EN-00023", "las pastillas grandes"),
  etam: d("etambutol", "ETB", "400", "tab", [], "VO", "c/24h", "EN-00024", "el etambutol"),
  ferro: d("sulfato ferroso", "sulf ferroso", "75mg/5ml", "jbe", ["Fer-In-Sol"], "VO", "c/24h", "EN-00150", "las gotitas de hierro"),
  omep: d("omeprazol", "omep", "20", "caps", ["Losec"], "VO", "c/24h", "EE-01999", "el omeprazol"),
  hios: d("hioscina butilbromuro", "hioscina", "10", "tab", ["Buscapina"], "VO", "c/8h", "EE-00310", "la buscapina"),
  ceftri: d("ceftriaxona", "ceftriax", "1g", "amp", ["Rocephin"], "IM", "c/24h", "EE-02444", "las inyecciones de ceftriaxona"),
  peni: d("penicilina g benzatinica", "peni benzat", "1200000 UI", "amp", ["Benzetacil"], "IM", "stat", "EE-00105", "la benzetacil"),
  vph: d("vacuna contra el virus del papiloma humano", "VPH", "0.5ml", "iny", ["Gardasil"], "IM", "dosis unica", "BE-00987", "la vacuna del colegio"),
  flu: d("vacuna contra la influenza", "influenza", "0.5ml", "iny", ["Vaxigrip"], "IM", "dosis unica", "BE-01002", "la vacuna de la gripe")
} as const satisfies Record<string, Drug>

/** A drug key. */
export type DrugKey = keyof typeof DRUGS

/** Treatments as they are prescribed together (the polypharmacy a report lists). */
export const SCENARIOS: ReadonlyArray<{ readonly drugs: ReadonlyArray<DrugKey>; readonly child: boolean; readonly reactions: ReadonlyArray<ReactionKey> }> = [
  { drugs: ["amoxS", "paraS", "clorf"], child: true, reactions: ["rash", "vomitos", "urticaria"] },
  { drugs: ["ferro"], child: true, reactions: ["estrenimiento", "vomitos", "dolor_abd"] },
  { drugs: ["alben", "metro"], child: true, reactions: ["dolor_abd", "vomitos", "rash"] },
  { drugs: ["amox", "ibu", "clorf"], child: false, reactions: ["rash", "urticaria", "angioedema", "dolor_abd"] },
  { drugs: ["napro", "amox"], child: false, reactions: ["angioedema", "epigastralgia", "rash"] },
  { drugs: ["metam", "dexa", "clorf"], child: false, reactions: ["anafilaxia", "hipotension", "rash"] },
  { drugs: ["diclo", "mefe"], child: false, reactions: ["epigastralgia", "angioedema", "urticaria"] },
  { drugs: ["cotri", "para"], child: false, reactions: ["sjs", "rash", "vomitos"] },
  { drugs: ["iso", "rif", "pira", "etam"], child: false, reactions: ["ictericia", "vomitos", "rash", "artralgia"] },
  { drugs: ["metf", "glib", "enal"], child: false, reactions: ["hipoglicemia", "tos", "diarrea"] },
  { drugs: ["losa", "metf"], child: false, reactions: ["mareo", "diarrea"] },
  { drugs: ["cipro", "omep"], child: false, reactions: ["mareo", "tendinitis", "diarrea"] },
  { drugs: ["azi", "para", "lora"], child: false, reactions: ["diarrea", "dolor_abd", "rash"] },
  { drugs: ["ceftri", "metro", "hios"], child: false, reactions: ["anafilaxia", "flebitis", "rash"] },
  { drugs: ["peni"], child: false, reactions: ["anafilaxia", "urticaria", "dolor_sitio"] },
  { drugs: ["cefa", "ibu"], child: false, reactions: ["diarrea", "rash"] },
  { drugs: ["mebe"], child: true, reactions: ["dolor_abd", "diarrea"] },
  { drugs: ["flu"], child: false, reactions: ["fiebre", "dolor_sitio", "cefalea"] }
]

/** A reaction key. */
export type ReactionKey =
  | "rash" | "urticaria" | "angioedema" | "vomitos" | "dolor_abd" | "estrenimiento" | "epigastralgia" | "anafilaxia"
  | "hipotension" | "sjs" | "ictericia" | "artralgia" | "hipoglicemia" | "tos" | "diarrea" | "mareo" | "tendinitis"
  | "flebitis" | "dolor_sitio" | "fiebre" | "cefalea" | "sincope"

/** A reaction in the words of a patient on the phone, a technician, and a hospital physician. */
export const REACTIONS: Record<ReactionKey, { readonly lay: ReadonlyArray<string>; readonly tec: ReadonlyArray<string>; readonly clin: ReadonlyArray<string> }> = {
  rash: { lay: ["le salieron manchas rojas en todo el cuerpo", "tiene granitos que pican"], tec: ["rash generalizado", "erupcion en piel con prurito", "lesiones eritematosas"], clin: ["exantema maculopapular generalizado pruriginoso", "rash eritematoso en tronco y extremidades"] },
  urticaria: { lay: ["ronchas que pican mucho", "le salio alergia con ronchas"], tec: ["ronchas y picazon", "urticaria"], clin: ["urticaria generalizada", "habones en tronco y miembros"] },
  angioedema: { lay: ["se le hincharon los labios y los ojos", "la cara hinchada"], tec: ["hinchazon de labios y parpados", "edema facial"], clin: ["angioedema labial y palpebral", "edema de labios y parpados sin compromiso de via aerea"] },
  vomitos: { lay: ["vomita todo lo que come", "esta vomitando"], tec: ["vomitos x3", "nauseas y vomitos"], clin: ["vomitos persistentes con signos de deshidratacion leve", "emesis en numero de 5"] },
  dolor_abd: { lay: ["le duele la barriga", "dolor de estomago fuerte"], tec: ["dolor abd tipo colico", "dolor de barriga"], clin: ["dolor abdominal difuso tipo colico", "abdomen doloroso a la palpacion profunda"] },
  estrenimiento: { lay: ["no puede hacer su deposicion", "esta estrenido"], tec: ["estrenimiento", "heces oscuras y duras"], clin: ["estrenimiento y heces negruzcas", "constipacion de 4 dias"] },
  epigastralgia: { lay: ["ardor en la boca del estomago", "dolor en el estomago"], tec: ["epigastralgia", "dolor en epigastrio"], clin: ["epigastralgia intensa, descartar gastropatia por AINE", "dolor epigastrico urente"] },
  anafilaxia: { lay: ["se puso morado y no podia respirar", "se desmayo y se hincho"], tec: ["dificultad para respirar e hinchazon", "reaccion alergica severa"], clin: ["reaccion anafilactica con broncoespasmo", "anafilaxia: disnea, sibilantes, PA 80/50"] },
  hipotension: { lay: ["se puso palido y se mareo", "casi se desmaya"], tec: ["baja de presion", "hipotension y sudoracion"], clin: ["hipotension arterial PA 85/50", "hipotension con piel fria"] },
  sjs: { lay: ["le salieron ampollas en la boca y la piel", "se le pela la piel"], tec: ["ampollas en boca y piel", "lesiones ampollosas"], clin: ["sindrome de stevens johnson", "lesiones ampollosas en mucosa oral y conjuntival"] },
  ictericia: { lay: ["tiene los ojos amarillos", "esta amarillo y sin apetito"], tec: ["ictericia", "coloracion amarilla de piel"], clin: ["hepatitis inducida por farmacos, TGO 320 TGP 410", "ictericia con transaminasas elevadas"] },
  artralgia: { lay: ["le duelen las articulaciones", "dolor de rodillas"], tec: ["dolor articular", "artralgias"], clin: ["artralgias en rodillas, acido urico elevado", "poliartralgia"] },
  hipoglicemia: { lay: ["temblaba y sudaba frio", "se desmayo de debilidad"], tec: ["temblor y sudoracion, glucosa baja", "hipoglicemia"], clin: ["hipoglicemia glucosa 42 mg/dl", "hipoglicemia sintomatica"] },
  tos: { lay: ["tos seca que no para", "tos de noche"], tec: ["tos seca persistente", "tos seca"], clin: ["tos seca no productiva atribuida a IECA", "tos persistente sin fiebre"] },
  diarrea: { lay: ["tiene diarrea", "esta con el estomago suelto"], tec: ["deposiciones liquidas x4", "diarrea"], clin: ["enfermedad diarreica aguda sin sangre", "deposiciones liquidas 6 al dia"] },
  mareo: { lay: ["se marea mucho", "todo le da vueltas"], tec: ["mareos", "vertigo"], clin: ["sindrome vertiginoso", "mareo y ortostatismo"] },
  tendinitis: { lay: ["le duele el talon al caminar", "dolor en la pierna"], tec: ["dolor en tendon de aquiles", "tendinitis"], clin: ["tendinopatia aquilea", "tendinitis del tendon de aquiles"] },
  flebitis: { lay: ["el brazo hinchado donde le pusieron", "le duele la vena"], tec: ["flebitis en zona de via", "brazo rojo e hinchado"], clin: ["flebitis en miembro superior", "tromboflebitis superficial"] },
  dolor_sitio: { lay: ["el brazo le duele y esta hinchado", "bolita en el brazo"], tec: ["dolor e hinchazon en zona de inyeccion", "induracion en sitio de aplicacion"], clin: ["reaccion local en sitio de inyeccion con induracion de 4 cm", "celulitis en sitio de aplicacion"] },
  fiebre: { lay: ["fiebre alta toda la noche", "esta con calentura"], tec: ["fiebre T 38.5", "alza termica"], clin: ["fiebre de 39 grados", "hipertermia post vacunal"] },
  cefalea: { lay: ["fuerte dolor de cabeza", "le duele la cabeza"], tec: ["cefalea", "dolor de cabeza intenso"], clin: ["cefalea holocraneana intensa", "cefalea sin signos de alarma"] },
  sincope: { lay: ["se desmayo en el colegio", "se cayo desmayada"], tec: ["desmayo", "sincope"], clin: ["sincope vasovagal", "perdida de conciencia breve"] }
}

/** Abbreviations a technician types, by the word they stand for. */
export const ABBREVIATIONS: Record<string, ReadonlyArray<string>> = {
  paciente: ["pcte", "pac", "pte"], presenta: ["pta", "prsnta", "presnta"], despues: ["dsp", "desp"], con: ["c/"],
  sin: ["s/"], tratamiento: ["tto", "tx"], medicamento: ["mdto", "med"], horas: ["hrs", "h"], dias: ["d", "ds"],
  refiere: ["ref", "refie"], aproximadamente: ["aprox"], hospital: ["hosp"], emergencia: ["emerg", "emg"],
  por: ["x"], que: ["q"], tomar: ["tmr"], luego: ["lgo"], madre: ["mama", "mdre"], anos: ["a", "as"], meses: ["m", "ms"],
  establecimiento: ["EESS", "estab"], puesto: ["PS", "P.S."], salud: ["S", "sld"], administra: ["adm", "admin"],
  indica: ["ind"], suspende: ["susp", "suspnde"], evoluciona: ["evol"], favorablemente: ["fav", "favorab"],
  diagnostico: ["dx"], inyeccion: ["iny"], tableta: ["tab"], referido: ["ref", "referdo"], fiebre: ["fbre"]
}

/** Districts with their health posts and boticas; a hospital per province. */
export const PROVINCES: ReadonlyArray<{ readonly hospital: string; readonly districts: ReadonlyArray<string> }> = [
  { hospital: "Hospital Regional del Cusco", districts: ["San Jeronimo", "Saylla", "Poroy", "Ccorca"] },
  { hospital: "Hospital Antonio Lorena", districts: ["Santiago", "Huanoquite", "Ccatca"] },
  { hospital: "Hospital de Quillabamba", districts: ["Santa Ana", "Echarati", "Maranura", "Huayopata"] },
  { hospital: "Hospital de Sicuani", districts: ["Sicuani", "Combapata", "Checacupe", "Pitumarca", "Marangani"] },
  { hospital: "Hospital de Espinar", districts: ["Yauri", "Pallpata", "Coporaque", "Suyckutambo"] },
  { hospital: "Hospital Santo Tomas", districts: ["Chumbivilcas", "Colquemarca", "Livitaca", "Velille"] },
  { hospital: "Hospital de Urubamba", districts: ["Urubamba", "Ollantaytambo", "Chinchero", "Maras", "Yucay"] },
  { hospital: "Hospital de Anta", districts: ["Anta", "Zurite", "Limatambo", "Mollepata", "Pucyura"] }
]

/** Words of a health post's name, and of a botica's. */
export const POST_KINDS = ["P.S.", "C.S.", "Puesto de Salud", "Centro de Salud"] as const
/** @see POST_KINDS */
export const BOTICA_NAMES = ["Botica San Judas Tadeo", "Botica Santa Rosa", "Botica El Senor de Huanca", "Botica Farmasalud", "Botica Virgen del Carmen", "Botica Inkafarma", "Botica Mifarma", "Botica San Martin de Porres", "Botica La Economica", "Botica Qori Inti"] as const
/** Reporters' occupations at each place. */
export const STAFF = {
  post: ["Tec. Enf.", "Lic. Enf.", "Obst.", "Tec. Farm."], hospital: ["Dr.", "Dra.", "Q.F.", "MR"], botica: ["Q.F.", "Tec. Farm."], crfv: ["Tec. CRFV", "Tec. Farm. CRFV"]
} as const
