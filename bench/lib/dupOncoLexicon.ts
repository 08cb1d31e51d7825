/**
 * Reactions of the oncology network generator (`--generator oncologia`), each in the words of
 * each writer: the oncologist's term, the nurse's abbreviation, the relative's lay phrase and the
 * company template's upper-case preferred term; when it shows (during the infusion, days after
 * day 1, or after several cycles), how often it ends in admission, its findings with numbers,
 * what was done and how it ends. Findings are drawn once per event: every writer copies them.
 */
import type { Random } from "./random.js"

/** How an event ends, as forms ask it. */
export type Outcome = "recuperado" | "recuperando" | "no_recuperado" | "secuelas" | "fallecido" | "desconocido"

/** A reaction and its vocabularies. */
export interface Reaction {
  readonly medico: ReadonlyArray<string>
  readonly enfermeria: ReadonlyArray<string>
  readonly lego: ReadonlyArray<string>
  readonly empresa: ReadonlyArray<string>
  readonly when: "infusion" | "dias" | "acumulado"
  /** Days after day 1 of the cycle when it starts ("dias" and "acumulado"). */
  readonly days: readonly [number, number]
  readonly admit: number
  readonly grades: ReadonlyArray<readonly [number, number]>
  /** Findings in clinical words, with the numbers of this patient. */
  readonly hallazgos: (r: Random, grade: number) => Array<string>
  /** What was done, in clinical words. */
  readonly manejo: (r: Random, grade: number) => Array<string>
  readonly desenlace: ReadonlyArray<readonly [Outcome, number]>
}

const pick2 = <A>(r: Random, items: ReadonlyArray<A>, n: number): Array<A> => {
  const pool = [...items]
  const out: Array<A> = []
  while (out.length < n && pool.length > 0) out.push(pool.splice(r.int(0, pool.length - 1), 1)[0]!)
  return out
}
const dec = (r: Random, lo: number, hi: number) => (lo + r.next() * (hi - lo)).toFixed(1)
const pa = (r: Random, low: boolean) => (low ? `PA ${r.int(70, 95)}/${r.int(40, 60)}` : `PA ${r.int(105, 140)}/${r.int(60, 85)}`)

