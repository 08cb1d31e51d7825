/**
 * The services of the mental-health generator (lib/dupMente.ts): a national psychiatric hospital
 * in Lima (acute and long-stay wards, emergency, outpatients), a general hospital's psychiatry
 * service, two community mental-health centres (CSMC), two general hospitals whose emergencies
 * refer patients, the clozapine monitoring programme of the hospital pharmacy, and the staff who
 * write: nurses, técnicos, psychiatrists, pharmacists. Built once from a fixed seed.
 */

import { prng, type Random } from "./random.js"
import { staffName } from "./dupMentePeople.js"

/** A member of staff. */
export interface Staff {
  readonly nombre: string
  readonly paterno: string
  readonly materno: string
  readonly female: boolean
  /** Professional registration: CEP for nurses, CMP for physicians, CQFP for pharmacists. */
  readonly colegiatura: string
}

/** A ward with its beds and the staff who write its notes. */
export interface Ward {
  readonly key: string
  readonly nombres: ReadonlyArray<string>
  readonly kind: "agudos" | "larga" | "emergencia" | "hg"
  readonly sexo: "F" | "M" | null
  readonly camas: number
  readonly nurses: ReadonlyArray<Staff>
  readonly doctors: ReadonlyArray<Staff>
}

/** A service that reports: its names as written and its people. */
export interface Site {
  readonly key: "hnsm" | "hg" | "csmc_norte" | "csmc_sur" | "emerg_sur" | "emerg_este"
  readonly nombres: ReadonlyArray<string>
  readonly corto: string
  readonly wards: ReadonlyArray<Ward>
  readonly doctors: ReadonlyArray<Staff>
  readonly tecnicos: ReadonlyArray<Staff>
  readonly pharmacists: ReadonlyArray<Staff>
}

/** Every service, by key. */
export interface World {
  readonly hnsm: Site
  readonly hg: Site
  readonly csmc_norte: Site
  readonly csmc_sur: Site
  readonly emerg_sur: Site
  readonly emerg_este: Site
  /** The pharmacists of the clozapine monitoring programme. */
  readonly programa: ReadonlyArray<Staff>
}

const people = (r: Random, n: number, femaleRate: number, prefix: string): Array<Staff> =>
  Array.from({ length: n }, () => {
    const female = r.chance(femaleRate)
    return { ...staffName(r, female), female, colegiatura: `${prefix} ${r.int(10000, 89999)}` }
  })

const ward = (r: Random, key: string, nombres: ReadonlyArray<string>, kind: Ward["kind"], sexo: Ward["sexo"], camas: number): Ward =>
  ({ key, nombres, kind, sexo, camas, nurses: people(r, r.int(4, 7), 0.85, "CEP"), doctors: people(r, r.int(2, 3), 0.5, "CMP") })

