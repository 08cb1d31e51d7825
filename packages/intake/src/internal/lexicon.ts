/**
 * Word lists of the extraction rules, folded (lower case, no accents): active ingredients with
 * their English spellings, vaccines, adverse-reaction words, routes, and given names by sex.
 * Catalog products are matched at run time on top of these.
 */

/** Active ingredients (INN, Spanish), folded; the canonical spelling is derived by capitalizing. */
export const INGREDIENTS: ReadonlyArray<string> = [
  // analgesics, anti-inflammatories
  "paracetamol", "ibuprofeno", "naproxeno", "diclofenaco", "ketorolaco", "metamizol", "dipirona", "tramadol", "morfina", "codeina",
  "oxicodona", "fentanilo", "celecoxib", "meloxicam", "piroxicam", "indometacina", "acido acetilsalicilico", "aspirina", "ketoprofeno",
  "dexketoprofeno", "nimesulida", "etoricoxib", "buprenorfina", "metadona", "petidina",
  // antibiotics, antifungals, antivirals, antiparasitics
  "amoxicilina", "ampicilina", "penicilina", "bencilpenicilina", "dicloxacilina", "oxacilina", "cefalexina", "cefazolina", "cefuroxima",
  "ceftriaxona", "cefotaxima", "ceftazidima", "cefepime", "cefadroxilo", "cefixima", "imipenem", "meropenem", "ertapenem",
  "piperacilina", "vancomicina", "linezolid", "clindamicina", "eritromicina", "azitromicina", "claritromicina", "ciprofloxacino",
  "levofloxacino", "moxifloxacino", "norfloxacino", "nitrofurantoina", "cotrimoxazol", "sulfametoxazol", "trimetoprima",
  "metronidazol", "tinidazol", "doxiciclina", "tetraciclina", "gentamicina", "amikacina", "estreptomicina", "colistina", "isoniazida",
  "rifampicina", "pirazinamida", "etambutol", "kanamicina", "capreomicina", "bedaquilina", "fluconazol", "ketoconazol", "itraconazol",
  "voriconazol", "clotrimazol", "nistatina", "terbinafina", "anfotericina", "aciclovir", "valaciclovir", "oseltamivir", "zidovudina",
  "tenofovir", "efavirenz", "lamivudina", "dolutegravir", "abacavir", "nevirapina", "ivermectina", "albendazol", "mebendazol",
  "cloroquina", "hidroxicloroquina", "primaquina", "artesunato", "mefloquina", "nitazoxanida",
  // cardiovascular, anticoagulants
  "enalapril", "captopril", "lisinopril", "losartan", "valsartan", "telmisartan", "irbesartan", "amlodipino", "nifedipino", "diltiazem",
  "verapamilo", "atenolol", "propranolol", "metoprolol", "carvedilol", "bisoprolol", "timolol", "hidroclorotiazida", "furosemida",
  "espironolactona", "clortalidona", "digoxina", "amiodarona", "warfarina", "acenocumarol", "heparina", "enoxaparina", "fondaparinux",
  "apixaban", "rivaroxaban", "dabigatran", "clopidogrel", "atorvastatina", "simvastatina", "rosuvastatina", "pravastatina",
  "gemfibrozilo", "fenofibrato", "nitroglicerina", "isosorbide", "alteplasa", "estreptoquinasa",
  // endocrine
  "metformina", "glibenclamida", "glimepirida", "insulina", "sitagliptina", "empagliflozina", "dapagliflozina", "levotiroxina",
  "metimazol", "prednisona", "prednisolona", "dexametasona", "hidrocortisona", "metilprednisolona", "betametasona",
  // digestive, respiratory, antihistamines
  "omeprazol", "esomeprazol", "pantoprazol", "ranitidina", "metoclopramida", "domperidona", "ondansetron", "loperamida", "salbutamol",
  "budesonida", "beclometasona", "fluticasona", "montelukast", "teofilina", "loratadina", "cetirizina", "clorfenamina",
  "difenhidramina", "hidroxicina", "dimenhidrinato",
  // nervous system
  "sertralina", "fluoxetina", "paroxetina", "escitalopram", "citalopram", "venlafaxina", "amitriptilina", "clomipramina", "imipramina",
  "bupropion", "mirtazapina", "trazodona", "haloperidol", "risperidona", "olanzapina", "quetiapina", "clozapina", "aripiprazol",
  "litio", "carbamazepina", "oxcarbazepina", "fenitoina", "acido valproico", "valproato", "lamotrigina", "levetiracetam",
  "topiramato", "gabapentina", "pregabalina", "fenobarbital", "diazepam", "alprazolam", "clonazepam", "lorazepam", "midazolam",
  "zolpidem", "biperideno", "donepezilo", "memantina", "levodopa",
  // others
  "alopurinol", "colchicina", "febuxostat", "metotrexato", "ciclofosfamida", "cisplatino", "carboplatino", "oxaliplatino",
  "paclitaxel", "docetaxel", "doxorrubicina", "capecitabina", "fluorouracilo", "gemcitabina", "tamoxifeno", "letrozol",
  "anastrozol", "imatinib", "rituximab", "trastuzumab", "bevacizumab", "infliximab", "adalimumab", "etanercept", "hierro sacarosa",
  "sulfato ferroso", "acido folico", "misoprostol", "oxitocina", "medroxiprogesterona", "levonorgestrel", "etinilestradiol",
  "sildenafil", "tamsulosina", "finasterida", "neostigmina", "atropina", "adrenalina", "epinefrina", "noradrenalina", "dopamina",
  "dobutamina", "lidocaina", "bupivacaina", "propofol", "ketamina", "succinilcolina", "rocuronio", "mesalazina", "sulfasalazina",
  "azatioprina", "ciclosporina", "tacrolimus", "micofenolato", "iohexol", "gadolinio", "filgrastim", "hierro", "acetazolamida",
  "isotretinoina", "hioscina", "butilescopolamina", "acido mefenamico", "sumatriptan", "drospirenona", "gliclazida", "atovacuona", "proguanil", "latanoprost", "vitamina k", "fitomenadiona", "cianocobalamina", "triamcinolona", "orlistat",
  "tropicamida", "articaina", "gadobutrol", "paquete globular", "plasma fresco congelado", "crioprecipitado", "albumina humana",
  "inmunoglobulina", "bromhexina", "ambroxol", "eritropoyetina", "nicotina", "peroxido de benzoilo", "donepezilo", "colageno", "biotina", "glucosamina", "moringa", "una de gato"
]

