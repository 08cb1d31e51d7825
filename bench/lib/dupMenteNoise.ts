/**
 * Second copies of a report for the mental-health generator (lib/dupMente.ts): a re-sent copy
 * (forwarded mail header, typos from re-typing, line breaks lost, fields left empty), a narrative
 * cut short (a field limit, a pasted text that stopped), and the writer's follow-up adding the
 * control laboratory values and the course days or weeks later.
 */

import type { Random } from "./random.js"
import type { MenteEvent } from "./dupMenteEvents.js"
import { writeLab } from "./dupMenteEvents.js"
import { joinParts, noAccents, someDate, tidy } from "./dupMenteText.js"
import { outcomeText, type Row, sentence } from "./dupMenteVoice.js"

const SWAPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/c(?=[ei])/, "s"], [/z/, "s"], [/v/, "b"], [/b/, "v"], [/ll/, "y"], [/á/, "a"], [/é/, "e"], [/í/, "i"], [/ó/, "o"], [/ú/, "u"], [/h(?=[aeiou])/, ""], [/x/, "cs"]
]

/** The text with `n` typing slips: letters swapped, dropped or doubled, seseo, b/v, lost accents. */
export const typos = (r: Random, text: string, n: number): string => {
  const words = text.split(" ")
  for (let k = 0; k < n; k++) {
    const i = r.int(0, words.length - 1)
    const w = words[i]!
    if (w.length < 4 || /\d/.test(w)) continue
    let out: string
    switch (r.int(0, 3)) {
      case 0: { const j = r.int(1, w.length - 2); out = w.slice(0, j) + w.charAt(j + 1) + w.charAt(j) + w.slice(j + 2); break }
      case 1: { const j = r.int(1, w.length - 1); out = w.slice(0, j) + w.slice(j + 1); break }
      case 2: { const j = r.int(1, w.length - 1); out = w.slice(0, j) + w.charAt(j) + w.slice(j); break }
      default: { const [re, to] = r.pick(SWAPS); out = w.replace(re, to) }
    }
    words[i] = out
  }
  return words.join(" ")
}

/** A re-sent copy of a report: same facts, re-typed or forwarded, with fields lost on the way. */
export const resend = (r: Random, row: Row, recepcion: string): Row => {
  let text = row.descripcion_evento
  if (r.chance(0.5)) text = text.replace(/\s*\n\s*/g, " ")
  if (r.chance(0.3)) text = noAccents(text)
  text = typos(r, text, r.int(0, 4))
  const header = r.pick(["", "", `RV: ${r.pick(["Notificación RAM", "reporte de RAM", "FW: sospecha RAM", "URGENTE - RAM"])}\n`, "Se reenvía por no haber recibido confirmación.\n", "(2do envío) ", "REENVÍO - "])
  const initials = r.chance(0.3) ? row.paciente_iniciales.replace(/\./g, "").replace(/\s+/g, "") : row.paciente_iniciales
  return {
    ...row,
    paciente_iniciales: initials === "" ? row.paciente_iniciales : initials,
    paciente_edad: r.chance(0.08) ? row.paciente_edad + r.pick([-1, 1]) : row.paciente_edad,
    paciente_fecha_nacimiento: r.chance(0.4) ? null : row.paciente_fecha_nacimiento,
    reportante_nombre: r.chance(0.2) ? row.reportante_nombre.toUpperCase() : row.reportante_nombre,
    producto_sospechoso: r.chance(0.2) ? typos(r, row.producto_sospechoso, 1) : row.producto_sospechoso,
    descripcion_evento: tidy(`${header}${text}`),
    fecha_inicio_evento: r.chance(0.25) ? null : row.fecha_inicio_evento,
    fecha_recepcion: recepcion,
    origen_notificacion: r.chance(0.5) ? "email" : row.origen_notificacion,
    productos: r.chance(0.3) ? [] : row.productos
  }
}

/** A copy whose narrative stops part-way (a field limit, a paste cut off); a few fields re-typed. */
export const cutShort = (r: Random, row: Row, recepcion: string): Row => {
  const text = row.descripcion_evento
  const at = Math.max(40, Math.floor(text.length * (0.3 + r.next() * 0.4)))
  const space = text.lastIndexOf(" ", at)
  const cut = r.chance(0.5) && space > 30 ? text.slice(0, space) : text.slice(0, at)
  return {
    ...row,
    paciente_iniciales: r.chance(0.2) ? row.paciente_iniciales.toUpperCase() : row.paciente_iniciales,
    paciente_fecha_nacimiento: r.chance(0.3) ? null : row.paciente_fecha_nacimiento,
    descripcion_evento: `${cut.trimEnd()}${r.pick(["", "", "...", " [...]"])}`,
    fecha_inicio_evento: r.chance(0.15) ? null : row.fecha_inicio_evento,
    fecha_recepcion: recepcion,
    origen_notificacion: r.pick(["web_form", "email", row.origen_notificacion]),
    productos: r.chance(0.4) ? [] : row.productos
  }
}

/** The writer's follow-up: the first text (whole or summed up) and what happened since, with the control values. */
export const followUp = (r: Random, ev: MenteEvent, row: Row, recepcion: string): Row => {
  const labs = ev.labs.map((l) => writeLab(r, l, row.origen_notificacion === "e2b", true)).join(", ")
  const control = ev.labs[0]?.controlDate ?? recepcion
  const update = joinParts([
    row.origen_notificacion === "e2b" ? `FOLLOW-UP #1 (${someDate(r, recepcion, ["dMonEn"])}):` : `${r.pick(["SEGUIMIENTO", "Seguimiento", "Actualización", "Información de seguimiento", "Nota de seguimiento"])} (${someDate(r, recepcion, ["dmy", "dm", "dmy2"])}):`,
    labs !== "" ? sentence(`${r.pick(["Control del", "Resultado de control", "Nuevo control"])} ${someDate(r, control, ["dmy", "dm"])}: ${labs}`) : "",
    ev.action === "suspende" ? r.pick(["Se mantuvo suspendido el fármaco.", "No se reinició la medicación.", `Se rota a ${r.pick(["olanzapina", "risperidona", "aripiprazol", "quetiapina"])}.`])
      : r.pick(["Se continúa tratamiento con vigilancia.", "Tolera dosis actual.", ""]),
    outcomeText(r, ev) || "Evolución estable.",
    r.pick(["", "Se adjunta informe.", "Caso cerrado por la unidad.", `Alta ${r.pick(["a su pabellón", "del servicio", "con cita a CE"])}.`])
  ])
  const keep = r.chance(0.6)
  const base = keep ? row.descripcion_evento : row.descripcion_evento.split(/(?<=\.)\s/).slice(0, r.int(1, 3)).join(" ")
  return {
    ...row,
    paciente_fecha_nacimiento: row.paciente_fecha_nacimiento ?? (!ev.person.nn && r.chance(0.3) ? ev.person.nacimiento : null),
    descripcion_evento: tidy(`${base}\n${update}`),
    fecha_inicio_evento: row.fecha_inicio_evento ?? (r.chance(0.5) ? ev.onset : null),
    fecha_recepcion: recepcion,
    productos: row.productos
  }
}
