/**
 * The formulary of the ninth duplicate generator's hospital network (lib/dupHospital.ts): each
 * drug as the institutional formulary lists its presentations (what the prescription system
 * prints), the brands sold in Peru that a physician writes on a yellow card, the way a hurried
 * hand misspells it, its usual regimens for adults and for children, the wards that use it,
 * and the reactions it is suspended for, most frequent first.
 */

/** The wards whose pharmacists keep intensive-monitoring sheets, and the others that report. */
export type WardKind = "uci" | "onco" | "ped" | "neo" | "hd" | "mi" | "emerg" | "go" | "cir"

/** How the sheet says the drug is given. */
export type Route = "EV" | "IM" | "VO" | "SC"

/** One drug of the formulary. */
export interface Drug {
  readonly id: string
  readonly generic: string
  /** Formulary items, as the prescription system names them. */
  readonly presentations: ReadonlyArray<string>
  readonly brands: ReadonlyArray<string>
  /** How a physician's hand writes the name. */
  readonly misspelt: ReadonlyArray<string>
  readonly adult: ReadonlyArray<string>
  readonly child: ReadonlyArray<string>
  readonly route: Route
  /** Reaction ids with weights. */
  readonly reactions: ReadonlyArray<readonly [string, number]>
  readonly dx: ReadonlyArray<string>
  /** Given as an infusion a nurse watches, so a reaction shows at the bedside. */
  readonly infusion: boolean
}

const D = (id: string, generic: string, presentations: ReadonlyArray<string>, brands: ReadonlyArray<string>, misspelt: ReadonlyArray<string>,
  adult: ReadonlyArray<string>, child: ReadonlyArray<string>, route: Route, reactions: ReadonlyArray<readonly [string, number]>,
  dx: ReadonlyArray<string>, infusion = route === "EV"): Drug =>
  ({ id, generic, presentations, brands, misspelt, adult, child, route, reactions, dx, infusion })