/** The reactions by key. */
export const REACTIONS = {
  infusional: {
    medico: ["reacción infusional", "reacción de hipersensibilidad", "reacción relacionada a la infusión", "reacción de hipersensibilidad inmediata"],
    enfermeria: ["RAM infusional", "reacción a la infusión", "RHS", "reacción alérgica"],
    lego: ["se puso roja y le faltaba el aire", "le dio una alergia con la quimio", "se ahogaba y se le puso la cara roja", "se puso mal cuando le pasaban el suero"],
    empresa: ["REACCION RELACIONADA CON LA INFUSION", "HIPERSENSIBILIDAD", "DISNEA", "RUBOR"],
    when: "infusion", days: [0, 0], admit: 0.04, grades: [[1, 0.15], [2, 0.6], [3, 0.2], [4, 0.05]],
    hallazgos: (r, g) => [...pick2(r, ["rubor facial", "disnea", "opresión torácica", "dolor lumbar", "prurito generalizado", "urticaria en tórax", "tos seca", "sensación de calor"], r.int(2, 4)),
      pa(r, g >= 3), `FC ${r.int(98, 132)}`, `SatO2 ${g >= 3 ? r.int(82, 89) : r.int(90, 95)}%`],
    manejo: (r, g) => ["suspensión de la infusión", "hidrocortisona 100 mg EV", "clorfenamina 10 mg EV", ...(r.chance(0.6) ? ["O2 por CBN 3 L/min"] : []),
      ...(g >= 3 ? ["adrenalina 0.5 mg IM", "ClNa 0.9% 500 mL a chorro"] : r.chance(0.7) ? ["reinicio de la infusión al 50% de velocidad"] : [])],
    desenlace: [["recuperado", 0.9], ["recuperando", 0.1]]
  },
  escalofrios: {
    medico: ["reacción pirogénica", "escalofríos y fiebre post infusión", "reacción febril asociada a la infusión"],
    enfermeria: ["escalofríos + fiebre", "reacción pirógena", "temblores y alza térmica"],
    lego: ["le dio temblor y fiebre", "empezó a temblar con escalofríos", "le agarró un frío fuerte y temblaba"],
    empresa: ["ESCALOFRIOS", "PIREXIA"],
    when: "infusion", days: [0, 0], admit: 0.03, grades: [[1, 0.3], [2, 0.6], [3, 0.1]],
    hallazgos: (r) => [`T ${dec(r, 38.1, 39.4)} °C`, ...pick2(r, ["escalofríos intensos", "temblor generalizado", "cefalea", "malestar general"], 2), `FC ${r.int(96, 124)}`],
    manejo: (r) => ["suspensión de la infusión", r.pick(["metamizol 1 g EV", "paracetamol 1 g EV"]), ...(r.chance(0.5) ? ["petidina 25 mg EV"] : []), ...(r.chance(0.5) ? ["hidrocortisona 100 mg EV"] : [])],
    desenlace: [["recuperado", 0.95], ["desconocido", 0.05]]
  },
  extravasacion: {
    medico: ["extravasación", "extravasación de citostático", "extravasación de agente vesicante"],
    enfermeria: ["extravasación", "extravasación en MSI", "infiltración del citostático"],
    lego: ["se le salió la quimio del brazo y se le hinchó", "se le hinchó el brazo donde le pusieron la vía", "se le quemó el brazo con la quimio"],
    empresa: ["EXTRAVASACION EN EL SITIO DE INFUSION", "DOLOR EN EL SITIO DE INFUSION"],
    when: "infusion", days: [0, 0], admit: 0.05, grades: [[1, 0.2], [2, 0.55], [3, 0.25]],
    hallazgos: (r, g) => [`edema y eritema en ${r.pick(["dorso de mano izquierda", "antebrazo derecho", "pliegue del codo izquierdo", "dorso de mano derecha"])}`,
      `área de ${r.int(2, 8)} x ${r.int(2, 6)} cm`, "dolor urente en sitio de venopunción", `volumen extravasado aprox. ${r.int(2, 15)} mL`, ...(g >= 3 ? ["flictenas"] : [])],
    manejo: (r, g) => ["detención de la infusión", "aspiración por la vía", r.pick(["compresas frías 15 min c/6 h", "compresas tibias"]), "DMSO 99% tópico", "elevación del miembro",
      ...(g >= 3 ? ["interconsulta a cirugía plástica"] : [])],
    desenlace: [["recuperando", 0.5], ["recuperado", 0.3], ["secuelas", 0.2]]
  },
  neutropenia_febril: {
    medico: ["neutropenia febril", "neutropenia febril post quimioterapia", "NF post QT", "neutropenia grado 4 con fiebre"],
    enfermeria: ["NF", "NF G4", "neutropenia febril", "NF post QT"],
    lego: ["le dio fiebre alta y le bajaron las defensas", "se puso con fiebre y le dijeron que no tenía defensas", "fiebre y las defensas en cero"],
    empresa: ["NEUTROPENIA FEBRIL", "PIREXIA", "RECUENTO DE NEUTROFILOS DISMINUIDO"],
    when: "dias", days: [6, 12], admit: 0.85, grades: [[3, 0.6], [4, 0.4]],
    hallazgos: (r, g) => [`T ${dec(r, 38.3, 39.6)} °C`, `leucocitos ${r.int(3, 14) * 100}`, `RAN ${g === 4 ? r.int(1, 4) * 100 - r.int(0, 50) : r.int(5, 9) * 100}`,
      `Hb ${dec(r, 7.8, 11.5)}`, `plaquetas ${r.int(18, 160)} 000`, r.pick(["sin foco aparente", "foco urinario", "foco respiratorio", "foco en mucosa oral"])],
    manejo: (r, g) => ["hemocultivos x2", g === 4 && r.chance(0.5) ? "meropenem 1 g EV c/8 h" : "cefepime 2 g EV c/8 h", "filgrastim 300 mcg SC c/24 h", ...(r.chance(0.3) ? ["vancomicina 1 g EV c/12 h"] : []), "aislamiento protector"],
    desenlace: [["recuperado", 0.85], ["recuperando", 0.08], ["fallecido", 0.04], ["desconocido", 0.03]]
  },
  mucositis: {
    medico: ["mucositis oral", "estomatitis", "mucositis orofaríngea"],
    enfermeria: ["mucositis", "lesiones orales", "mucositis oral"],
    lego: ["tiene llagas en la boca y no puede comer", "se le llenó la boca de heridas", "le arde la boca y no le pasa la comida"],
    empresa: ["ESTOMATITIS", "INFLAMACION DE LA MUCOSA"],
    when: "dias", days: [5, 10], admit: 0.2, grades: [[1, 0.2], [2, 0.5], [3, 0.3]],
    hallazgos: (r, g) => [r.pick(["úlceras en mucosa yugal y lengua", "úlceras en paladar y carrillos", "eritema y úlceras orales"]), g >= 3 ? "tolera solo líquidos" : "disfagia a sólidos", ...(r.chance(0.4) ? ["candidiasis sobreagregada"] : []), `pérdida de ${r.int(1, 5)} kg`],
    manejo: (r, g) => ["enjuagues con bicarbonato", "lidocaína viscosa", ...(r.chance(0.5) ? ["nistatina en suspensión"] : []), ...(g >= 3 ? ["hidratación EV", "reducción de dosis al 75%"] : ["dieta blanda"])],
    desenlace: [["recuperado", 0.8], ["recuperando", 0.2]]
  },
  neuropatia: {
    medico: ["neuropatía periférica", "neurotoxicidad periférica", "polineuropatía sensitiva"],
    enfermeria: ["neuropatía", "parestesias", "NPP"],
    lego: ["se le duermen las manos y los pies", "siente hormigueo en los dedos", "ya no siente bien los pies"],
    empresa: ["NEUROPATIA PERIFERICA", "PARESTESIA", "HIPOESTESIA"],
    when: "acumulado", days: [1, 14], admit: 0, grades: [[1, 0.3], [2, 0.5], [3, 0.2]],
    hallazgos: (r, g) => [...pick2(r, ["parestesias en guante y calcetín", "disestesias con el frío", "hipoestesia distal", "dolor urente en pies"], 2), ...(g >= 2 ? [r.pick(["dificultad para abotonarse", "dificultad para escribir", "inestabilidad de la marcha"])] : []), ...(g >= 3 ? ["caídas"] : [])],
    manejo: (r, g) => [g >= 3 ? "suspensión del fármaco" : r.pick(["reducción de dosis al 80%", "se difiere el ciclo una semana"]), ...(r.chance(0.5) ? ["pregabalina 75 mg c/12 h"] : []), ...(r.chance(0.3) ? ["complejo B"] : [])],
    desenlace: [["recuperando", 0.4], ["no_recuperado", 0.4], ["secuelas", 0.2]]
  },
  mano_pie: {
    medico: ["síndrome mano-pie", "eritrodisestesia palmoplantar", "síndrome de eritrodisestesia palmo-plantar"],
    enfermeria: ["sd mano pie", "SMP", "síndrome mano-pie"],
    lego: ["se le pusieron rojas y peladas las manos y los pies", "le arden las palmas y las plantas", "se le pelan las manos y le duelen los pies"],
    empresa: ["SINDROME DE ERITRODISESTESIA PALMOPLANTAR", "ERITEMA", "DOLOR EN UNA EXTREMIDAD"],
    when: "dias", days: [10, 20], admit: 0.02, grades: [[1, 0.25], [2, 0.5], [3, 0.25]],
    hallazgos: (r, g) => ["eritema y descamación palmoplantar", ...(g >= 2 ? ["dolor que limita la marcha"] : []), ...(g >= 3 ? [r.pick(["fisuras en pulpejos", "flictenas plantares"])] : [])],
    manejo: (r, g) => [g >= 2 ? "suspensión temporal de capecitabina" : "continúa tratamiento", ...(g >= 2 ? ["reducción de dosis al 75% en siguiente ciclo"] : []), "urea 10% crema", ...(r.chance(0.4) ? ["piridoxina 50 mg c/8 h"] : [])],
    desenlace: [["recuperando", 0.6], ["recuperado", 0.4]]
  },
  diarrea: {
    medico: ["diarrea", "diarrea asociada a quimioterapia", "enterocolitis", "diarrea con deshidratación"],
    enfermeria: ["diarrea", "EDA", "diarrea G3"],
    lego: ["está con diarrea fuerte, va al baño a cada rato", "diarrea como agua", "no para de ir al baño"],
    empresa: ["DIARREA", "DESHIDRATACION"],
    when: "dias", days: [3, 10], admit: 0.35, grades: [[1, 0.15], [2, 0.45], [3, 0.35], [4, 0.05]],
    hallazgos: (r, g) => [`${g >= 3 ? r.int(7, 12) : r.int(4, 6)} deposiciones líquidas/día`, ...(g >= 3 ? [`creatinina ${dec(r, 1.3, 2.6)}`, `K ${dec(r, 2.6, 3.3)}`, "deshidratación moderada"] : []), ...(r.chance(0.5) ? ["dolor abdominal tipo cólico"] : [])],
    manejo: (r, g) => ["loperamida 4 mg y luego 2 mg c/2 h", ...(g >= 3 ? ["hidratación EV con ClNa 0.9%", "reposición de potasio", "suspensión del ciclo"] : []), ...(g >= 4 ? ["octreotide 100 mcg SC c/8 h"] : [])],
    desenlace: [["recuperado", 0.85], ["recuperando", 0.1], ["fallecido", 0.02], ["desconocido", 0.03]]
  },
  nauseas_vomitos: {
    medico: ["náuseas y vómitos inducidos por quimioterapia", "emesis tardía", "vómitos incoercibles", "NVIQ"],
    enfermeria: ["NVIQ", "náuseas y vómitos", "emesis"],
    lego: ["vomita todo lo que come", "no deja de vomitar desde la quimio", "náuseas y vómitos todo el día"],
    empresa: ["NAUSEAS", "VOMITOS"],
    when: "dias", days: [1, 4], admit: 0.25, grades: [[1, 0.1], [2, 0.55], [3, 0.35]],
    hallazgos: (r, g) => [`${g >= 3 ? r.int(6, 12) : r.int(2, 5)} episodios de vómito/día`, ...(g >= 3 ? ["intolerancia oral", `Na ${r.int(126, 133)}`] : []), `pérdida de ${r.int(1, 4)} kg`],
    manejo: (r, g) => ["ondansetrón 8 mg EV", ...(r.chance(0.5) ? ["metoclopramida 10 mg EV"] : ["dexametasona 8 mg EV"]), ...(g >= 3 ? ["hidratación EV"] : []), ...(r.chance(0.4) ? ["aprepitant en próximo ciclo"] : []), ...(r.chance(0.2) ? ["olanzapina 5 mg"] : [])],
    desenlace: [["recuperado", 0.9], ["recuperando", 0.1]]
  },
  hepatotox: {
    medico: ["hepatotoxicidad", "elevación de transaminasas", "hepatitis tóxica", "daño hepático inducido por fármacos"],
    enfermeria: ["transaminasas elevadas", "hepatotoxicidad", "TGP alta"],
    lego: ["le salieron mal los análisis del hígado", "se puso amarilla", "le dijeron que el hígado estaba inflamado"],
    empresa: ["ENZIMAS HEPATICAS AUMENTADAS", "HEPATOTOXICIDAD"],
    when: "dias", days: [10, 40], admit: 0.15, grades: [[2, 0.4], [3, 0.45], [4, 0.15]],
    hallazgos: (r, g) => [`TGP ${r.int(g >= 3 ? 220 : 110, g >= 3 ? 780 : 200)}`, `TGO ${r.int(g >= 3 ? 180 : 90, g >= 3 ? 620 : 180)}`, `BT ${dec(r, 0.8, g >= 3 ? 4.5 : 1.5)}`, ...(g >= 3 ? ["ictericia"] : [])],
    manejo: (r, g) => ["suspensión del fármaco", ...(g >= 3 && r.chance(0.5) ? ["prednisona 1 mg/kg/d"] : []), "perfil hepático semanal", ...(g <= 2 ? ["reinicio a dosis reducida"] : [])],
    desenlace: [["recuperando", 0.5], ["recuperado", 0.4], ["desconocido", 0.1]]
  },
  cardiotox: {
    medico: ["cardiotoxicidad", "disminución de la FEVI", "disfunción ventricular izquierda", "insuficiencia cardiaca"],
    enfermeria: ["cardiotoxicidad", "caída de FEVI"],
    lego: ["le dijeron que el corazón estaba débil", "se cansa mucho y se le hinchan los pies", "le salió mal la ecografía del corazón"],
    empresa: ["FRACCION DE EYECCION DISMINUIDA", "INSUFICIENCIA CARDIACA"],
    when: "acumulado", days: [1, 20], admit: 0.15, grades: [[2, 0.6], [3, 0.35], [4, 0.05]],
    hallazgos: (r, g) => [`FEVI basal ${r.int(58, 68)}%`, `FEVI actual ${g >= 3 ? r.int(30, 40) : r.int(41, 50)}%`, ...pick2(r, ["disnea de esfuerzo", "edema de miembros inferiores", "ortopnea", "asintomática"], 1)],
    manejo: (r) => ["suspensión del fármaco", ...pick2(r, ["enalapril 5 mg c/12 h", "carvedilol 3.125 mg c/12 h", "furosemida 20 mg/d"], 2), "interconsulta a cardio-oncología", "ecocardiograma de control en 4 semanas"],
    desenlace: [["recuperando", 0.6], ["no_recuperado", 0.3], ["desconocido", 0.1]]
  },
  rash_acneiforme: {
    medico: ["rash acneiforme", "erupción papulopustular", "foliculitis acneiforme"],
    enfermeria: ["rash acneiforme", "rash"],
    lego: ["le salieron granos como acné en la cara y el pecho", "tiene la cara llena de granitos", "granos en la cara que le pican"],
    empresa: ["DERMATITIS ACNEIFORME", "ERUPCION CUTANEA"],
    when: "dias", days: [7, 14], admit: 0.01, grades: [[1, 0.25], [2, 0.5], [3, 0.25]],
    hallazgos: (r, g) => ["pápulas y pústulas en cara, tórax anterior y espalda", ...(g >= 3 ? [`compromiso de ${r.int(31, 50)}% de superficie corporal`] : []), ...(r.chance(0.5) ? ["prurito"] : []), ...(r.chance(0.3) ? ["paroniquia"] : [])],
    manejo: (r, g) => ["doxiciclina 100 mg c/12 h", "hidrocortisona crema 1%", "protector solar", ...(g >= 3 ? ["reducción de dosis"] : [])],
    desenlace: [["recuperando", 0.7], ["recuperado", 0.3]]
  },
  exantema: {
    medico: ["exantema maculopapular", "rash maculopapular", "erupción cutánea", "dermatitis"],
    enfermeria: ["rash", "exantema", "RAM dérmica"],
    lego: ["le salieron ronchas rojas en el cuerpo", "tiene manchas rojas que pican", "se llenó de puntitos rojos"],
    empresa: ["ERUPCION CUTANEA", "PRURITO"],
    when: "dias", days: [7, 21], admit: 0.05, grades: [[1, 0.3], [2, 0.5], [3, 0.2]],
    hallazgos: (r) => [r.pick(["máculas y pápulas eritematosas en tronco", "exantema en tronco y extremidades", "lesiones eritematosas pruriginosas en brazos"]), ...(r.chance(0.6) ? ["prurito"] : [])],
    manejo: (r, g) => [r.pick(["loratadina 10 mg/d", "clorfenamina 4 mg c/8 h"]), "betametasona crema", ...(g >= 3 ? ["prednisona 0.5 mg/kg", "suspensión temporal"] : [])],
    desenlace: [["recuperado", 0.7], ["recuperando", 0.3]]
  },
  hipotiroidismo: {
    medico: ["hipotiroidismo", "hipotiroidismo inmunomediado", "tiroiditis con hipotiroidismo"],
    enfermeria: ["hipotiroidismo", "TSH elevada"],
    lego: ["le salió la tiroides mal", "está muy cansada y le dijeron que es la tiroides", "tiene la tiroides baja"],
    empresa: ["HIPOTIROIDISMO", "TIROTROPINA EN SANGRE AUMENTADA"],
    when: "acumulado", days: [1, 20], admit: 0, grades: [[1, 0.2], [2, 0.7], [3, 0.1]],
    hallazgos: (r) => [`TSH ${dec(r, 11, 85)} uUI/mL`, `T4L ${dec(r, 0.3, 0.7)} ng/dL`, ...pick2(r, ["astenia", "somnolencia", "intolerancia al frío", "aumento de peso"], 2)],
    manejo: (r) => [`levotiroxina ${r.pick([25, 50, 75])} mcg/d`, "continúa inmunoterapia", "control de TSH en 6 semanas"],
    desenlace: [["no_recuperado", 0.6], ["recuperando", 0.4]]
  },
  hta: {
    medico: ["hipertensión arterial", "crisis hipertensiva", "HTA secundaria a antiangiogénico"],
    enfermeria: ["HTA", "PA elevada"],
    lego: ["se le subió la presión", "la presión alta y dolor de cabeza"],
    empresa: ["HIPERTENSION", "CEFALEA"],
    when: "dias", days: [0, 14], admit: 0.05, grades: [[2, 0.6], [3, 0.4]],
    hallazgos: (r) => [`PA ${r.int(155, 195)}/${r.int(92, 115)}`, ...(r.chance(0.6) ? ["cefalea"] : []), ...(r.chance(0.4) ? [`proteinuria ${r.int(1, 3)}+`] : [])],
    manejo: (r) => [r.pick(["amlodipino 5 mg/d", "losartán 50 mg/d", "captopril 25 mg SL"]), ...(r.chance(0.5) ? ["se difiere la dosis"] : [])],
    desenlace: [["recuperado", 0.5], ["recuperando", 0.5]]
  },
  edema: {
    medico: ["edema periorbitario", "retención hídrica", "edema de miembros inferiores", "síndrome de retención de líquidos"],
    enfermeria: ["edema MMII", "edema palpebral", "edema"],
    lego: ["se le hinchan los ojos en las mañanas", "tiene los pies hinchados", "se le hincharon las piernas"],
    empresa: ["EDEMA", "EDEMA PERIORBITAL", "EDEMA PERIFERICO"],
    when: "dias", days: [14, 45], admit: 0.03, grades: [[1, 0.4], [2, 0.5], [3, 0.1]],
    hallazgos: (r, g) => [r.pick(["edema palpebral matutino", "edema con fóvea ++ en MMII", "edema de manos y pies"]), `aumento de peso de ${r.int(2, 5)} kg`, ...(g >= 3 ? ["derrame pleural leve"] : [])],
    manejo: (r) => [r.pick(["furosemida 20 mg/d", "espironolactona 25 mg/d"]), "restricción de sal"],
    desenlace: [["recuperando", 0.6], ["recuperado", 0.3], ["no_recuperado", 0.1]]
  },
  nefrotox: {
    medico: ["nefrotoxicidad", "lesión renal aguda", "insuficiencia renal aguda", "elevación de creatinina"],
    enfermeria: ["creatinina elevada", "IRA", "nefrotoxicidad"],
    lego: ["le salió mal el riñón en los análisis", "orina poco y le dijeron que es el riñón"],
    empresa: ["LESION RENAL AGUDA", "CREATININA EN SANGRE AUMENTADA"],
    when: "dias", days: [3, 10], admit: 0.4, grades: [[1, 0.2], [2, 0.5], [3, 0.3]],
    hallazgos: (r) => [`creatinina basal ${dec(r, 0.6, 1.0)}`, `creatinina actual ${dec(r, 1.6, 3.6)} mg/dL`, ...(r.chance(0.5) ? [`Mg ${dec(r, 1.0, 1.5)}`] : []), ...(r.chance(0.3) ? ["oliguria"] : [])],
    manejo: (r) => ["hidratación EV", "suspensión de cisplatino", ...(r.chance(0.5) ? ["cambio a carboplatino"] : []), ...(r.chance(0.5) ? ["reposición de magnesio"] : [])],
    desenlace: [["recuperando", 0.5], ["recuperado", 0.3], ["secuelas", 0.2]]
  },
  pancreatitis: {
    medico: ["pancreatitis aguda", "pancreatitis aguda leve", "pancreatitis aguda moderada"],
    enfermeria: ["pancreatitis", "dolor abdominal + amilasa elevada"],
    lego: ["le dio un dolor de barriga terrible y vomitaba", "dolor fuerte en el estómago que le pasaba a la espalda"],
    empresa: ["PANCREATITIS", "DOLOR ABDOMINAL"],
    when: "dias", days: [5, 20], admit: 0.95, grades: [[2, 0.3], [3, 0.6], [4, 0.1]],
    hallazgos: (r) => [`amilasa ${r.int(600, 2500)}`, `lipasa ${r.int(800, 3600)}`, "dolor epigástrico en faja", ...(r.chance(0.5) ? ["TEM con edema pancreático"] : [])],
    manejo: () => ["NPO", "hidratación EV", "analgesia", "suspensión definitiva de asparaginasa"],
    desenlace: [["recuperado", 0.8], ["recuperando", 0.15], ["fallecido", 0.05]]
  },
  neumonitis: {
    medico: ["neumonitis", "neumonitis inmunomediada", "toxicidad pulmonar", "neumonitis intersticial"],
    enfermeria: ["neumonitis", "disnea + desaturación"],
    lego: ["le falta el aire y tiene tos seca", "se agita al caminar y tose mucho"],
    empresa: ["NEUMONITIS", "DISNEA", "TOS"],
    when: "acumulado", days: [1, 20], admit: 0.6, grades: [[2, 0.45], [3, 0.45], [4, 0.1]],
    hallazgos: (r) => [`SatO2 ${r.int(84, 92)}%`, "tos seca", "TEM con vidrio esmerilado bilateral", ...(r.chance(0.5) ? ["crepitantes bibasales"] : [])],
    manejo: (r, g) => ["suspensión del fármaco", g >= 3 ? "metilprednisolona 1 mg/kg EV" : "prednisona 1 mg/kg/d", "O2 suplementario", ...(r.chance(0.5) ? ["antibiótico empírico"] : [])],
    desenlace: [["recuperando", 0.6], ["recuperado", 0.2], ["secuelas", 0.15], ["fallecido", 0.05]]
  },
  trombosis: {
    medico: ["trombosis venosa profunda", "TVP de miembro inferior", "tromboembolismo pulmonar", "evento tromboembólico"],
    enfermeria: ["TVP", "TVP MII"],
    lego: ["se le hinchó la pierna y le dolía mucho", "tenía la pierna hinchada y roja"],
    empresa: ["TROMBOSIS VENOSA PROFUNDA", "EMBOLIA PULMONAR"],
    when: "dias", days: [10, 60], admit: 0.5, grades: [[2, 0.6], [3, 0.4]],
    hallazgos: (r) => [`edema y dolor en pantorrilla ${r.pick(["izquierda", "derecha"])}`, `eco Doppler con trombo en vena ${r.pick(["poplítea", "femoral", "femoral común"])}`, `dímero D ${dec(r, 1.2, 6)}`],
    manejo: (r) => [r.pick(["enoxaparina 1 mg/kg c/12 h", "enoxaparina 60 mg SC c/12 h"]), ...(r.chance(0.4) ? ["rivaroxabán al alta"] : []), "suspensión temporal del fármaco"],
    desenlace: [["recuperando", 0.8], ["recuperado", 0.15], ["desconocido", 0.05]]
  }
} as const satisfies Record<string, Reaction>