/** English (and a few other) spellings of ingredients, to their Spanish INN. */
export const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  acetaminophen: "paracetamol", ibuprofen: "ibuprofeno", naproxen: "naproxeno", diclofenac: "diclofenaco", metamizole: "metamizol",
  amoxicillin: "amoxicilina", ampicillin: "ampicilina", penicillin: "penicilina", cephalexin: "cefalexina", ceftriaxone: "ceftriaxona",
  vancomycin: "vancomicina", azithromycin: "azitromicina", clarithromycin: "claritromicina", ciprofloxacin: "ciprofloxacino",
  levofloxacin: "levofloxacino", metronidazole: "metronidazol", doxycycline: "doxiciclina", gentamicin: "gentamicina",
  amikacin: "amikacina", isoniazid: "isoniazida", rifampin: "rifampicina", rifampicin: "rifampicina", fluconazole: "fluconazol",
  acyclovir: "aciclovir", warfarin: "warfarina", heparin: "heparina", enoxaparin: "enoxaparina", atorvastatin: "atorvastatina",
  simvastatin: "simvastatina", rosuvastatin: "rosuvastatina", amlodipine: "amlodipino", nifedipine: "nifedipino",
  furosemide: "furosemida", spironolactone: "espironolactona", digoxin: "digoxina", amiodarone: "amiodarona", metformin: "metformina",
  insulin: "insulina", levothyroxine: "levotiroxina", prednisone: "prednisona", dexamethasone: "dexametasona",
  hydrocortisone: "hidrocortisona", omeprazole: "omeprazol", metoclopramide: "metoclopramida", ondansetron: "ondansetron",
  sertraline: "sertralina", fluoxetine: "fluoxetina", clozapine: "clozapina", olanzapine: "olanzapina", quetiapine: "quetiapina",
  carbamazepine: "carbamazepina", phenytoin: "fenitoina", lamotrigine: "lamotrigina", allopurinol: "alopurinol",
  methotrexate: "metotrexato", capecitabine: "capecitabina", epinephrine: "epinefrina", lidocaine: "lidocaina",
  tramadol: "tramadol", morphine: "morfina", apixaban: "apixaban", rivaroxaban: "rivaroxaban", lisinopril: "lisinopril",
  enalapril: "enalapril", losartan: "losartan", timolol: "timolol", paclitaxel: "paclitaxel", clopidogrel: "clopidogrel",
  valproate: "valproato", "valproic acid": "acido valproico", acetazolamide: "acetazolamida", isotretinoin: "isotretinoina",
  "mefenamic acid": "acido mefenamico", iron: "hierro", atovaquone: "atovacuona"
}