/** Every drug, keyed by id. */
export const DRUGS: Readonly<Record<string, Drug>> = Object.fromEntries([
  D("vanco", "vancomicina", ["VANCOMICINA 500 mg INY", "VANCOMICINA 1 g INY"], ["Vancocin"], ["bancomicina", "vancomisina", "vanco"], ["1 g EV c/12 h", "1 g EV c/8 h", "15 mg/kg EV c/12 h", "1 g EV post HD"], ["15 mg/kg EV c/6 h", "10 mg/kg EV c/8 h"], "EV",
    [["hombre_rojo", 8], ["ira", 3], ["exantema", 1], ["trombocitopenia", 1], ["flebitis", 1], ["dress", 0.3]], ["sepsis por SAMR", "neumonía intrahospitalaria", "infección de catéter de hemodiálisis", "bacteriemia por S. aureus", "meningitis bacteriana"]),
  D("mero", "meropenem", ["MEROPENEM 500 mg INY", "MEROPENEM 1 g INY"], ["Merrem", "Meronem"], ["meropenen", "meropenem", "meropem"], ["1 g EV c/8 h", "2 g EV c/8 h"], ["20 mg/kg EV c/8 h", "40 mg/kg EV c/8 h"], "EV",
    [["exantema", 3], ["convulsion", 1], ["diarrea", 2], ["hepatotox", 1], ["trombocitopenia", 0.5]], ["shock séptico de foco abdominal", "neumonía asociada a ventilador", "ITU por BLEE"]),
  D("colis", "colistina", ["COLISTINA (COMO COLISTIMETATO SODICO) 100 mg INY"], ["Colomycin"], ["colistina", "colixtina", "colistin"], ["9 MUI dosis de carga, luego 4.5 MUI c/12 h", "300 mg EV c/12 h"], ["75 000 UI/kg/día"], "EV",
    [["ira", 5], ["neurotox", 2], ["bradicardia", 0.3]], ["neumonía por Acinetobacter multirresistente", "sepsis por Klebsiella KPC", "neumonía asociada a ventilador"]),
  D("pipetazo", "piperacilina/tazobactam", ["PIPERACILINA + TAZOBACTAM 4 g + 500 mg INY"], ["Tazocin"], ["piperaciclina tazobactan", "pipe-tazo", "piperazilina/tazo"], ["4.5 g EV c/6 h", "4.5 g EV c/8 h"], ["100 mg/kg EV c/8 h"], "EV",
    [["exantema", 3], ["trombocitopenia", 1], ["ira", 1], ["escalofrios", 1], ["diarrea", 1]], ["neumonía intrahospitalaria", "pie diabético infectado", "sepsis de foco abdominal"]),
  D("amika", "amikacina", ["AMIKACINA 500 mg/2 mL INY", "AMIKACINA 100 mg/2 mL INY"], [], ["amicacina", "amikasina"], ["1 g EV c/24 h", "15 mg/kg EV c/24 h"], ["15 mg/kg EV c/24 h"], "EV",
    [["ira", 5], ["exantema", 1]], ["ITU complicada", "sepsis neonatal", "neumonía intrahospitalaria"]),
  D("fenta", "fentanilo", ["FENTANILO 0.5 mg/10 mL INY"], [], ["fentanil", "fentanillo"], ["50 mcg EV en bolo", "100 mcg/h en infusión"], ["1 mcg/kg/h en infusión"], "EV",
    [["depresion_resp", 5], ["bradicardia", 2], ["hipotension", 2], ["prurito", 1]], ["sedoanalgesia en VM", "dolor postoperatorio"]),
  D("midazo", "midazolam", ["MIDAZOLAM 5 mg/mL INY 10 mL"], ["Dormicum"], ["midazolan", "midasolam"], ["5 mg/h en infusión", "2 mg EV en bolo"], ["0.1 mg/kg/h"], "EV",
    [["depresion_resp", 4], ["hipotension", 3]], ["sedación en VM", "estado epiléptico"]),
  D("amio", "amiodarona", ["AMIODARONA CLORHIDRATO 150 mg/3 mL INY", "AMIODARONA CLORHIDRATO 200 mg TAB"], ["Cordarone"], ["amiodorona", "amiodarona"], ["300 mg EV en 1 h, luego 900 mg/24 h", "200 mg VO c/8 h"], ["5 mg/kg EV"], "EV",
    [["flebitis", 4], ["bradicardia", 3], ["hipotension", 2], ["hepatotox", 0.5]], ["fibrilación auricular de reciente inicio", "taquicardia ventricular"]),
  D("hepa", "heparina sódica", ["HEPARINA SODICA 25 000 UI/5 mL INY"], ["Liquemine"], ["eparina", "heparina sodica"], ["5000 UI SC c/12 h", "1000 UI/h en infusión", "5000 UI en la sesión de HD"], ["10 UI/kg/h"], "EV",
    [["trombocitopenia", 5], ["sangrado", 3]], ["TEP", "anticoagulación en hemodiálisis", "TVP de miembro inferior"]),
  D("fenitoina", "fenitoína", ["FENITOINA SODICA 50 mg/mL INY 5 mL", "FENITOINA SODICA 100 mg TAB"], ["Epamin"], ["fenitoina", "fenitohina", "epamin"], ["100 mg EV c/8 h", "100 mg VO c/8 h", "carga 1 g EV"], ["5 mg/kg/día"], "EV",
    [["sjs", 3], ["dress", 2], ["flebitis", 2], ["bradicardia", 1], ["exantema", 3], ["hipotension", 1]], ["TEC moderado", "epilepsia", "estado epiléptico", "profilaxis anticonvulsiva postcraneotomía"]),
  D("anfo", "anfotericina B desoxicolato", ["ANFOTERICINA B 50 mg INY"], ["Fungizone"], ["anfotericina", "amfotericina B", "anfotericina b"], ["50 mg EV c/24 h", "0.7 mg/kg/día EV"], ["1 mg/kg/día EV"], "EV",
    [["escalofrios", 5], ["hipokalemia", 3], ["ira", 3], ["flebitis", 1]], ["criptococosis meníngea", "candidemia", "histoplasmosis diseminada"]),
  D("insulina", "insulina humana", ["INSULINA HUMANA (ACCION RAPIDA) 100 UI/mL INY 10 mL", "INSULINA HUMANA NPH 100 UI/mL INY 10 mL"], ["Humulin R", "Insulatard"], ["insulina cristalina", "insulina R", "insulina nph"], ["según escala c/6 h", "10 UI SC c/12 h", "infusión 2 UI/h"], ["0.1 UI/kg/h"], "SC",
    [["hipoglucemia", 8]], ["cetoacidosis diabética", "DM2 descompensada", "hiperglucemia de estrés"], false),
  D("linezolid", "linezolid", ["LINEZOLID 2 mg/mL INY 300 mL", "LINEZOLID 600 mg TAB"], ["Zyvox"], ["linesolid", "linezolid"], ["600 mg EV c/12 h"], ["10 mg/kg EV c/8 h"], "EV",
    [["trombocitopenia", 5], ["diarrea", 1], ["hepatotox", 0.5]], ["neumonía por SAMR", "infección de herida operatoria"]),
  D("pacli", "paclitaxel", ["PACLITAXEL 6 mg/mL INY 50 mL", "PACLITAXEL 6 mg/mL INY 16.7 mL"], ["Taxol", "Paclitaxel Teva"], ["paclitaxel", "paclitacel", "taxol"], ["175 mg/m2 EV en 3 h", "80 mg/m2 EV semanal"], [], "EV",
    [["infusional", 6], ["anafilaxia", 1.5], ["neuropatia", 2], ["neutropenia", 1.5], ["hipotension", 1], ["rubor", 1]], ["ca de mama", "ca de ovario", "ca de pulmón de células no pequeñas", "ca de cérvix"]),
  D("carbo", "carboplatino", ["CARBOPLATINO 10 mg/mL INY 45 mL", "CARBOPLATINO 150 mg INY"], ["Paraplatin"], ["carboplatino", "carvoplatino"], ["AUC 5 EV", "AUC 6 EV en 1 h"], [], "EV",
    [["infusional", 3], ["anafilaxia", 2], ["trombocitopenia", 2], ["vomitos", 2]], ["ca de ovario", "ca de pulmón de células no pequeñas", "ca de cérvix"]),
  D("oxali", "oxaliplatino", ["OXALIPLATINO 5 mg/mL INY 20 mL", "OXALIPLATINO 100 mg INY"], ["Eloxatin"], ["oxaliplatino", "oxaliplatimo", "oxalipaltino"], ["85 mg/m2 EV en 2 h (FOLFOX)", "130 mg/m2 EV (XELOX)"], [], "EV",
    [["infusional", 4], ["neuropatia", 4], ["anafilaxia", 1], ["vomitos", 1]], ["ca de colon estadio III", "ca de recto", "ca gástrico"]),
  D("doce", "docetaxel", ["DOCETAXEL 20 mg/mL INY 4 mL", "DOCETAXEL 80 mg INY"], ["Taxotere"], ["docetaxel", "docetacel"], ["75 mg/m2 EV c/21 días"], [], "EV",
    [["infusional", 3], ["neutropenia", 3], ["mucositis", 1], ["exantema", 1]], ["ca de mama", "ca de próstata resistente a castración", "ca gástrico"]),
  D("ritux", "rituximab", ["RITUXIMAB 10 mg/mL INY 50 mL", "RITUXIMAB 10 mg/mL INY 10 mL"], ["Mabthera", "Truxima"], ["rituximab", "rituximap", "mabthera"], ["375 mg/m2 EV", "375 mg/m2 EV (R-CHOP)"], ["375 mg/m2 EV"], "EV",
    [["infusional", 6], ["escalofrios", 3], ["hipotension", 2], ["broncoespasmo", 1]], ["linfoma no Hodgkin difuso de células B grandes", "LLC", "linfoma folicular"]),
  D("trastu", "trastuzumab", ["TRASTUZUMAB 440 mg INY", "TRASTUZUMAB 150 mg INY"], ["Herceptin", "Herzuma"], ["trastuzumab", "trastusumab", "herceptin"], ["8 mg/kg EV dosis de carga", "6 mg/kg EV c/21 días"], [], "EV",
    [["infusional", 5], ["escalofrios", 3], ["hipotension", 1]], ["ca de mama HER2 positivo"]),
  D("cispla", "cisplatino", ["CISPLATINO 1 mg/mL INY 50 mL"], [], ["sisplatino", "cisplatino"], ["75 mg/m2 EV", "40 mg/m2 EV semanal"], ["100 mg/m2 EV"], "EV",
    [["vomitos", 5], ["ira", 3], ["hipokalemia", 1]], ["ca de cérvix", "ca de cabeza y cuello", "ca de pulmón", "osteosarcoma"]),
  D("doxo", "doxorrubicina", ["DOXORRUBICINA CLORHIDRATO 50 mg INY", "DOXORRUBICINA CLORHIDRATO 10 mg INY"], ["Adriblastina"], ["doxorubicina", "doxorrubisina", "adriamicina"], ["60 mg/m2 EV", "50 mg/m2 EV (CHOP)"], ["30 mg/m2 EV"], "EV",
    [["extravasacion", 3], ["neutropenia", 3], ["mucositis", 2], ["vomitos", 2]], ["ca de mama", "linfoma no Hodgkin", "sarcoma de partes blandas", "LLA"]),
  D("aspara", "L-asparaginasa", ["ASPARAGINASA 10 000 UI INY"], ["Leunase"], ["L-asparaginasa", "asparaginaza", "L-asp"], ["6000 UI/m2 IM"], ["6000 UI/m2 IM", "10 000 UI/m2 IM"], "IM",
    [["anafilaxia", 4], ["urticaria", 2], ["hepatotox", 2]], ["LLA", "leucemia linfoblástica aguda de alto riesgo"], false),
  D("mtx", "metotrexato", ["METOTREXATO 500 mg/20 mL INY", "METOTREXATO 50 mg/2 mL INY"], [], ["metrotexato", "metotrexate", "MTX"], ["3 g/m2 EV en 24 h", "12 mg intratecal"], ["5 g/m2 EV en 24 h", "12 mg IT"], "EV",
    [["mucositis", 4], ["hepatotox", 3], ["ira", 2], ["neutropenia", 1]], ["LLA", "osteosarcoma", "linfoma primario de SNC"]),
  D("hierro", "hierro sacarosa", ["HIERRO SACAROSA 20 mg Fe/mL INY 5 mL", "HIERRO (COMO SACARATO) 100 mg/5 mL INY"], ["Venofer"], ["hierro sacarato", "hierro endovenoso", "venofer"], ["100 mg EV en la sesión", "200 mg EV en la sesión", "100 mg EV semanal"], ["3 mg/kg EV"], "EV",
    [["hipotension", 5], ["disgeusia", 3], ["prurito", 2], ["urticaria", 2], ["anafilaxia", 0.7], ["rubor", 1]], ["anemia de la ERC en hemodiálisis", "ERC estadio 5 en HD con ferropenia", "anemia ferropénica"]),
  D("epo", "eritropoyetina", ["EPOETINA ALFA 2000 UI INY", "EPOETINA ALFA 4000 UI INY"], ["Eprex", "Hemax"], ["eritropoietina", "EPO", "eritropoyetina"], ["4000 UI SC post HD", "2000 UI SC 3 veces por semana"], ["50 UI/kg SC"], "SC",
    [["hipertension", 6], ["convulsion", 0.3]], ["anemia de la ERC en hemodiálisis"], false),
  D("cefepima", "cefepima", ["CEFEPIMA 1 g INY"], ["Maxipime"], ["cefepime", "sefepima", "cefepima"], ["2 g EV c/8 h", "1 g EV c/24 h post HD"], ["50 mg/kg EV c/8 h"], "EV",
    [["neurotox", 5], ["convulsion", 2], ["exantema", 1]], ["neumonía en paciente en HD", "neutropenia febril", "infección de catéter de hemodiálisis"]),
  D("ceftri", "ceftriaxona", ["CEFTRIAXONA 1 g INY"], ["Rocephin", "Triaxone"], ["ceftriazona", "cefriaxona", "ceftriaxona"], ["2 g EV c/24 h", "1 g EV c/12 h"], ["50 mg/kg EV c/24 h", "100 mg/kg/día EV"], "EV",
    [["exantema", 4], ["urticaria", 3], ["anafilaxia", 1], ["diarrea", 1], ["flebitis", 1]], ["neumonía adquirida en la comunidad", "ITU", "meningitis bacteriana", "pielonefritis aguda", "profilaxis post cesárea"]),
  D("metoclo", "metoclopramida", ["METOCLOPRAMIDA 10 mg/2 mL INY", "METOCLOPRAMIDA 10 mg TAB"], ["Plasil"], ["metoclopramida", "metroclopramida", "plasil"], ["10 mg EV c/8 h"], ["0.15 mg/kg EV c/8 h"], "EV",
    [["distonia", 8], ["taquicardia", 0.5]], ["náuseas y vómitos", "gastroenteritis aguda", "gastroparesia"], false),
  D("metamizol", "metamizol", ["METAMIZOL SODICO 1 g/2 mL INY", "METAMIZOL SODICO 500 mg TAB"], ["Dimetil", "Antalgina"], ["metamisol", "dipirona", "metamizol"], ["1 g EV c/8 h", "2 g EV condicional a fiebre"], ["15 mg/kg EV c/6 h"], "EV",
    [["hipotension", 4], ["urticaria", 2], ["anafilaxia", 1], ["exantema", 1]], ["fiebre", "dolor postoperatorio", "cólico renal"], false),
  D("amoxiclav", "amoxicilina/ácido clavulánico", ["AMOXICILINA + ACIDO CLAVULANICO 250 mg + 62.5 mg/5 mL SUS", "AMOXICILINA + ACIDO CLAVULANICO 500 mg + 125 mg TAB"], ["Augmentin"], ["amoxi-clav", "amoxicilina clavulanico", "amoxiclav"], ["500 mg VO c/8 h"], ["40 mg/kg/día VO c/8 h"], "VO",
    [["exantema", 4], ["diarrea", 3], ["urticaria", 2]], ["otitis media aguda", "neumonía adquirida en la comunidad", "celulitis"]),
  D("fenobarb", "fenobarbital", ["FENOBARBITAL SODICO 200 mg/2 mL INY", "FENOBARBITAL 100 mg TAB"], ["Luminal"], ["fenobarbital", "fenovarbital", "luminal"], ["100 mg VO c/12 h"], ["5 mg/kg/día", "20 mg/kg EV dosis de carga"], "EV",
    [["exantema", 3], ["sjs", 1], ["depresion_resp", 2], ["dress", 0.5]], ["convulsión febril compleja", "crisis neonatales", "epilepsia"], false),
  D("cbz", "carbamazepina", ["CARBAMAZEPINA 200 mg TAB", "CARBAMAZEPINA 100 mg/5 mL SUS"], ["Tegretol"], ["carbamacepina", "carbamazepina", "tegretol"], ["200 mg VO c/12 h", "200 mg VO c/8 h"], ["10 mg/kg/día VO"], "VO",
    [["sjs", 5], ["dress", 3], ["exantema", 4], ["hepatotox", 1]], ["epilepsia focal", "neuralgia del trigémino", "trastorno bipolar"]),
  D("valpro", "ácido valproico", ["ACIDO VALPROICO 250 mg/5 mL JBE", "VALPROATO SODICO 500 mg TAB"], ["Depakene"], ["valproato", "acido valproico", "ac. valproico"], ["500 mg VO c/12 h"], ["15 mg/kg/día VO"], "VO",
    [["hepatotox", 5], ["trombocitopenia", 2], ["neurotox", 1]], ["epilepsia generalizada", "crisis de ausencia"]),
  D("ampi", "ampicilina", ["AMPICILINA 500 mg INY", "AMPICILINA 1 g INY"], [], ["ampisilina", "ampicilina"], ["1 g EV c/6 h"], ["50 mg/kg EV c/12 h", "100 mg/kg EV c/8 h"], "EV",
    [["exantema", 4], ["diarrea", 1], ["urticaria", 1]], ["sepsis neonatal temprana", "riesgo infeccioso", "neumonía"]),
  D("genta", "gentamicina", ["GENTAMICINA 20 mg/2 mL INY", "GENTAMICINA 80 mg/2 mL INY"], [], ["jentamicina", "gentamisina"], ["160 mg EV c/24 h"], ["4 mg/kg EV c/24 h", "5 mg/kg EV c/36 h"], "EV",
    [["ira", 5], ["exantema", 0.5]], ["sepsis neonatal temprana", "riesgo infeccioso", "ITU"]),
  D("cefota", "cefotaxima", ["CEFOTAXIMA 500 mg INY", "CEFOTAXIMA 1 g INY"], ["Claforan"], ["sefotaxima", "cefotaxima"], ["1 g EV c/8 h"], ["50 mg/kg EV c/8 h"], "EV",
    [["exantema", 3], ["diarrea", 1], ["flebitis", 1]], ["sepsis neonatal tardía", "meningitis neonatal"]),
  D("aminof", "aminofilina", ["AMINOFILINA 250 mg/10 mL INY"], [], ["aminofilina", "aminofilin"], ["5 mg/kg EV"], ["5 mg/kg EV carga, luego 1.5 mg/kg c/8 h"], "EV",
    [["taquicardia", 5], ["convulsion", 1], ["vomitos", 1]], ["apnea del prematuro", "crisis asmática severa"]),
  D("cafeina", "citrato de cafeína", ["CAFEINA CITRATO 20 mg/mL INY"], [], ["cafeina", "citrato de cafeina"], ["20 mg/kg EV"], ["20 mg/kg EV carga, luego 5 mg/kg c/24 h"], "EV",
    [["taquicardia", 5], ["vomitos", 1]], ["apnea del prematuro"]),
  D("fluco", "fluconazol", ["FLUCONAZOL 2 mg/mL INY 100 mL", "FLUCONAZOL 150 mg TAB"], ["Diflucan"], ["flucanazol", "fluconasol"], ["400 mg EV c/24 h"], ["6 mg/kg EV c/72 h", "12 mg/kg EV c/24 h"], "EV",
    [["hepatotox", 4], ["exantema", 1]], ["candidiasis sistémica", "profilaxis antifúngica del prematuro"]),
  D("sulfmg", "sulfato de magnesio", ["MAGNESIO SULFATO 20 % INY 10 mL"], [], ["sulfato de mg", "sulfato de magnesio", "SO4Mg"], ["4 g EV en 20 min, luego 1 g/h", "carga 4 g EV"], [], "EV",
    [["rubor", 4], ["hipotension", 2], ["depresion_resp", 1], ["hipotonia", 3]], ["preeclampsia severa", "eclampsia", "neuroprotección fetal"]),
  D("oxito", "oxitocina", ["OXITOCINA 10 UI/mL INY"], ["Syntocinon"], ["oxitosina", "ocitocina"], ["10 UI en 500 mL a 20 gotas/min", "20 UI en 1000 mL"], [], "EV",
    [["hipotension", 3], ["taquicardia", 3], ["vomitos", 1]], ["inducción del trabajo de parto", "hemorragia postparto", "alumbramiento dirigido"]),
  D("miso", "misoprostol", ["MISOPROSTOL 200 mcg TAB"], ["Cytotec"], ["misoprostol", "misoprostrol"], ["800 mcg sublingual", "600 mcg VO"], [], "VO",
    [["escalofrios", 6], ["diarrea", 1]], ["hemorragia postparto", "aborto incompleto"]),
  D("alopu", "alopurinol", ["ALOPURINOL 100 mg TAB", "ALOPURINOL 300 mg TAB"], ["Zyloprim"], ["alopurinol", "allopurinol"], ["300 mg VO c/24 h", "100 mg VO c/24 h"], ["10 mg/kg/día"], "VO",
    [["sjs", 4], ["dress", 4], ["exantema", 3]], ["gota tofácea", "hiperuricemia", "profilaxis de lisis tumoral"]),
  D("cipro", "ciprofloxacino", ["CIPROFLOXACINO 200 mg/100 mL INY", "CIPROFLOXACINO 500 mg TAB"], ["Ciproxina"], ["siprofloxacino", "ciprofloxacina", "cipro"], ["400 mg EV c/12 h", "500 mg VO c/12 h"], ["10 mg/kg c/12 h"], "EV",
    [["neurotox", 2], ["exantema", 2], ["flebitis", 1], ["diarrea", 1]], ["ITU complicada", "pielonefritis aguda", "diarrea disentérica"]),
  D("clinda", "clindamicina", ["CLINDAMICINA 600 mg/4 mL INY", "CLINDAMICINA 300 mg CAP"], ["Dalacin C"], ["clindamisina", "clindamycina"], ["600 mg EV c/8 h"], ["10 mg/kg EV c/8 h"], "EV",
    [["diarrea", 4], ["exantema", 2], ["flebitis", 1]], ["celulitis de miembro inferior", "pie diabético", "absceso de partes blandas"]),
  D("trama", "tramadol", ["TRAMADOL CLORHIDRATO 100 mg/2 mL INY", "TRAMADOL CLORHIDRATO 50 mg TAB"], ["Tramal"], ["tramadol", "tramadoll"], ["100 mg EV c/8 h", "50 mg EV condicional a dolor"], ["1 mg/kg EV"], "EV",
    [["vomitos", 5], ["neurotox", 1], ["depresion_resp", 0.5]], ["dolor postoperatorio", "fractura de cadera", "colecistectomía"], false),
  D("halo", "haloperidol", ["HALOPERIDOL 5 mg/mL INY", "HALOPERIDOL 5 mg TAB"], ["Haldol"], ["aloperidol", "haloperidol"], ["5 mg IM", "2.5 mg EV c/8 h"], ["0.05 mg/kg"], "IM",
    [["distonia", 6], ["hipotension", 1]], ["agitación psicomotriz", "delirio hiperactivo"]),
  D("ketoro", "ketorolaco", ["KETOROLACO TROMETAMINA 60 mg/2 mL INY", "KETOROLACO 30 mg/mL INY"], ["Dolgesic"], ["ketorolaco", "quetorolaco"], ["60 mg IM", "30 mg EV c/8 h"], ["0.5 mg/kg EV"], "EV",
    [["sangrado", 2], ["ira", 2], ["urticaria", 1], ["broncoespasmo", 1]], ["cólico renal", "dolor postoperatorio", "lumbalgia aguda"], false),
  D("enoxa", "enoxaparina", ["ENOXAPARINA SODICA 40 mg/0.4 mL INY", "ENOXAPARINA SODICA 60 mg/0.6 mL INY"], ["Clexane"], ["enoxaparina", "enoxiparina", "clexane"], ["40 mg SC c/24 h", "60 mg SC c/12 h"], [], "SC",
    [["sangrado", 5], ["trombocitopenia", 2]], ["profilaxis de TVP", "TEP", "fibrilación auricular"], false),
  D("warfa", "warfarina", ["WARFARINA SODICA 5 mg TAB"], ["Coumadin"], ["warfarina", "warfarina sodica", "guarfarina"], ["5 mg VO c/24 h", "2.5 mg VO c/24 h"], [], "VO",
    [["sangrado", 8]], ["fibrilación auricular", "prótesis valvular mecánica", "TVP"])
].map((d) => [d.id, d] as const))

