/**
 * Reaction lexicon, part A: skin and allergy, liver, kidney, blood, heart and circulation. Each
 * reaction is named as a laboratory's E2B names it (MedDRA preferred terms in English), as a
 * physician writes it in Spanish, and as a patient, relative or nurse says it in Peruvian and
 * Latin-American Spanish. Syntax: see {@link ReactionConcept} in reactions.ts.
 */
import type { ReactionConcept } from "./reactions.js"

/**
 * Words that say a value or a pressure went down, safe a few words away from it (Spanish and
 * English). 'bajo' and 'baja' are not: 'bajo tratamiento', 'bajo sedación'; they count only
 * right after the value ({@link LOW_NEXT}).
 */
export const LOWER = "bajaron|bajando|disminu*|descen*|cayo|cayeron|caida|decreased|decrease|dropped|drop|fell|reduced|low"
/** 'Low' right after the value: 'presión baja', 'plaquetas bajas'. */
export const LOW_NEXT = "bajo|baja|bajos|bajas|bajita|bajitas|bajisima|bajisimo"
/** Words that say a value went up, safe a few words away ('alta' is also a discharge: 'TGP normal, alta'). */
export const HIGHER = "elevad*|elevacion|aument*|subio|subieron|incremen*|increased|increase|elevated|high|raised"
/** 'High' right after the value: 'presión alta', 'azúcar alta'. */
export const HIGH_NEXT = "alto|alta|altos|altas|altisima|altisimo"

const SWELLING = "hinch*|edema|edemas|edemat*|oedema*|tumefac*|abultad*|swell*|swollen|deform*"