/**
 * Brand names common in Peru, folded, to their ingredient: a report often names only the brand
 * ('tomé Panadol Antigripal', 'Apronax 550'). The brand is kept as the product's name.
 */
export const BRANDS: Readonly<Record<string, string>> = {
  panadol: "paracetamol", kitadol: "paracetamol", tylenol: "paracetamol", apronax: "naproxeno", ponstan: "acido mefenamico",
  bactrim: "cotrimoxazol", glucophage: "metformina", voltaren: "diclofenaco", dolofenac: "diclofenaco", amoxil: "amoxicilina",
  augmentin: "amoxicilina", antalgina: "metamizol", buscapina: "hioscina", clorotrimeton: "clorfenamina", zyrtec: "cetirizina",
  clarityne: "loratadina", advil: "ibuprofeno", motrin: "ibuprofeno", ibupirac: "ibuprofeno", ciproxina: "ciprofloxacino",
  flagyl: "metronidazol", losec: "omeprazol", norvasc: "amlodipino", lipitor: "atorvastatina", diovan: "valsartan",
  cozaar: "losartan", lasix: "furosemida", tegretol: "carbamazepina", epamin: "fenitoina", valium: "diazepam",
  rivotril: "clonazepam", xanax: "alprazolam", tramal: "tramadol", xarelto: "rivaroxaban", eliquis: "apixaban",
  plavix: "clopidogrel", eutirox: "levotiroxina", synthroid: "levotiroxina", roaccutane: "isotretinoina", accutane: "isotretinoina",
  diamicron: "gliclazida", yasmin: "drospirenona", dolocordralan: "diclofenaco", nastizol: "clorfenamina",
  malarone: "atovacuona", cytotec: "misoprostol", bisolvon: "bromhexina", mucosolvan: "ambroxol", gravol: "dimenhidrinato",
  janumet: "sitagliptina"
}

/** Words that stay with a brand as part of its name ('Panadol Antigripal', 'Bactrim Forte', 'Glucophage XR'). */
export const BRAND_SUFFIXES = /^\s+(?:antigripal|forte|plus|xr|xl|duo|ultra|compuesto|retard|extra|max|nf|f|d|cd|rapid|emulgel|gel)\b/

/** Qualifiers that stay with an ingredient as part of its name ('penicilina benzatínica', 'insulina glargina'). */
export const QUALIFIERS: ReadonlyArray<string> = [
  "benzatinica", "g sodica", "sodica", "potasica", "procainica", "glargina", "aspart", "lispro", "nph", "detemir", "regular", "cristalina",
  "no fraccionada", "de bajo peso molecular", "sacarosa", "sodico", "clavulanico", "acido clavulanico", "trihidrato", "retard",
  "liberacion prolongada", "pegilado", "liposomal", "depot", "sacarato", "dextrano", "polimaltosado", "ferroso"
]