/** Drugs of each ward, the most reported first (weights follow the order). */
export const WARD_DRUGS: Readonly<Record<WardKind, ReadonlyArray<string>>> = {
  uci: ["vanco", "mero", "colis", "fenta", "pipetazo", "amika", "fenitoina", "midazo", "amio", "hepa", "linezolid", "anfo", "insulina", "cefepima"],
  onco: ["pacli", "oxali", "ritux", "carbo", "trastu", "doce", "cispla", "doxo", "mtx", "aspara"],
  ped: ["ceftri", "metoclo", "metamizol", "amoxiclav", "vanco", "fenobarb", "cbz", "valpro", "clinda", "aspara", "mtx"],
  neo: ["ampi", "genta", "amika", "cefota", "aminof", "cafeina", "vanco", "fluco", "fenobarb"],
  hd: ["hierro", "epo", "vanco", "hepa", "cefepima", "cipro"],
  mi: ["ceftri", "cbz", "fenitoina", "vanco", "alopu", "cipro", "clinda", "enoxa", "warfa", "insulina", "metamizol", "pipetazo", "anfo", "valpro"],
  emerg: ["metamizol", "metoclo", "ketoro", "trama", "halo", "ceftri", "fenitoina", "insulina"],
  go: ["oxito", "sulfmg", "ceftri", "miso", "metamizol", "clinda", "ketoro"],
  cir: ["ceftri", "trama", "ketoro", "metamizol", "clinda", "enoxa", "cipro", "metoclo"]
}