/** Skin and allergy, liver, kidney, blood, heart and circulation. */
export const REACTION_LEXICON_A: ReadonlyArray<ReactionConcept> = [
  // ---- Skin and allergy
  {
    id: "rash",
    expressions: [
      "rash|rashes|exantem*|erupcion|erupciones|eruptiv*|eruption|sarpull*|salpull*|maculopapul*|morbiliform*|toxicodermi*|farmacodermi*",
      "maculo papular", "granitos|granos|ronchitas & cuerpo|piel|salieron|salio|aparecieron|rojos|rojitos",
      "mancha*|manchitas|puntitos|puntos & rojo|roja|rojos|rojas|rojiz*|rojit*|rosad*", "brote|brotes & piel|cuerpo|cutaneo|alergic*|salio|salieron",
      "broto|brotado|brotada|brotaron",
      "reaccion|reacciones cutanea*|dermica*|piel", "skin reaction|eruption", "lesion* cutane*|dermic*|piel"
    ]
  },
  {
    id: "urticaria",
    groups: ["allergy"],
    expressions: ["urticari*|habon*|ronch*|hives|wheal|wheals", "urticarial"]
  },
  {
    id: "pruritus",
    expressions: [
      "prurit*|prurig*|picazon*|comezon*|picor*|itching|itchy|itch|escozor|rasquin*|picaba|picaban|picaron",
      "pica|picaba|picaban|picaron|picandole & cuerpo|todo|piel|ojos|mucho|brazos|cara"
    ]
  },
  { id: "erythema", expressions: ["eritem*|erythem*|enrojecimiento|enrojecid*|rojez|redness"] },
  {
    id: "angioedema",
    groups: ["allergy"],
    expressions: [
      "angioedem*|angioneurotic*|quincke", "angio edema",
      `${SWELLING} & labio*|labial|parpado*|palpebra*|cara|rostro|facial|lengua|boca|ojos|ojo|glotis|periorbit*|cachete*|mejilla*|lip|lips|eyelid*|face|tongue|mouth|eye|eyes`,
      "inflam* & labio*|parpado*|lengua"
    ]
  },
  {
    id: "anaphylaxis",
    groups: ["allergy"],
    expressions: ["anafil*|anaphyl*"]
  },
  {
    id: "hypersensitivity",
    groups: ["allergy"],
    expressions: ["hipersensib*|hypersensitiv*|alergi*|allerg*", "enfermedad suero", "serum sickness"]
  },
  {
    id: "fixed_eruption",
    groups: ["fde"],
    expressions: [
      "eritema|exantema|erupcion|dermatitis fijo|fija|pigmentado|pigmentada", "fixed eruption|drug"
    ]
  },
  {
    id: "pigmentation",
    groups: ["fde"],
    expressions: ["hiperpigment*|hyperpigment*|pigmentac*|pigmentation", "mancha*|manchitas & oscur*|negr*|marron*|cafe"]
  },
  {
    id: "sjs_ten",
    groups: ["scar"],
    expressions: [
      "stevens johnson|jhonson|jonhson|johnsons|jonson", "sjs|lyell|necrolisis|necrolysis|epidermolisis",
      "necrosis epidermica"
    ]
  },
  {
    id: "dress",
    groups: ["scar"],
    expressions: ["dress", "eosinofilia|eosinophilia & sistemic*|systemic", "hipersensibilidad & anticonvulsiv*|antiepilep*"]
  },
  { id: "agep", groups: ["scar"], expressions: ["agep|pustulosis|pustul*"] },
  {
    id: "erythema_multiforme",
    groups: ["scar"],
    expressions: ["eritema|erythema multiform*", "lesion*|lesiones diana|escarapela", "target lesion*|lesions"]
  },
  {
    id: "blister",
    groups: ["scar"],
    expressions: [
      "ampollos*|flictena*|bullos*|bullous|blister*|vesiculoampoll*",
      "ampolla|ampollas|ampollitas & piel|boca|labio*|cuerpo|mucosa*|brazo*|pierna*|tronco|genital*|cutane*|lesion*|salieron|salio|aparecieron|aparecio|formaron|formacion|manos|pies"
    ]
  },
  {
    id: "skin_exfoliation",
    groups: ["scar"],
    expressions: [
      "descamac*|exfoliat*|exfoliac*|nikolsky|denudad*|desepiteliz*|eritrodermi*|erythroderm*",
      "desprendimiento|despegamiento|desprendia|despegaba|pelaba|pelaban|pelando|pelandose|caia|caian|levantaba & piel|epiderm*|cutane*|skin"
    ]
  },
  {
    id: "mouth_ulcer",
    expressions: [
      "mucositis|estomatitis|stomatitis|aftas|afta|aftos*",
      "ulcer*|llaga|llagas|heridas & boca|oral|bucal*|labio*|mucosa*|lengua|mouth|encias",
      "mouth ulceration"
    ]
  },
  { id: "photosensitivity", expressions: ["fotosensib*|photosensitiv*|fototoxic*|phototoxic*|fotoalerg*|photoallerg*|sunburn", "quemadura* & sol|solar|solares"] },
  { id: "dermatitis", expressions: ["dermatitis|eczema*|eccema*|eczematos*", "irritacion & piel|cutanea|skin"] },
  { id: "alopecia", expressions: ["alopeci*", "hair loss", "cabello|pelo & caida|cae|caia|caen|caian|cayendo|cayo|cayeron|perdida|perdio"] },
  { id: "hirsutism", expressions: ["hirsutismo|hirsutism|hipertricosis|hypertrichosis", "vello & aument*|exces*|crecimiento"] },
  { id: "hyperhidrosis", expressions: ["sudor*|sudab*|sudand*|diafores*|diaphores*|hiperhidrosis|hyperhidrosis|sweating|sweats|transpirac*"] },
  { id: "acne", expressions: ["acne|acneiform*"] },
  { id: "hand_foot", expressions: ["eritrodisestesi*|erythrodysaesthesi*|erythrodysesthesi*", "mano pie", "hand foot", "palmar plantar"] },
  { id: "swelling", expressions: ["hinch*|edema|edemas|edemat*|oedema*|tumefac*|swelling|swollen"] },

  // ---- Liver
  {
    id: "liver_injury",
    groups: ["liver"],
    expressions: [
      "hepatotox*|dili|hepatopati*",
      "lesion|dano|injuria|toxicidad|afectacion|compromiso hepatic*|higado",
      "liver injury|damage|disorder|toxicity", "hepatic injury|toxicity|disorder", "hepatocellular injury|damage",
      "hepatitis !a|b|c|d|e|viral|vhb|vhc|hbv|hcv|virus|autoinmune"
    ]
  },
  {
    id: "jaundice",
    groups: ["liver"],
    expressions: [
      "ictericia|icteric*|jaundice|icterus|subicteric*",
      "amarill* & piel|ojos|ojo|escleras|esclerotica*|cara|cuerpo|tinte|coloracion|mucosas|skin",
      "puso|ponia|pusieron|volvio|veia|estaba|esta|todo|toda amarill*"
    ]
  },
  {
    id: "transaminases",
    groups: ["liver"],
    expressions: [
      "transaminas*|hipertransaminas*|aminotransferas*",
      `tgo|tgp|alt|ast|gpt|alat|asat & ${HIGHER}`,
      "enzimas|pruebas|funcion hepatic* & alterad*|elevad*|elevacion|anormal*|aument*", "hepatic function abnormal",
      "hepatic enzyme*|enzymes & increased|abnormal", "liver function test* & abnormal|increased", `tgo|tgp|alt|ast|gpt|alat|asat ${HIGH_NEXT}`,
      "liver enzyme*|enzymes & increased|abnormal|elevated"
    ]
  },
  {
    id: "cholestasis",
    groups: ["liver"],
    expressions: [
      "colesta*|cholesta*|hiperbilirrubin*|hyperbilirubin*|acolia", `bilirrubin*|bilirubin & ${HIGHER}`, `bilirrubin* ${HIGH_NEXT}`,
      "heces|deposiciones|caca & claras|blancas|acolicas|palidas"
    ]
  },
  {
    id: "liver_failure",
    groups: ["liver"],
    expressions: ["insuficiencia|falla|fallo hepatic*", "hepatic|liver failure", "encefalopatia hepatica", "hepatic encephalopathy"]
  },
  {
    id: "dark_urine",
    groups: ["liver", "haemolysis"],
    expressions: ["coluria|colurica|chromaturia", "orina*|orinab* & oscur*|negr*|marron|cafe|coca|cocacola", "dark urine", "urine dark|brown"]
  },

  // ---- Kidney
  {
    id: "kidney_injury",
    groups: ["kidney"],
    expressions: [
      "insuficiencia|falla|fallo|lesion|injuria|dano renal|renales", "nefrotox*|nephrotox*|oliguri*|anuri*|oligoanuri*",
      "renal|kidney failure|injury|impairment|insufficiency", `creatinin*|creatinine & ${HIGHER}`, `creatinin* ${HIGH_NEXT}`,
      "dejo|dejaba orinar", "no orinaba|orino|orina", "necrosis tubular", "tubular necrosis", "lra"
    ]
  },
  { id: "nephritis", groups: ["kidney"], expressions: ["nefritis|nephritis|nefropati*|nephropath*|glomerulonefritis|glomerulonephritis"] },
  {
    id: "haematuria",
    groups: ["kidney", "bleeding"],
    expressions: ["hematuria|haematuria", "sangre orina", "orina|orinaba con sangre", "orina roja|rojiza|sanguinolenta", "orinaba sangre"]
  },
  { id: "urinary_retention", expressions: ["retencion urinaria|orina", "urinary retention", "no podia|puede|pudo orinar"] },
  { id: "dysuria", expressions: ["disuria|dysuria", "ardor|dolor|molestia & orinar|miccion"] },
  { id: "urinary_infection", expressions: ["infeccion urinaria|tracto", "urinary tract infection", "itu"] },
  { id: "incontinence", expressions: ["incontinencia|incontinence|enuresis"] },

  // ---- Blood
  {
    id: "neutropenia",
    groups: ["cytopenia"],
    expressions: [
      "neutropeni*|agranulocit*|leucopeni*|leucocitopeni*|granulocitopeni*|leukopeni*|agranulocyt*",
      `neutrofil*|neutrophil*|leucocit*|leukocyte*|blancos|defensas & ${LOWER}`, `neutrofil*|leucocit*|blancos|defensas ${LOW_NEXT}`
    ]
  },
  {
    id: "thrombocytopenia",
    groups: ["cytopenia"],
    expressions: ["trombocitopeni*|thrombocytopeni*|plaquetopeni*", `plaqueta*|platelet* & ${LOWER}`, `plaqueta* ${LOW_NEXT}`]
  },
  { id: "anaemia", groups: ["cytopenia"], expressions: ["anemi*|anaemi*", `hemoglobin*|haemoglobin* & ${LOWER}`, `hemoglobin* ${LOW_NEXT}`] },
  { id: "haemolysis", expressions: ["hemolis*|hemolit*|haemoly*|hemoly*|coombs"] },
  {
    id: "pancytopenia",
    groups: ["cytopenia"],
    expressions: [
      "pancitopeni*|pancytopeni*|mielosupres*|myelosuppress*|mielotox*|myelotox*|aplasic*|aplastic*",
      "aplasia|depresion|supresion medular", "marrow failure|suppression|depression|aplasia"
    ]
  },
  {
    id: "bleeding",
    groups: ["bleeding"],
    expressions: ["hemorragi*|haemorrhag*|hemorrhag*|sangrado*|sangrando|sangraba|sangraban|sangrar|sangraron|sangrante*|bleed*|bled"]
  },
  {
    id: "gi_bleeding",
    groups: ["bleeding"],
    expressions: [
      "hemorragia|sangrado digestiv*|gastrointestinal*|gastric*|rectal", "melena|melenas|melaena|hematemesis|haematemesis|rectorragi*|hematoquecia|haematochezia",
      "heces|deposiciones|caca|popo & negr*|alquitran*", "heces|deposiciones con sangre",
      "vomito*|vomitaba|vomitaban|vomitos con sangre", "vomito*|vomitos sanguinolent*|hematicos|porraceos"
    ]
  },
  { id: "epistaxis", groups: ["bleeding"], expressions: ["epistaxis|nosebleed*", "nariz|nasal & sangr*"] },
  { id: "gingival_bleeding", groups: ["bleeding"], expressions: ["gingivorragi*", "encia* & sangr*", "gingival bleeding|haemorrhage"] },
  {
    id: "bruising",
    groups: ["bleeding"],
    expressions: ["equimosis|equimotic*|hematoma*|moreton*|moretes|bruis*|ecchymos*|contusion", "morados|moradas & salieron|cuerpo|piel|brazos|piernas"]
  },
  { id: "purpura", groups: ["bleeding"], expressions: ["petequi*|petechi*|purpur*", "mancha*|manchitas & morad*|violac*|violet*"] },
  {
    id: "inr_increased",
    groups: ["bleeding"],
    expressions: [`inr & ${HIGHER}|prolongad*|supraterapeut*`, `inr ${HIGH_NEXT}`, "sobreanticoagul*|overanticoagul*", "anticoagulacion excesiva", "normalised|normalized ratio increased"]
  },
  { id: "eosinophilia", expressions: ["eosinofilia|eosinophilia|hipereosinofil*|hypereosinophil*"] },
  { id: "methaemoglobinaemia", expressions: ["metahemoglobin*|methaemoglobin*|methemoglobin*"] },
  {
    id: "cyanosis",
    expressions: ["cianosis|cianotic*|cyanos*|cyanotic", "labio*|unas|dedos|lips & morad*|azul*|blue", "puso morado|morada|azul|azulado|azulada"]
  },

  // ---- Heart and circulation
  {
    id: "hypotension",
    groups: ["circulatory"],
    expressions: [
      "hipotens*|hypotens*", `presion|tension|pa|presiones|pressure & ${LOWER}`, `presion|tension|pa|presiones ${LOW_NEXT}`,
      `presion|tension arterial|sanguinea ${LOW_NEXT}`, "bajo|bajaba presion|tension"
    ]
  },
  {
    id: "hypertension",
    expressions: [
      "hipertens*|hypertens*", `presion|tension|pa|presiones|pressure & ${HIGHER}`, `presion|tension|pa|presiones ${HIGH_NEXT}`,
      `presion|tension arterial|sanguinea ${HIGH_NEXT}`
    ]
  },
  { id: "shock", groups: ["circulatory"], expressions: ["shock", "choque anafil*|septic*|hipovolem*|distributiv*|cardiogen*|circulatori*"] },
  {
    id: "syncope",
    expressions: [
      "sincop*|syncop*|desmay*|desvanec*|vasovagal*|lipotimi*|presincop*|presyncop*|faint*|inconscien*|unconscious*|unresponsive|comatos*",
      "estado coma",
      "perdida|perdio|perdiendo & conocimiento|conciencia|sentido", "loss consciousness", "lost consciousness"
    ]
  },
  {
    id: "tachycardia",
    groups: ["rhythm"],
    expressions: ["taquicardi*|tachycardi*", "pulso rapido|acelerado|elevado|alto", "frecuencia cardiaca rapida|acelerada|elevada|alta", "heart rate increased"]
  },
  {
    id: "palpitations",
    groups: ["rhythm"],
    expressions: ["palpitac*|palpitat*", "corazon|latidos & acelerad*|rapido|fuerte*|brinc*|saltab*|agitad*|palpit*"]
  },
  { id: "bradycardia", groups: ["rhythm"], expressions: ["bradicardi*|bradycardi*", "pulso lento|bajo", "frecuencia cardiaca lenta|baja", "heart rate decreased"] },
  {
    id: "arrhythmia",
    groups: ["rhythm"],
    expressions: [
      "arritmi*|arrhythmi*|extrasistol*|extrasystol*|fibrilac*|fibrillat*|flutter", "latidos|ritmo irregular*",
      "bloqueo & auriculoventricular|av|cardiaco|rama", "atrioventricular|av block"
    ]
  },
  {
    id: "qt_prolonged",
    groups: ["rhythm"],
    expressions: ["qt|qtc & prolong*|alarg*|largo|aument*|elevad*|increased", "torsade*|torsades", "torsion puntas"]
  },
  {
    id: "heart_failure",
    groups: ["cardiac"],
    expressions: [
      "insuficiencia|falla|fallo cardiac*", "cardiac|heart failure", "miocardiopati*|cardiomiopati*|cardiomyopath*|cardiotox*",
      "fraccion & eyeccion", "ejection fraction", "disfuncion ventricular", "ventricular dysfunction"
    ]
  },
  {
    id: "myocardial_infarction",
    groups: ["cardiac"],
    expressions: [
      "infarto & miocardio|cardiaco|corazon", "myocardial infarction", "heart attack", "ataque cardiaco|corazon",
      "sindrome coronario", "coronary syndrome", "angina & pecho|pectoris|inestable|estable"
    ]
  },
  {
    id: "chest_pain",
    expressions: ["dolor|dolores|dolia|opresion|apretado|apretaba & pecho|toracic*|precordi*", "chest pain|discomfort|tightness", "precordialgia"]
  },
  { id: "myocarditis", groups: ["cardiac"], expressions: ["miocarditis|myocarditis|pericarditis|miopericarditis|myopericarditis"] },
  {
    id: "cardiac_arrest",
    groups: ["cardiac"],
    expressions: ["paro|parada & cardiac*|cardiorrespirator*|cardiorespirator*|corazon", "cardiac|cardiorespiratory arrest"]
  },
  {
    id: "oedema_peripheral",
    expressions: [
      `${SWELLING} & pies|pie|piernas|pierna|tobillos|tobillo|miembros|mmii|inferiores|maleolar|periferic*|peripheral|extremidades|legs|feet|ankles`,
      "retencion liquidos", "fluid retention", "anasarca"
    ]
  },
  {
    id: "thrombosis",
    groups: ["thrombo"],
    expressions: ["trombosis|trombotic*|tromboembol*|thrombos*|thrombotic|thromboembol*|embolia|embolismo|embolism|tvp|tep|dvt|coagulo*"]
  },
  {
    id: "stroke",
    expressions: [
      "acv|ictus|stroke|ecv|hemiparesi*|hemipleji*", "accidente cerebrovascular|cerebro", "cerebrovascular accident|event",
      "evento cerebrovascular", "infarto|derrame|hemorragia cerebral|intracraneal|subaracnoidea", "intracranial haemorrhage|hemorrhage"
    ]
  },
  { id: "vasculitis", expressions: ["vasculitis"] }
]