/** Vaccine names after 'vacuna' / before 'vaccine', folded. */
export const VACCINES: ReadonlyArray<string> = [
  "pentavalente", "hexavalente", "influenza", "antiinfluenza", "covid", "covid-19", "sars-cov-2", "vph", "hpv", "papiloma", "bcg",
  "antiamarilica", "fiebre amarilla", "neumococo", "neumococica", "hepatitis b", "hepatitis a", "sarampion", "spr", "dpt", "dtpa",
  "rotavirus", "polio", "antipolio", "varicela", "antirrabica", "tetanos", "antitetanica", "meningococo", "dengue",
  "pneumococcal", "flu", "hepatitis", "measles", "mmr", "tetanus", "tdap", "yellow fever", "varicella", "shingles", "zoster", "rabies",
  "meningococcal", "ipv", "apo", "hvb", "dt", "sr", "rotavirus", "pfizer", "moderna", "astrazeneca", "sinopharm", "comirnaty",
  "spikevax"
]

/** Vaccine names that name a vaccine on their own in a report about vaccination ('recibió pentavalente, neumococo e IPV'). */
export const VACCINE_WORDS: ReadonlyArray<string> = [
  "pentavalente", "hexavalente", "neumococo", "neumococica", "ipv", "apo", "spr", "dpt", "dtpa", "bcg", "hvb", "rotavirus",
  "antiamarilica", "antiinfluenza", "antirrabica", "antitetanica", "antipolio", "varicela", "influenza", "tdap", "mmr", "pcv13", "pcv20"
]

/** Adverse-reaction words (stems, folded), in Spanish and English; they mark event sentences and event dates. */
export const REACTION_STEMS: ReadonlyArray<string> = [
  "urticari", "ronch", "habon", "exantem", "rash", "erupcion", "sarpullid", "prurit", "picazon", "comezon", "eritem", "enrojec",
  "angioedem", "hinchaz", "hinchad", "edema", "anafila", "shock", "choque", "disnea", "dificultad respiratoria", "dificultad para respirar",
  "ahogo", "broncoespasm", "sibilanc", "tos ", "tos seca", "nausea", "vomit", "diarrea", "dolor abdominal", "dolor de estomago",
  "epigastralg", "dispeps", "hemorragi", "sangrado", "melena", "hematemesis", "hematuria", "ictericia", "hepatotox", "transaminas",
  "hepatitis", "cefalea", "dolor de cabeza", "mareo", "vertigo", "somnolen", "insomnio", "temblor", "convuls", "sincope", "desmay",
  "perdida de conciencia", "parestesia", "hormigueo", "confusion", "alucinacion", "agitacion", "distonia", "fiebre", "alza termica",
  "escalofrio", "fatiga", "cansancio", "astenia", "debilidad", "mialgia", "dolor muscular", "artralgia", "rabdomiolisis", "taquicardia",
  "bradicardia", "palpitac", "palpitas", "hipotension", "hipertension", "rubor", "sofoco", "dolor toracico", "dolor de pecho",
  "opresion toracica", "hipoglic", "hipogluc", "hiperglucem", "hiperkalem", "hiperpotasem", "hiponatrem", "agranulocit",
  "neutropeni", "trombocitopeni", "plaquetas bajaron", "anemia", "insuficiencia renal", "lesion renal", "ardor", "irritabilidad",
  "ampoll", "stevens", "necrolisis", "dress", "mucositis", "hipoacusia", "perdida auditiva", "vision borrosa", "vision amarilla",
  "rotura", "tendon", "espina bifida", "malformacion", "flebitis", "induracion", "reaccion", "dolor", "reacción",
  "hives", "itch", "swelling", "dyspnea", "breathing", "vomiting", "diarrhea", "headache", "dizziness", "drowsiness", "myalgia",
  "rhabdomyolysis", "tachycardia", "hypotension", "fainting", "seizure", "fever", "jaundice", "bleeding", "allergic", "hypersensitivity",
  "tingling", "numbness", "rigors", "chills", "rash", "nausea", "insomnia", "blisters", "tinnitus", "hearing loss",
  "confundid", "somnolient", "zumbido", "oliguria", "anuria", "llanto persistente", "puntitos rojos", "manchas rojas", "moreton",
  "hematoma", "picar", "me pica", "sabor metalico", "ideas de muerte", "ideacion suicida", "cambios de animo", "tristeza", "sudor", "sudando",
  "palidez", "palid", "delirium", "delirio", "distonia", "ulcera", "ulcers", "muscle pain", "weakness", "agitad", "sindrome", "extravasacion",
  "estrenimiento", "blurred vision", "creatinine rose", "infeccion urinaria", "tremor", "epistaxis", "llagas", "photosensitiv", "sunburn", "nosebleed", "calambre", "chills", "tendinitis", "tendinopat", "absceso", "granitos", "disestesia", "retencion urinaria", "heces negras", "maculopat", "neutropenia", "kidney injury",
  "aumento de peso", "weight gain", "thyrotox", "tirotox", "hipotiroid", "hipertiroid", "hypothyroid", "hyperthyroid"
]

