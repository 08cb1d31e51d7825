/**
 * Reaction lexicon, part B: breathing, digestion, nervous system and mind, general and infusion
 * reactions, injection sites and vaccines, metabolism, and reports that are not a reaction of
 * the body (errors, overdose, lack of effect, pregnancy). Syntax: see {@link ReactionConcept} in
 * reactions.ts.
 */
import { HIGH_NEXT, HIGHER, LOW_NEXT, LOWER } from "./reactionLexicon.js"
import type { ReactionConcept } from "./reactions.js"

const BREATHE = "respirar|respiratori*|respiracion|breathing|breathe"
const SITE = "inyeccion|puncion|aplicacion|inoculacion|vacunacion|pinchazo|venopuncion|administracion|infusion|cateter"

/** Breathing, digestion, nervous system and mind, general, injection site and vaccine reactions, metabolism, and reports that are not a reaction. */
export const REACTION_LEXICON_B: ReadonlyArray<ReactionConcept> = [
  // ---- Breathing
  {
    id: "bronchospasm",
    groups: ["resp"],
    expressions: [
      "broncoespasm*|broncospasm*|bronchospasm*|sibilanc*|sibilant*|wheez*|broncoconstric*|bronchoconstric*|broncoobstruc*",
      "silba|silbaba|silbido*|silbando|chillaba|chillido* & pecho", "crisis asmatica", "asthma attack", "obstructivo bronquial"
    ]
  },
  {
    id: "dyspnoea",
    groups: ["resp"],
    expressions: [
      "disnea*|dyspn*|ahog*|sofocac*|sofocab*|breathless*", "falta|faltaba|faltar|falto & aire|aliento|respiracion",
      `dificultad|dificultades|costaba|cuesta|costo|trabajo|difficulty|difficult & ${BREATHE}`,
      "no podia|puede|pudo|podian respirar", "shortness breath", "short breath", "air hunger"
    ]
  },
  { id: "cough", groups: ["resp"], expressions: ["tos|toses|tosia|tosio|tosiendo|toser|cough*"] },
  {
    id: "respiratory_failure",
    groups: ["resp"],
    expressions: [
      "insuficiencia|falla|paro|depresion|parada respiratori*", "respiratory failure|arrest|depression|insufficiency",
      "apnea*|apnoea*", "dejo|dejaba respirar"
    ]
  },
  {
    id: "hypoxia",
    groups: ["resp"],
    expressions: ["hipoxemi*|hipoxi*|hypoxi*|hypoxaemi*|hypoxemi*|desatura*", `saturacion|saturation & ${LOWER}`, `saturacion ${LOW_NEXT}`]
  },
  {
    id: "throat_tightness",
    groups: ["allergy", "resp"],
    expressions: [
      "laringoespasm*|laryngospasm*|estridor|stridor", "edema laring*|glotis|glotico", "laryngeal oedema|edema",
      "garganta & cerr*|apret*|nudo|opresion", "throat tightness|closing", "throat & tight*|closing"
    ]
  },
  { id: "rhinitis", expressions: ["rinitis|rinorrea|rhinitis|rhinorr*|estornud*|sneez*", "congestion nasal", "nasal congestion"] },
  {
    id: "throat_pain",
    expressions: ["odinofagia|odynophagia", "dolor|ardor|irritacion|picazon & garganta", "throat irritation|pain|sore", "sore throat", "oropharyngeal pain"]
  },
  { id: "dysphonia", expressions: ["disfonia|dysphonia|ronquera|afonia|aphonia|hoarse*"] },
  { id: "pleural_effusion", groups: ["resp"], expressions: ["derrame pleural", "pleural effusion"] },
  {
    id: "pneumonitis",
    groups: ["resp"],
    expressions: [
      "neumonitis|pneumonitis|alveolitis", "pulmonar|neumopatia|pulmonary intersticial", "interstitial lung",
      "fibrosis pulmonar", "pulmonary|lung fibrosis"
    ]
  },
  { id: "pneumonia", expressions: ["neumoni*|pneumoni*|bronconeumoni*|bronchopneumoni*"] },
  { id: "pulmonary_oedema", groups: ["resp"], expressions: ["edema pulmonar", "edema agudo pulmon", "pulmonary oedema|edema"] },

  // ---- Digestion
  { id: "nausea", expressions: ["nause*|arcada*|asco|queasy", "ganas & vomitar|devolver", "estomago revuelto", "revolvia estomago"] },
  { id: "vomiting", expressions: ["vomit*|emesis", "devolvia|devolvio|devolviendo todo|comida|alimentos"] },
  {
    id: "diarrhoea",
    expressions: [
      "diarre*|diarrh*|soltura", "deposicion*|heces|evacuacion*|caca|stool* & liquid*|suelt*|acuos*|frecuent*|diarreic*|loose|watery",
      "suelto|suelta & estomago"
    ]
  },
  {
    id: "abdominal_pain",
    expressions: [
      "dolor|dolores|dolia|duele|dolio|colico*|retorcijon*|retortijon* & abdominal*|abdomen|estomago|barriga|panza|vientre|epigastri*|hipogastri*|mesogastri*|barriguita|barriguita",
      "epigastralgi*|gastralgi*|abdominalgi*", "abdominal pain|discomfort", "stomach ache|pain", "stomachache"
    ]
  },
  {
    id: "dyspepsia",
    expressions: ["dispepsi*|dyspeps*|pirosis|acidez|agruras|heartburn|reflujo", "ardor & estomago|epigastri*"]
  },
  {
    id: "constipation",
    expressions: ["estrenimiento|estrenido|estrenida|constipation", "no podia|puede|pudo defecar|evacuar|obrar"]
  },
  {
    id: "bloating",
    expressions: [
      "meteorismo|flatulenci*|flatulence|bloating", "distension abdominal", "abdominal distension",
      "barriga|estomago|vientre|abdomen & hinch*|inflamad*|distendid*|gases"
    ]
  },
  { id: "gingival_hyperplasia", expressions: ["hiperplasia|hipertrofia gingival", "gingival hyperplasia|hypertrophy", "encias & crecid*|agrandad*|hipertrof*"] },
  { id: "pancreatitis", expressions: ["pancreatit*", `amilasa|lipasa|amylase|lipase & ${HIGHER}`, `amilasa|lipasa ${HIGH_NEXT}`] },
  {
    id: "dysgeusia",
    expressions: ["disgeusia|dysgeusia|ageusia", "sabor & metalic*|amargo|raro|extrano|feo", "mal sabor", "taste & metallic|altered|disturbance|loss"]
  },
  { id: "dry_mouth", expressions: ["xerostomi*", "boca seca|reseca", "sequedad boca", "dry mouth"] },
  {
    id: "dysphagia",
    expressions: ["disfagia|dysphagia|odinofagia|odynophagia", "dificultad|dolor & tragar|deglutir|deglucion", "no podia|puede|pudo tragar|pasar"]
  },
  { id: "hiccups", expressions: ["hipo|hipos|singulto|hiccup*"] },
  { id: "colitis", expressions: ["colitis|pseudomembranos*|clostridi*|difficile"] },
  { id: "gastric_ulcer", expressions: ["gastritis", "ulcera|ulceras gastric*|peptic*|duodenal*", "peptic|gastric|duodenal ulcer"] },
  { id: "intussusception", expressions: ["intussuscep*", "invaginacion intestinal"] },

  // ---- Nervous system and mind
  {
    id: "seizure",
    expressions: ["convuls*|seizure*|epilept*|comicial*|tonicoclonic*", "tonico clonic*", "tonic clonic", "status epilepticus"]
  },
  {
    id: "dizziness",
    expressions: ["mareo*|marea*|vertig*|dizz*|aturdi*|lightheaded*", "light headed", "vueltas & cabeza|daba|daban|todo"]
  },
  {
    id: "headache",
    expressions: ["cefalea|cefaleas|cefalgia|cephalgia|headache*|jaqueca|migrana|migranas|migraine*", "dolor|dolores|dolia|duele|dolio & cabeza"]
  },
  {
    id: "somnolence",
    expressions: [
      "somnolen*|sedacion|sedation|drowsiness|drowsy|sleepy|letargi*|letharg*|sopor|soporos*|adormilad*|hipersomni*",
      "con|tenia|daba|dio|siente|sentia|demasiado sueno"
    ]
  },
  {
    id: "extrapyramidal",
    groups: ["eps"],
    expressions: [
      "extrapiramidal*|extrapyramidal*|distoni*|dystoni*|acatisi*|akathisi*|discinesi*|dyskinesi*|disquinesi*|parkinsonism*|opistoton*|oculogir*|oculogyr*|torticolis|trismus|trismo",
      "cuello & torc*|torcid*|rigid*|tieso|jalad*|volteab*", "mandibula & trab*|rigid*|apret*|tiesa",
      "ojos & voltea*|volteab*|desviad*", "rigidez & muscular|cuello|mandibula|generalizada"
    ]
  },
  { id: "nms", groups: ["eps"], expressions: ["neuroleptico maligno", "neuroleptic malignant"] },
  { id: "serotonin_syndrome", expressions: ["sindrome serotonin*", "serotonin syndrome|toxicity"] },
  { id: "tremor", expressions: ["tembl*|tremor*"] },
  {
    id: "paraesthesia",
    groups: ["neuropathy"],
    expressions: [
      "parestesi*|paresthesi*|paraesthesi*|hipoestesi*|hypoaesthesi*|hypoesthesi*|hormigue*|adormec*|entumec*|tingling|numb|numbness|disestesi*|dysaesthesi*"
    ]
  },
  { id: "neuropathy", groups: ["neuropathy"], expressions: ["neuropati*|neuropath*|polineuropat*|polyneuropath*|neuritis"] },
  { id: "guillain_barre", groups: ["neuropathy"], expressions: ["guillain", "polirradiculoneur*|polyradiculoneur*"] },
  {
    id: "facial_palsy",
    expressions: ["paralisis|paresia|palsy|paralysis & facial", "bell & palsy|paralisis", "boca & chueca|torcida|desviada|ladeada"]
  },
  { id: "confusion", groups: ["mental"], expressions: ["confus*|desorient*|disorient*|delirium|delirio|encefalopati*|encephalopath*"] },
  { id: "hallucination", groups: ["mental"], expressions: ["alucina*|hallucinat*|psicosis|psicotic*|psychosis|psychotic"] },
  {
    id: "agitation",
    groups: ["mental"],
    expressions: ["agitacion psicomotriz", "agitation|irritabilidad|irritable|irritability|inquietud|restlessness|restless"]
  },
  {
    id: "insomnia",
    expressions: ["insomni*", "no podia|puede|pudo dormir", "dificultad & dormir|conciliar", "trastorno*|alteracion* sueno"]
  },
  {
    id: "depression",
    groups: ["mental"],
    expressions: [
      "depresion !respiratoria|medular|miocardica|neurologica|sensorio|conciencia|ventilatoria",
      "depresiv*|depressive|suicid*", "depressed mood"
    ]
  },
  { id: "anxiety", groups: ["mental"], expressions: ["ansiedad|ansios*|anxiet*|anxious|nerviosismo|panico|panic"] },
  {
    id: "vision",
    expressions: [
      "vision|vista & borros*|nublad*|doble|blurred|borrosa", "blurred vision", "vision blurred", "diplopi*|ceguera|blindness",
      "perdida|disminucion vision|vista", "visual impairment|disturbance", "trastorno*|alteracion* visual*"
    ]
  },
  {
    id: "tinnitus",
    groups: ["ear"],
    expressions: ["tinnitus|acufeno*", "zumbid*|pitid* & oido*|oreja*", "ringing & ear|ears"]
  },
  {
    id: "hearing_loss",
    groups: ["ear"],
    expressions: ["hipoacusi*|sordera|deafness|ototox*", "hearing loss|impaired", "audicion|auditiva|auditivo & perdida|disminu*|alterad*"]
  },
  { id: "ataxia", expressions: ["ataxi*", "inestabilidad marcha", "gait disturbance"] },
  { id: "dysarthria", expressions: ["disartri*|dysarthri*|afasia|aphasia", "habla & arrastrad*|trab*", "dificultad hablar", "slurred speech"] },
  { id: "memory", groups: ["mental"], expressions: ["amnesia", "perdida|perdidas|trastorno memoria", "memory impairment|loss", "olvidos"] },
  { id: "eye_inflammation", expressions: ["uveitis|iritis|escleritis|scleritis|queratitis|keratitis|epiescleritis|episcleritis"] },

  // ---- General, infusion and injection site, vaccines
  {
    id: "fever",
    expressions: [
      "fiebre !amarilla|tifoidea|reumatica|hemorragica|dengue|chikungunya|zika",
      "febril|febriles|febricul*|pyrexi*|fever*|hipertermi*|hyperthermi*|calentura", "alza termica", "cuerpo caliente",
      `temperatura|temperature & ${HIGHER}|38|39|40`, `temperatura ${HIGH_NEXT}`
    ]
  },
  { id: "chills", groups: ["infusion"], expressions: ["escalofri*|chills|rigors|rigor|tiritona|tirit*|chucchu"] },
  { id: "flu_like", expressions: ["pseudogrip*", "sintomas|cuadro|sindrome gripal|gripales", "influenza like", "flu like", "como gripe"] },
  { id: "back_pain", expressions: ["lumbalgi*|dorsalgi*|lumbago", "back pain", "dolor|dolores & espalda|lumbar|cintura"] },
  {
    id: "flushing",
    groups: ["infusion"],
    expressions: [
      "rubor|ruborizac*|flushing|flush|flushed|sofoco|sofocos|bochorno*|acalorad*", "calor & cara|rostro|sensacion|oleadas",
      "cara|rostro & roja|rojo|colorad*|enrojec*", "hot flush*", "feeling hot"
    ]
  },
  {
    id: "infusion_reaction",
    groups: ["infusion"],
    expressions: [
      "reaccion|reacciones|reaction|reactions & infusion*|infusional*|perfusion", "liberacion & citoquinas|citocinas",
      "cytokine release", "red man|redman", "hombre rojo"
    ]
  },
  {
    id: "injection_site",
    expressions: [
      `sitio|lugar|zona|area|punto|region & ${SITE}`,
      "injection|vaccination|application|infusion|administration|catheter|puncture site",
      "brazo|nalga|gluteo|deltoides|muslo & hinch*|rojo|roja|rojiz*|enrojec*|adolorid*|dolor|duele|dolia|duro|dura|bulto|bultito|bolita|bolitas|pelotita|inflamad*|calient*",
      "induraci*|indurat*", "reaccion|reacciones local|locales", "local reaction"
    ]
  },
  { id: "abscess", expressions: ["absces*|abscess*"] },
  { id: "phlebitis", expressions: ["flebitis|phlebitis|tromboflebitis|thrombophlebitis"] },
  { id: "extravasation", expressions: ["extravasac*|extravasat*"] },
  {
    id: "lymphadenopathy",
    expressions: [
      "linfadenopati*|lymphadenopath*|adenopati*|linfadenitis|lymphadenitis",
      "ganglio*|glandula* & inflamad*|hinch*|aumentad*|crecid*|palpable*|dolor*"
    ]
  },
  {
    id: "fatigue",
    expressions: ["astenia|asthenia|fatiga*|fatigue|cansanc*|cansad*|debilidad|weakness|malestar|malaise|decaimiento|decaid*|adinamia"]
  },
  {
    id: "myalgia",
    groups: ["msk"],
    expressions: ["mialgi*|myalgi*", "dolor|dolores & muscul*|cuerpo|huesos", "muscle pain|ache", "cuerpo cortado"]
  },
  {
    id: "arthralgia",
    groups: ["msk"],
    expressions: ["artralgi*|arthralgi*|poliartralgi*|artritis|arthritis", "dolor|dolores & articula*|coyuntura*", "joint pain"]
  },
  {
    id: "rhabdomyolysis",
    groups: ["msk"],
    expressions: [
      "rabdomiolisis|rhabdomyolysis|miopati*|myopath*|miositis|myositis",
      `cpk|ck|creatinfosfoquinasa|creatinquinasa|creatine & ${HIGHER}`, `cpk|ck ${HIGH_NEXT}`
    ]
  },
  { id: "muscle_spasms", groups: ["msk"], expressions: ["calambre*|cramp*|contractur*", "espasmo* muscular*", "muscle spasm*"] },
  {
    id: "tendon",
    groups: ["msk"],
    expressions: ["tendinitis|tendinopati*|tendonitis|tendinopath*", "tendon* & ruptur*|rotura|rompio"]
  },
  { id: "osteonecrosis", expressions: ["osteonecrosis", "necrosis & mandibul*|maxilar*|jaw"] },
  { id: "crying", expressions: ["llanto|llor*|crying|cried|inconsolabl*"] },
  { id: "hypotonia", expressions: ["hipotoni*|hiporrespuest*|hiporreactiv*|hypotoni*|hyporesponsiv*|flacid*|floppy|blandito|blandita"] },
  { id: "conjunctivitis", expressions: ["conjuntivitis|conjunctivitis|lagrimeo", "ojo|ojos & rojo*|roja*|enrojec*|irritad*|lagrim*", "hiperemia conjuntival|ocular", "ocular hyperaemia"] },
  { id: "sepsis", expressions: ["sepsis|septic*|septicemi*|bacteriemi*|bacteraemi*|bacteremi*"] },
  { id: "candidiasis", expressions: ["candidiasis|candida|moniliasis|algodoncillo|muguet|thrush"] },
  { id: "herpes_zoster", expressions: ["zoster|culebrilla|shingles"] },
  { id: "cellulitis", expressions: ["celulitis|cellulitis|erisipela|erysipelas"] },

  // ---- Metabolism and glands
  {
    id: "hypoglycaemia",
    groups: ["glucose"],
    expressions: [
      "hipoglicemi*|hipoglucemi*|hypoglycaemi*|hypoglycemi*", `glucosa|glicemia|glucemia|azucar|glucose & ${LOWER}`,
      `glucosa|glicemia|glucemia|azucar ${LOW_NEXT}`, "bajo|bajaba azucar|glucosa"
    ]
  },
  {
    id: "hyperglycaemia",
    groups: ["glucose"],
    expressions: [
      "hiperglicemi*|hiperglucemi*|hyperglycaemi*|hyperglycemi*|cetoacidosis|ketoacidosis",
      `glucosa|glicemia|glucemia|azucar|glucose & ${HIGHER}`, `glucosa|glicemia|glucemia|azucar ${HIGH_NEXT}`
    ]
  },
  {
    id: "hyponatraemia",
    groups: ["electrolytes"],
    expressions: ["hiponatremi*|hyponatraemi*|hyponatremi*|siadh", `sodio|sodium & ${LOWER}`, `sodio ${LOW_NEXT}`]
  },
  {
    id: "hyperkalaemia",
    groups: ["electrolytes"],
    expressions: ["hiperkalemi*|hiperpotasemi*|hyperkalaemi*|hyperkalemi*", `potasio|potassium & ${HIGHER}`, `potasio ${HIGH_NEXT}`]
  },
  {
    id: "hypokalaemia",
    groups: ["electrolytes"],
    expressions: ["hipokalemi*|hipopotasemi*|hypokalaemi*|hypokalemi*", `potasio|potassium & ${LOWER}`, `potasio ${LOW_NEXT}`]
  },
  {
    id: "hypo_ca_mg",
    groups: ["electrolytes"],
    expressions: ["hipomagnesemi*|hypomagnes*|hipocalcemi*|hypocalcaemi*|hypocalcemi*"]
  },
  { id: "lactic_acidosis", expressions: ["acidosis lactica", "lactic acidosis", "hiperlactatemi*|hyperlactat*"] },
  {
    id: "thyroid",
    expressions: ["hipotiroid*|hypothyroid*|hipertiroid*|hyperthyroid*|tirotoxic*|thyrotoxic*|tiroiditis|thyroiditis"]
  },
  {
    id: "weight_gain",
    expressions: ["aumento|ganancia|subida|incremento peso", "subio|gano peso|kilos", "engord*", "weight increased|gain"]
  },
  {
    id: "weight_loss",
    expressions: ["perdida|baja peso", "perdio|bajo peso|kilos", "adelgaz*", "weight decreased|loss"]
  },
  {
    id: "appetite",
    expressions: [
      "anorexia|hiporexia|inapetencia", "falta|perdida|disminucion apetito", "sin apetito|hambre", "no quiere|queria|come|comia comer",
      "decreased appetite", "appetite & decreased|loss|lost"
    ]
  },
  { id: "gynaecomastia", expressions: ["ginecomasti*|gynaecomasti*|gynecomasti*", "galactorre*|galactorrh*"] },
  {
    id: "sexual_dysfunction",
    expressions: ["disfuncion erectil|sexual", "erectile dysfunction", "impotencia|priapism*", `libido & ${LOWER}|perdida|loss`]
  },
  {
    id: "menstrual",
    groups: ["bleeding"],
    expressions: [
      "metrorragi*|menorragi*|amenorre*|amenorrh*", "sangrado vaginal|uterino|genital", "vaginal bleeding|haemorrhage|hemorrhage",
      "menstruac*|regla & irregular*|abundante|retras*|alterad*"
    ]
  },

  // ---- Reports that are not a reaction of the body
  { id: "pregnancy", expressions: ["embaraz*|gestante*|gestacion*|pregnan*|gravidez", "lactancia materna", "breastfeeding|breast feeding"] },
  {
    id: "pregnancy_outcome",
    expressions: ["aborto*|abortion|miscarriage|malformac*|congenit*", "perdida gestacional", "muerte|obito fetal"]
  },
  {
    id: "medication_error",
    groups: ["error"],
    expressions: [
      "error* & medicac*|dosificac*|administrac*|dispensac*|medication|dosing|prescripcion",
      "dosis & incorrect*|equivocad*|errone*|wrong", "wrong drug|dose|patient|product", "confusion medicamento*"
    ]
  },
  {
    id: "overdose",
    groups: ["error"],
    expressions: ["sobredosi*|overdos*|intoxicac*|poisoning", "ingesta|ingestion|exposure & accidental|voluntaria|intencional"]
  },
  {
    id: "ineffective",
    expressions: [
      "ineficac*|ineffective|inefficac*", "falta|perdida|ausencia & eficacia|efecto|respuesta", "no hizo|hace|tuvo|tiene efecto",
      "sin efecto", "lack efficacy|effect", "therapeutic failure", "therapeutic response decreased", "fallo|falla|fracaso terapeutic*"
    ]
  },
  {
    id: "quality",
    expressions: ["problema|defecto|queja|reclamo & calidad", "quality & issue|defect|complaint|problem", "falsificad*|counterfeit"]
  },
  { id: "death", expressions: ["fallec*|murio|muerte|obito|exitus|death|died|deceased|fatal"] },
  { id: "withdrawal", expressions: ["abstinencia|withdrawal", "sindrome retirada"] }
]