/** A reaction's key. */
export type ReactionKey = keyof typeof REACTIONS

/** How each writer says an outcome: forms, relatives, the company template. */
export const OUTCOME_WORDS: Readonly<Record<Outcome, { readonly medico: ReadonlyArray<string>; readonly lego: string; readonly empresa: string }>> = {
  recuperado: { medico: ["Evoluciona favorablemente, con remisión completa del cuadro", "Recuperado sin secuelas", "Remite el cuadro"], lego: "ya está bien", empresa: "RECUPERADO/RESUELTO" },
  recuperando: { medico: ["En recuperación al momento del reporte", "Evolución favorable, aún en recuperación", "Paciente en mejoría"], lego: "está mejorando poco a poco", empresa: "EN RECUPERACION" },
  no_recuperado: { medico: ["Persiste al momento del reporte", "No recuperado, en tratamiento", "Sin mejoría a la fecha"], lego: "todavía sigue igual", empresa: "NO RECUPERADO/NO RESUELTO" },
  secuelas: { medico: ["Se recupera con secuelas", "Evoluciona con secuelas", "Queda con secuelas"], lego: "le quedó la molestia", empresa: "RECUPERADO CON SECUELAS" },
  fallecido: { medico: ["Paciente fallece durante la hospitalización", "Evolución desfavorable, fallece", "Óbito"], lego: "lamentablemente falleció", empresa: "MORTAL" },
  desconocido: { medico: ["Se desconoce la evolución", "Evolución no conocida al cierre", "Pendiente de control"], lego: "no sabemos cómo va a seguir", empresa: "DESCONOCIDO" }
}