/** Route words (folded) and the label each gives. Longer phrases are listed before the words they contain. */
export const ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:via oral|por via oral|v\.?o\.?|p\.?o\.?|orally|oral|by mouth|por boca)\b/, "Oral"],
  [/\b(?:intravenos[oa]|endovenos[oa]|e\.?v\.?|i\.?v\.?|intravenous(?:ly)?|venoclisis|en infusion (?:continua|endovenosa|intravenosa)|infusion continua)\b/, "Intravenosa"],
  [/\b(?:intramuscular(?:mente)?|i\.?m\.?(?!\s+\d{1,3}\s*(?:,|years?|yo\b|y\/o|anos))|en la nalga|en el gluteo|(?:en el|in the) (?:\w+ )?(?:deltoides|deltoid))\b/, "Intramuscular"],
  [/\b(?:subcutane[oa]|s\.?c\.?|subcutaneous(?:ly)?)\b/, "Subcutánea"],
  [/\b(?:oftalmic[oa]|colirio|eye drops?|ophthalmic|gotas oftalmicas)\b/, "Oftálmica"],
  [/\b(?:topic[oa]|topical(?:ly)?|cutane[oa]|(?:crema|unguento|pomada)(?!\s+(?:vaginal|rectal|oftalmica|nasal)))\b/, "Tópica"],
  [/\b(?:inhalad[oa]|inhalatori[oa]|inhalador|inhaled|nebulizacion(?:es)?)\b/, "Inhalatoria"],
  [/\b(?:sublingual)\b/, "Sublingual"],
  [/\b(?:rectal|supositorio)\b/, "Rectal"],
  [/\b(?:vaginal|ovulos?)\b/, "Vaginal"],
  [/\b(?:intranasal|spray nasal|nasal)\b/, "Nasal"],
  [/\b(?:transdermic[oa]|parche)\b/, "Transdérmica"],
  [/\b(?:intradermic[oa]|intradermal|i\.?d\.?)\b/, "Intradérmica"]
]

/** Pharmaceutical forms that imply the oral route when none is written. */
export const ORAL_FORMS = /\b(?:tabletas?|tabs?|comprimidos?|capsulas?|pastillas?|grageas?|jarabe|suspension|gotas|sobres?(?!\s+todo)|tablets?|capsules?|pills?|syrup)\b/

