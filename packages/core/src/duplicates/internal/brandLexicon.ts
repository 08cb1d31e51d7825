/**
 * Brand names (and a few other names of an ingredient: 'acetaminofén', 'dipirona') to the active
 * ingredients they contain, as a drug dictionary (WHODrug, a national
 * register) maps them: one report names a medicine by its brand ('Xarelto'), another by its
 * ingredient ('rivaroxabán'), often with no registration number to link them. Written from
 * pharmacological knowledge: brands common in Peru and Latin America, and the international brands
 * of biologics, oncology, contrast media and vaccines most reported. Keys are one folded word (no
 * accents, lower case); each value lists one or more names, each written as a product name
 * (folded words, salts and forms left out).
 */
const BRANDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  // Analgesics, anti-inflammatories, antispasmodics
  panadol: ["paracetamol"], kitadol: ["paracetamol"], tylenol: ["paracetamol"], tempra: ["paracetamol"],
  acetaminofen: ["paracetamol"], acetaminophen: ["paracetamol"], termofren: ["paracetamol"],
  apronax: ["naproxeno"], naprosyn: ["naproxeno"], flanax: ["naproxeno"], ponstan: ["mefenamico"],
  voltaren: ["diclofenaco"], cataflam: ["diclofenaco"], dolofenac: ["diclofenaco"], dolocordralan: ["diclofenaco"],
  advil: ["ibuprofeno"], motrin: ["ibuprofeno"], ibupirac: ["ibuprofeno"], actron: ["ibuprofeno"], nurofen: ["ibuprofeno"],
  antalgina: ["metamizol"], novalgina: ["metamizol"], dipirona: ["metamizol"], aspirina: ["acetilsalicilico"],
  celebrex: ["celecoxib"], arcoxia: ["etoricoxib"], mobic: ["meloxicam"], feldene: ["piroxicam"], toradol: ["ketorolaco"],
  tramal: ["tramadol"], buscapina: ["hioscina"], buscopan: ["hioscina"],
  // Anti-infectives
  amoxil: ["amoxicilina"], augmentin: ["amoxicilina clavulanico"], clavulin: ["amoxicilina clavulanico"],
  bactrim: ["cotrimoxazol", "sulfametoxazol trimetoprima"], septra: ["cotrimoxazol", "sulfametoxazol trimetoprima"],
  ciproxina: ["ciprofloxacino"], cipro: ["ciprofloxacino"], tavanic: ["levofloxacino"], avelox: ["moxifloxacino"],
  flagyl: ["metronidazol"], zithromax: ["azitromicina"], klaricid: ["claritromicina"], rocephin: ["ceftriaxona"],
  keflex: ["cefalexina"], fortum: ["ceftazidima"], vancocin: ["vancomicina"], zyvox: ["linezolid"], meronem: ["meropenem"],
  tazocin: ["piperacilina tazobactam"], invanz: ["ertapenem"], tienam: ["imipenem cilastatina"], dalacin: ["clindamicina"],
  garamicina: ["gentamicina"], benzetacil: ["penicilina benzatinica"], penadur: ["penicilina benzatinica"],
  macrodantina: ["nitrofurantoina"], vibramicina: ["doxiciclina"], diflucan: ["fluconazol"], nizoral: ["ketoconazol"],
  zovirax: ["aciclovir"], valtrex: ["valaciclovir"], tamiflu: ["oseltamivir"], biktarvy: ["bictegravir emtricitabina tenofovir"],
  stocrin: ["efavirenz"], tivicay: ["dolutegravir"], lariam: ["mefloquina"], malarone: ["atovacuona proguanil"],
  coartem: ["artemeter lumefantrina"], aralen: ["cloroquina"], plaquenil: ["hidroxicloroquina"], stromectol: ["ivermectina"],
  // Cardiovascular and blood
  norvasc: ["amlodipino"], adalat: ["nifedipino"], lipitor: ["atorvastatina"], crestor: ["rosuvastatina"], zocor: ["simvastatina"],
  diovan: ["valsartan"], cozaar: ["losartan"], micardis: ["telmisartan"], atacand: ["candesartan"], renitec: ["enalapril"],
  zestril: ["lisinopril"], lasix: ["furosemida"], aldactone: ["espironolactona"], concor: ["bisoprolol"], tenormin: ["atenolol"],
  dilatrend: ["carvedilol"], coreg: ["carvedilol"], cordarone: ["amiodarona"], lanoxin: ["digoxina"], xarelto: ["rivaroxaban"],
  eliquis: ["apixaban"], pradaxa: ["dabigatran"], coumadin: ["warfarina"], sintrom: ["acenocumarol"], plavix: ["clopidogrel"],
  brilinta: ["ticagrelor"], clexane: ["enoxaparina"], lovenox: ["enoxaparina"],
  // Diabetes, hormones
  glucophage: ["metformina"], diamicron: ["gliclazida"], amaryl: ["glimepirida"], daonil: ["glibenclamida"],
  januvia: ["sitagliptina"], janumet: ["sitagliptina metformina"], jardiance: ["empagliflozina"], forxiga: ["dapagliflozina"],
  lantus: ["insulina glargina"], toujeo: ["insulina glargina"], novorapid: ["insulina aspart"], humalog: ["insulina lispro"],
  levemir: ["insulina detemir"], trulicity: ["dulaglutida"], ozempic: ["semaglutida"], victoza: ["liraglutida"],
  eutirox: ["levotiroxina"], synthroid: ["levotiroxina"], yasmin: ["drospirenona etinilestradiol"], provera: ["medroxiprogesterona"],
  decadron: ["dexametasona"], roaccutane: ["isotretinoina"], accutane: ["isotretinoina"], cytotec: ["misoprostol"],
  // Nervous system
  tegretol: ["carbamazepina"], epamin: ["fenitoina"], dilantin: ["fenitoina"], keppra: ["levetiracetam"],
  depakene: ["valproico"], depakote: ["valproico"], valcote: ["valproico"], lamictal: ["lamotrigina"], topamax: ["topiramato"],
  neurontin: ["gabapentina"], lyrica: ["pregabalina"], valium: ["diazepam"], rivotril: ["clonazepam"], xanax: ["alprazolam"],
  ativan: ["lorazepam"], dormicum: ["midazolam"], prozac: ["fluoxetina"], zoloft: ["sertralina"], altruline: ["sertralina"],
  lexapro: ["escitalopram"], paxil: ["paroxetina"], effexor: ["venlafaxina"], cymbalta: ["duloxetina"], wellbutrin: ["bupropion"],
  risperdal: ["risperidona"], zyprexa: ["olanzapina"], seroquel: ["quetiapina"], leponex: ["clozapina"], clozaril: ["clozapina"],
  haldol: ["haloperidol"], abilify: ["aripiprazol"], ritalin: ["metilfenidato"],
  // Digestive, respiratory, allergy
  losec: ["omeprazol"], nexium: ["esomeprazol"], pantoloc: ["pantoprazol"], zantac: ["ranitidina"], plasil: ["metoclopramida"],
  zofran: ["ondansetron"], gravol: ["dimenhidrinato"], imodium: ["loperamida"], zyrtec: ["cetirizina"], clarityne: ["loratadina"],
  allegra: ["fexofenadina"], aerius: ["desloratadina"], clorotrimeton: ["clorfenamina"], nastizol: ["clorfenamina"],
  ventolin: ["salbutamol"], albuterol: ["salbutamol"], seretide: ["salmeterol fluticasona"], symbicort: ["budesonida formoterol"],
  singulair: ["montelukast"], bisolvon: ["bromhexina"], mucosolvan: ["ambroxol"],
  // Oncology, immunology, biologics
  herceptin: ["trastuzumab"], mabthera: ["rituximab"], rituxan: ["rituximab"], avastin: ["bevacizumab"], erbitux: ["cetuximab"],
  keytruda: ["pembrolizumab"], opdivo: ["nivolumab"], tecentriq: ["atezolizumab"], perjeta: ["pertuzumab"],
  kadcyla: ["trastuzumab emtansina"], taxol: ["paclitaxel"], taxotere: ["docetaxel"], xeloda: ["capecitabina"],
  gemzar: ["gemcitabina"], eloxatin: ["oxaliplatino"], alimta: ["pemetrexed"], glivec: ["imatinib"], gleevec: ["imatinib"],
  tarceva: ["erlotinib"], iressa: ["gefitinib"], nolvadex: ["tamoxifeno"], femara: ["letrozol"], arimidex: ["anastrozol"],
  zometa: ["zoledronico"], neulasta: ["pegfilgrastim"], neupogen: ["filgrastim"], eprex: ["epoetina"],
  humira: ["adalimumab"], remicade: ["infliximab"], enbrel: ["etanercept"], stelara: ["ustekinumab"], actemra: ["tocilizumab"],
  roactemra: ["tocilizumab"], cosentyx: ["secukinumab"], simponi: ["golimumab"], orencia: ["abatacept"], xolair: ["omalizumab"],
  dupixent: ["dupilumab"], cellcept: ["micofenolato"], prograf: ["tacrolimus"], sandimmun: ["ciclosporina"], neoral: ["ciclosporina"],
  imuran: ["azatioprina"],
  // Contrast media
  iopamiro: ["iopamidol"], omnipaque: ["iohexol"], ultravist: ["iopromida"], visipaque: ["iodixanol"], optiray: ["ioversol"],
  gadovist: ["gadobutrol"], magnevist: ["gadopentetato"], dotarem: ["gadoterato"], prohance: ["gadoteridol"],
  // Vaccines: named by brand, by ingredient or by what they protect against
  comirnaty: ["tozinameran", "vacuna covid pfizer"], spikevax: ["elasomeran", "vacuna covid moderna"],
  gardasil: ["vacuna vph", "vacuna papiloma"], cervarix: ["vacuna vph", "vacuna papiloma"],
  prevenar: ["vacuna neumococo", "vacuna neumococica", "vacuna antineumococica"],
  synflorix: ["vacuna neumococo", "vacuna neumococica", "vacuna antineumococica"],
  pneumovax: ["vacuna neumococo", "vacuna neumococica", "vacuna antineumococica"],
  rotarix: ["vacuna rotavirus"], rotateq: ["vacuna rotavirus"], varivax: ["vacuna varicela"], shingrix: ["vacuna herpes zoster"],
  vaxigrip: ["vacuna influenza"], fluarix: ["vacuna influenza"], influvac: ["vacuna influenza"],
  stamaril: ["vacuna fiebre amarilla", "vacuna antiamarilica"], priorix: ["vacuna spr", "vacuna sarampion"],
  engerix: ["vacuna hepatitis"], boostrix: ["vacuna dtpa"], adacel: ["vacuna dtpa"],
  // The abbreviations charts, nursing logs and programmes' lists write for common drugs (only
  // those that name one drug: 'CTX' is ceftriaxone and cyclophosphamide, so it is not here).
  hct: ["hidroclorotiazida"], hctz: ["hidroclorotiazida"], mtf: ["metformina"], gbc: ["glibenclamida"], aml: ["amlodipino"],
  omz: ["omeprazol"], omp: ["omeprazol"], aas: ["acetilsalicilico"], asa: ["acetilsalicilico"], pcm: ["paracetamol"],
  alp: ["alprazolam"], dzp: ["diazepam"], lzp: ["lorazepam"], rsp: ["risperidona"], clz: ["clozapina"],
  cbz: ["carbamazepina"], vpa: ["valproico"], dfh: ["fenitoina"], lev: ["levetiracetam"], mtx: ["metotrexato"],
  inh: ["isoniazida"], rhze: ["isoniazida", "rifampicina", "pirazinamida", "etambutol"], efv: ["efavirenz"],
  tdf: ["tenofovir"], azt: ["zidovudina"], dtg: ["dolutegravir"], epo: ["eritropoyetina"], tpi: ["isoniazida"],
  isoniacida: ["isoniazida"], rifinah: ["rifampicina", "isoniazida"], rifater: ["rifampicina", "isoniazida", "pirazinamida"],
  // More of what nursing logs, geriatric and medicine wards write: 'IBU 400', 'DCF 75 mg IM',
  // 'NPX 275', 'TMD 20 gotas', 'DGX 0.25', 'LT4 75 mcg' (levothyroxine, T4), 'AMOX', 'PNC benzatínica'.
  ibu: ["ibuprofeno"], dcf: ["diclofenaco"], npx: ["naproxeno"], tmd: ["tramadol"], dgx: ["digoxina"], lt4: ["levotiroxina"],
  amox: ["amoxicilina"], amx: ["amoxicilina"], pnc: ["penicilina"], smx: ["cotrimoxazol", "sulfametoxazol trimetoprima"],
  // The WHO's abbreviations of second-line TB drugs, as MDR-TB regimens and lists write them.
  lzd: ["linezolid"], bdq: ["bedaquilina"], cfz: ["clofazimina"], mfx: ["moxifloxacino"], lfx: ["levofloxacino"], dlm: ["delamanid"],
  pza: ["pirazinamida"], emb: ["etambutol"],
  // HIV programmes' regimens and drugs by the WHO's letters ('TLD', 'TLE', '3TC', 'NVP').
  tld: ["tenofovir", "lamivudina", "dolutegravir"], tle: ["tenofovir", "lamivudina", "efavirenz"], "3tc": ["lamivudina"], nvp: ["nevirapina"],
  // Wards' and psychiatry notes' letters ('CRO 2 g EV', 'CFTX', 'OLZ 10 mg', 'QTP 100', 'CNZ 2 mg', 'HPL 5 mg IM'),
  // ivermectin's, and the national snakebite antivenom's ('SAB', suero antibotrópico).
  cro: ["ceftriaxona"], cftx: ["ceftriaxona"], olz: ["olanzapina"], qtp: ["quetiapina"], cnz: ["clonazepam"], hpl: ["haloperidol"],
  halo: ["haloperidol"], ltg: ["lamotrigina"], ivm: ["ivermectina"], hcq: ["hidroxicloroquina"],
  sab: ["suero antibotropico", "suero antiofidico"],
  // Brands of older adults' medicines common in Peru and Latin America.
  aricept: ["donepezilo"], eranz: ["donepezilo"], ebixa: ["memantina"], exelon: ["rivastigmina"], insulatard: ["insulina nph"],
  losacor: ["losartan"], dianben: ["metformina"],
  // The vaccination schedule's abbreviations (not 'APO', which is also a generic maker's prefix).
  ama: ["vacuna fiebre amarilla", "vacuna antiamarilica"], spr: ["vacuna spr", "vacuna sarampion"], bcg: ["vacuna bcg"],
  dpt: ["vacuna dpt"], hvb: ["vacuna hepatitis"], mmn: ["multimicronutrientes", "micronutrientes"]
}

/** Brands and their ingredients' names, for {@link ingredientsOf}. */
export const BRAND_INGREDIENTS: ReadonlyMap<string, ReadonlyArray<string>> = new Map(Object.entries(BRANDS))

const NONE: ReadonlyArray<string> = []

/** The names of the ingredients a product-name word stands for, when it is a known brand (else none). */
export const ingredientsOf = (word: string): ReadonlyArray<string> => BRAND_INGREDIENTS.get(word) ?? NONE