/** Drugs given together, so a sheet names both as suspects. */
export const COMBOS: Readonly<Record<string, ReadonlyArray<string>>> = {
  pacli: ["carbo"], carbo: ["pacli"], oxali: ["fluorouracilo 400 mg/m2 EV en bolo"], ritux: ["doxo"], doxo: ["ciclofosfamida 750 mg/m2 EV"], ampi: ["genta"], genta: ["ampi"], cefota: ["ampi"]
}

/** What else each ward's patients receive, as a sheet lists it. */
export const COMEDS: Readonly<Record<WardKind, ReadonlyArray<string>>> = {
  uci: ["omeprazol 40 mg EV c/24h", "enoxaparina 40 mg SC c/24h", "noradrenalina en infusión", "insulina según HGT", "fentanilo en infusión", "midazolam en infusión", "dexmedetomidina", "hidrocortisona 50 mg EV c/6h"],
  onco: ["ondansetrón 8 mg EV", "dexametasona 8 mg EV", "clorfenamina 10 mg EV (premedicación)", "ranitidina 50 mg EV", "paracetamol 1 g VO", "filgrastim"],
  ped: ["paracetamol 15 mg/kg VO c/6h", "sales de rehidratación oral", "salbutamol inhalado", "zinc 20 mg VO", "dextrosa 5 % + electrolitos"],
  neo: ["fototerapia", "dextrosa 10 % + calcio", "vitamina K 1 mg IM", "nutrición parenteral", "surfactante"],
  hd: ["calcitriol 0.25 mcg VO", "carbonato de calcio 500 mg VO", "complejo B", "ácido fólico 5 mg VO", "amlodipino 10 mg VO", "sevelamer"],
  mi: ["omeprazol 20 mg VO", "enalapril 10 mg VO", "metformina 850 mg VO", "atorvastatina 20 mg VO", "paracetamol 1 g VO", "losartán 50 mg VO"],
  emerg: ["NaCl 0.9 % 1000 mL", "omeprazol 40 mg EV", "dimenhidrinato 50 mg EV", "paracetamol 1 g EV"],
  go: ["sulfato ferroso 300 mg VO", "ácido fólico", "nifedipino 10 mg VO", "metildopa 500 mg VO", "cefazolina 2 g EV"],
  cir: ["cefazolina 2 g EV", "omeprazol 40 mg EV", "dimenhidrinato 50 mg EV", "enoxaparina 40 mg SC"]
}