/** Given names (folded) that tell a self-reporter's sex. */
export const FEMALE_NAMES = new Set([
  "maria", "rosa", "ana", "carmen", "lucia", "elena", "patricia", "sofia", "andrea", "gabriela", "karina", "laura", "julia", "juana",
  "teresa", "milagros", "veronica", "pamela", "yesenia", "rocio", "sonia", "gloria", "jimena", "carla", "maribel", "isabel", "claudia",
  "luz", "marta", "martha", "silvia", "diana", "paola", "carolina", "daniela", "valeria", "camila", "fiorella", "milagro", "flor",
  "ximena", "jimena", "lourdes", "beatriz", "cecilia", "gladys", "norma", "nancy", "doris", "elizabeth", "marisol", "liliana",
  "susana", "raquel", "miriam", "yolanda", "angela", "angelica", "vanessa", "katherine", "karen", "lorena", "natalia", "alejandra",
  "adriana", "monica", "sandra", "claudia", "marina", "mercedes", "esther", "ruth", "noemi", "giovanna", "roxana", "erika", "melissa",
  "kelly", "lisbeth", "maritza", "pilar", "consuelo", "victoria", "guadalupe", "estela", "irma", "olga", "nelly", "zoila", "ana maria",
  "juana", "felicitas", "yessenia", "yesenia", "yanet", "janet", "jimena", "fiorella", "milagros", "lucero", "katty", "rocio",
  "sarah", "emma", "emily", "jessica", "jess", "anne", "linda", "mary", "jennifer", "susan", "karen", "lisa", "amy", "rachel", "helen"
])
/** See {@link FEMALE_NAMES}. */
export const MALE_NAMES = new Set([
  "pedro", "jose", "juan", "luis", "carlos", "jorge", "miguel", "alberto", "raul", "manuel", "hugo", "ramiro", "daniel", "kevin",
  "julio", "oscar", "mario", "victor", "fernando", "ricardo", "roberto", "javier", "alejandro", "eduardo", "cesar", "mark", "david",
  "jesus", "angel", "diego", "andres", "francisco", "antonio", "enrique", "sergio", "walter", "segundo", "percy", "wilson",
  "samuel", "gustavo", "marco", "marcos", "jaime", "alfredo", "rafael", "ruben", "arturo", "edgar", "hector", "ivan", "nestor",
  "william", "edwin", "freddy", "gilberto", "teodoro", "felix", "julian", "pablo", "martin", "santiago", "sebastian", "mateo",
  "rodrigo", "renzo", "bruno", "gonzalo", "alonso", "christian", "cristian", "jhon", "john", "elmer", "wilfredo", "abel", "anibal",
  "ernesto", "saturnino", "teodoro", "jhonatan", "jonathan", "gerson", "walter", "nilo", "wilmer", "raul",
  "michael", "peter", "james", "robert", "sam", "steven", "thomas", "paul", "george", "richard", "brian", "mark"
])

/** Capitalized words that are never part of a person's name. */
export const NOT_NAMES = new Set([
  "hospital", "clinica", "farmacia", "botica", "centro", "servicio", "unidad", "departamento", "area", "salud", "medicina", "interna",
  "nacional", "regional", "materno", "infantil", "estrategia", "oncologia", "femenino", "femenina", "masculino", "masculina", "mujer",
  "varon", "hombre", "paciente", "pcte", "sexo", "edad", "peso", "reporta", "notifica", "atentamente", "saludos", "gracias",
  "cordialmente", "correo", "email", "tel", "telefono", "cel", "celular", "contacto", "fecha", "urgente", "caso", "reporte", "nota",
  "medico", "residente", "neurologo", "psiquiatra", "pediatra", "ophthalmologist", "pharmacist", "enfermera", "enfermero", "obstetra",
  "quimico", "farmaceutico", "clinico", "the", "att", "atte", "gracias", "hola", "buenas", "dr", "dra", "lic", "enf", "obst", "qf", "sr", "sra", "responsable", "anexo", "inkafarma",
  "mifarma", "boticas", "arcangel", "profesional", "tipo", "drug", "safety", "officer", "team", "equipo", "farmavida", "essalud", "minsa", "posta", "consultorio", "policlinico"
])

/** Words that are not products even when a dose follows them (laboratory values, vitals, generic words). */
export const NOT_PRODUCTS = new Set([
  "glucosa", "glicemia", "glucemia", "creatinina", "hemoglobina", "plaquetas", "neutrofilos", "leucocitos", "tgp", "tgo", "alt", "ast",
  "ck", "cpk", "inr", "pa", "presion", "fc", "fr", "temperatura", "sat", "saturacion", "peso", "dosis", "dose", "tableta", "tabletas",
  "ampolla", "ampollas", "frasco", "de", "del", "con", "a", "en", "y", "el", "la", "los", "las", "un", "una", "su", "sus", "tto",
  "recibe", "recibio", "toma", "tomo", "tomar", "inicio", "dio", "dieron", "digoxinemia", "sf", "ss", "suero", "cloruro", "dextrosa",
  "agua", "lote", "cada", "error", "accidente", "equivocacion", "hasta", "desde", "por", "para", "redujo", "reducir", "aumento", "bajaron", "ml", "mg", "g", "ui", "day",
  "daily", "twice", "once", "of", "on", "and", "in", "at", "mi", "le", "se", "lo", "al", "ciclo", "infusion", "bolo", "carga"
])