/** The services, the same on every run. */
export const buildWorld = (): World => {
  const r = prng(74_203)
  const hnsm: Site = {
    key: "hnsm", corto: "HNSM",
    nombres: ["Hospital Nacional de Salud Mental", "HNSM", "Hosp. Nac. de Salud Mental", "HOSPITAL NACIONAL DE SALUD MENTAL - LIMA"],
    wards: [
      ward(r, "p1", ["Pabellón 1", "Pab. 1", "P-1 agudos varones", "PAB 1"], "agudos", "M", 32),
      ward(r, "p2", ["Pabellón 2", "Pab. 2", "P-2 agudos mujeres", "PAB 2"], "agudos", "F", 30),
      ward(r, "p4", ["Pabellón 4", "Pab. 4", "pab 4 (agudos)", "PAB. IV"], "agudos", "M", 28),
      ward(r, "p7", ["Pabellón 7", "Pab. 7 larga estancia", "P-7", "PAB VII"], "larga", "M", 40),
      ward(r, "p9", ["Pabellón 9", "Pab. 9 larga estancia mujeres", "P-9", "PAB IX"], "larga", "F", 36),
      ward(r, "p11", ["Pabellón 11", "Pab. 11 psicogeriatría", "P-11", "PAB XI"], "larga", null, 24),
      ward(r, "eme", ["Emergencia", "Emergencia psiquiátrica", "EMG", "Sala de observación de emergencia"], "emergencia", null, 12)
    ],
    doctors: people(r, 14, 0.45, "CMP"), tecnicos: people(r, 4, 0.7, "DNI"), pharmacists: people(r, 4, 0.7, "CQFP")
  }
  const hg: Site = {
    key: "hg", corto: "HNVC",
    nombres: ["Hospital Nacional Virgen de la Candelaria - Servicio de Psiquiatría", "HNVC Psiquiatría", "Hosp. Virgen de la Candelaria", "Serv. de Psiquiatría HNVC"],
    wards: [ward(r, "hg5", ["Hospitalización Psiquiatría 5° piso", "Psiquiatría 5B", "5to piso psiquiatría", "HOSP. PSIQ."], "hg", null, 18)],
    doctors: people(r, 6, 0.5, "CMP"), tecnicos: people(r, 2, 0.7, "DNI"), pharmacists: people(r, 3, 0.7, "CQFP")
  }
  const csmc = (key: "csmc_norte" | "csmc_sur", nombres: ReadonlyArray<string>, corto: string): Site =>
    ({ key, nombres, corto, wards: [], doctors: people(r, 4, 0.55, "CMP"), tecnicos: people(r, 4, 0.75, "DNI"), pharmacists: people(r, 2, 0.7, "CQFP") })
  const emerg = (key: "emerg_sur" | "emerg_este", nombres: ReadonlyArray<string>, corto: string): Site =>
    ({ key, nombres, corto, wards: [], doctors: people(r, 8, 0.4, "CMP"), tecnicos: [], pharmacists: [] })
  return {
    hnsm, hg,
    csmc_norte: csmc("csmc_norte", ["CSMC Renacer - Comas", "Centro de Salud Mental Comunitario Renacer", "CSMC Renacer", "CSMC COMAS"], "CSMC Renacer"),
    csmc_sur: csmc("csmc_sur", ["CSMC Nueva Esperanza - VMT", "Centro de Salud Mental Comunitario Nueva Esperanza", "CSMC Nueva Esperanza", "CSMC VMT"], "CSMC Nueva Esperanza"),
    emerg_sur: emerg("emerg_sur", ["Hospital de Emergencias Lima Sur", "HELS", "Hosp. de Emergencias Lima Sur", "HOSPITAL DE EMERGENCIAS LIMA SUR"], "HELS"),
    emerg_este: emerg("emerg_este", ["Hospital General San Juan Bautista - Emergencia", "HGSJB", "Hosp. San Juan Bautista", "HOSPITAL SAN JUAN BAUTISTA"], "HGSJB"),
    programa: people(r, 2, 0.8, "CQFP")
  }
}

/** A staff member as a writer signs or is named: "Lic. Enf. Rosa Palomino T.", "Dr. Salas", "Q.F. Diana Meza". */
export const staffAs = (r: Random, s: Staff, role: "enf" | "tec" | "psiq" | "qf" | "med"): string => {
  const full = `${s.nombre} ${s.paterno} ${s.materno}`
  const short = `${s.nombre} ${s.paterno}`
  const initial = `${s.nombre.charAt(0)}. ${s.paterno}`
  switch (role) {
    case "enf": return r.pick([`Lic. Enf. ${short}`, `Enf. ${initial}`, `Lic. ${full}`, `${short.toUpperCase()} (ENF.)`, `Lic. Enf. ${short} ${s.colegiatura}`])
    case "tec": return r.pick([`Téc. Enf. ${short}`, `Tec. ${initial}`, `${short} (técnico de enfermería)`, `TEC. ${short.toUpperCase()}`])
    case "psiq": return r.pick([`${s.female ? "Dra." : "Dr."} ${full}`, `${s.female ? "Dra." : "Dr."} ${initial} - Psiquiatría`, `${full} (${s.colegiatura})`, `${s.female ? "Dra." : "Dr."} ${short}`])
    case "qf": return r.pick([`Q.F. ${short}`, `QF ${full}`, `Q.F. ${initial}`, `${short} - Químico Farmacéutico`])
    case "med": return r.pick([`Dr. ${full}`, `MED. ${short.toUpperCase()}`, `${full} ${s.colegiatura}`, `Méd. emergencista ${initial}`])
  }
}

/** How a doctor is mentioned in another's note: "Dr. Salas", "médico de turno Dr. Salas". */
export const doctorMention = (r: Random, s: Staff): string => r.pick([`${s.female ? "Dra." : "Dr."} ${s.paterno}`, `${s.female ? "Dra." : "Dr."} ${s.nombre.charAt(0)}. ${s.paterno}`, `Dr(a). ${s.paterno}`])
