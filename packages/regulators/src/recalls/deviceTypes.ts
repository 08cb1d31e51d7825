/**
 * Device types in Spanish generic terms (decisions.md: "a table kept in the repository"): the
 * first entry whose English words appear in the recall's title or product text names the type.
 * Order matters: specific terms before the general ones they contain.
 */

/** English keywords (lower case) → Spanish generic term. */
export const DEVICE_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\binsulin pump/u, "Bomba de insulina"],
  [/\b(infusion|syringe) pump|\binfusion system/u, "Bomba de infusión"],
  [/\b(cpap|bipap|positive airway pressure|sleep apnea)/u, "Equipo de presión positiva en la vía aérea (CPAP/BiPAP)"],
  [/\bventilator/u, "Ventilador mecánico"],
  [/\bdefibrillator|\baed\b|\bicd\b/u, "Desfibrilador"],
  [/\bpacemaker/u, "Marcapasos"],
  [/\b(heart|aortic|mitral) valve/u, "Válvula cardíaca"],
  [/\bballoon/u, "Catéter balón"],
  [/\bguide ?wire/u, "Guía intravascular"],
  [/\bcatheter/u, "Catéter"],
  [/\bstent/u, "Stent"],
  [/\b(glucose (meter|monitor)|blood glucose|cgm\b|continuous glucose)/u, "Glucómetro / monitor de glucosa"],
  [/\b(duodenoscope|endoscope|bronchoscope|colonoscope)/u, "Endoscopio"],
  [/\bstapler/u, "Grapadora quirúrgica"],
  [/\b(dialy[sz]|hemodialysis)/u, "Equipo de diálisis"],
  [/\b(test kit|assay|reagent|diagnostic test|antigen test)/u, "Prueba de diagnóstico in vitro"],
  [/\b(patient monitor|monitoring system|oximeter|pulse ox)/u, "Monitor de signos vitales"],
  [/\bsyringe/u, "Jeringa"],
  [/\bneedle/u, "Aguja"],
  [/\b(hip|knee|shoulder|spinal|breast|dental|cochlear) implant|\bimplant/u, "Implante"],
  [/\b(surgical (gown|mask|drape)|glove)/u, "Material quirúrgico de protección"],
  [/\b(x-ray|ct scanner|mri|imaging system|ultrasound)/u, "Equipo de diagnóstico por imagen"],
  [/\b(wheelchair|hospital bed|patient lift)/u, "Equipo de asistencia al paciente"],
  [/\bsoftware\b/u, "Software de dispositivo médico"]
]

/**
 * Spanish names people search with → the English words of the FDA's pages, for queries that the
 * translation engine renders badly ("bomba" is "bomb" to a general dictionary).
 */
export const SPANISH_QUERIES: ReadonlyArray<readonly [string, string]> = [
  ["bomba de insulina", "insulin pump"], ["bomba de infusion", "infusion pump"], ["bomba", "pump"], ["cateter balon", "balloon catheter"],
  ["cateter", "catheter"], ["guia", "guidewire"], ["marcapasos", "pacemaker"], ["desfibrilador", "defibrillator"], ["ventilador", "ventilator"],
  ["valvula cardiaca", "heart valve"], ["glucometro", "glucose meter"], ["endoscopio", "endoscope"], ["grapadora", "stapler"], ["jeringa", "syringe"],
  ["aguja", "needle"], ["implante", "implant"], ["dialisis", "dialysis"], ["monitor", "monitor"], ["guantes", "gloves"], ["prueba", "test"]
]

/** The generic term for a device described by `text` (any case), or `Dispositivo médico`. */
export const deviceType = (text: string): string => {
  const lower = text.toLowerCase()
  return DEVICE_TYPES.find(([pattern]) => pattern.test(lower))?.[1] ?? "Dispositivo médico"
}
