/**
 * What duplicate detection reads of a case, and the blocking keys the repositories file each
 * case under (`icsr_dup_keys`), computed by `@atalaya/core`'s Duplicates so storage and scripts
 * block exactly alike.
 */
import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { type DuplicateRepository, Duplicates } from "@atalaya/core"
import { Effect } from "effect"

/**
 * Marks a case as filed under the current key rules. A new version of the rules changes the
 * mark, and cases filed under the old one are filed again (see DuplicateRepositorySql.fileUnkeyed).
 * '#2' added the narrative words (icsr_dup_words), whose counts weigh narrative similarity;
 * '#3' reads lower-case dotted initials and placeholders such as 'PRIVACY' as Duplicates.normalizeInitials now does;
 * '#4' adds the reaction concepts a narrative names (`~angioedema`) to its stored words and fingerprint.
 * '#5' files a known brand under its active ingredients' product keys too ('Xarelto' under `p:riva`).
 * '#6' dates a case without an event date by the one date its narrative states (Duplicates.eventDateInText).
 * '#7' reads initials written as a name in capitals or surnames first ('QUISPE QUISPE, JUAN' is `i:JQQ`).
 * '#8' reads surnames first without a comma by the given names ('CHANCHARI CARDENAS EUSEBIO' is `i:ECC`).
 * '#9' skips titles before a name ('sra Rosa' is `i:R`, no longer `i:SR`).
 * '#10' reads a narrative's date that ends a sentence ('el 09/06/23.') and not the reception's own date.
 * '#11' completes the initials with the patient's name a narrative gives ('LC' and 'Datos del paciente: Luis Cruz Vásquez' is `i:LCV`),
 *   reads initials after a title on their own ('RN de CFQ' is `i:CFQ`), and files 'RN' alone and a bed ('NN CAMA 21') under none.
 * '#12' reads a child's name after 'el niño', 'la niña', 'el menor' or 'el lactante' as the patient's ('la niña María Calla' is `i:MC`).
 * '#13' reads a lone name where the initials go as its first letter ('GÉNESIS' is `i:G`).
 * '#14' files a product under the other name its narrative gives it in brackets ('usuaria de Unidía (levonorgestrel)' under `p:unid` too).
 * '#15' files three initials under their first two with each product word (`j:ML:losa`), where two initials look for them.
 * '#16' dates a case by the onset its narrative's form labels ('Fecha RAM: 08/09/25') when it states several dates and the field
 *   is empty, or when the field holds another date (a follow-up's control).
 * '#17' files a product field's bracketed other name on its own ('ERENUMAB (MIGRELAN)' under `p:migr` too), drops the
 *   devices and English forms and salts from product words ('jeringa prellenada', 'SODIUM'), splits E2B's 'A\B' ingredients,
 *   reads chart names with the surname first ('MAMANI F. A.' is `i:AMF`), and dates an undated case whose narrative
 *   gives one month ('en enero de 2023') by that month.
 * '#18' leaves undated a case whose narrative's dates are all a treatment's start ('La fecha de inicio de la terapia fue
 *   2025-01-15', 'en tratamiento con fenitoína desde el 13/10/2024'): it is dated by its reception.
 * '#19' files an undated case under its products on the day its narrative counts back to from the reception ('hace 7 días',
 *   'desde el viernes'), where another report's event date lies.
 * '#20' files a product named by a chart's abbreviation under its drug too ('HCT 12.5 mg' under `p:hidr`, 'RHZE' under
 *   each of its four drugs).
 * '#21' files the vaccination schedule's abbreviations and tuberculosis programmes' names under their products ('AMA' under
 *   `p:vacu` and `p:anti`, 'TPI' under `p:ison`).
 * '#22' files an undated case whose narrative gives a day and month without the year ('desde 01/08') under its
 *   products on that day.
 * '#23' files a case under each chart number its narrative gives ('HC 005396': `h:5396`).
 * '#24' files more chart abbreviations and brands under their drugs ('IBU 400' under `p:ibup`, 'LT4' under `p:levo`,
 *   'Lzd' under `p:line`).
 * '#25' files a case by the initials its narrative's given names and surname initial give ('pcte Juan Antonio Q.': `i:JAQ`).
 * '#26' files HIV regimens', wards' and psychiatry notes' abbreviations under their drugs ('TLD' under `p:dolu`, 'QTP' under
 *   `p:quet`, 'SAB' under `p:suer`).
 * '#27' ends a narrative's name at 'masc', 'fem' or 'peso' ('Paciente: Mateo, masc, peso aprox 13 kg' no longer reads `i:MPAM`).
 * '#28' no longer files a bracket saying whose the medicine is as a product ('CARBAMAZEPINA (medicación del abuelo)': no
 *   `p:medi`, `p:abue`).
 * '#29' files a programme code, identity document or telephone its narrative gives (`t:964733593`).
 * '#30' no longer files a chart's number ('HC: 1243842') under `t:` (records.ts files it under `h:`).
 * '#31' files a protocol's code as one word ('CDV-220' under `p:cdv2`), no longer files a blinded medicine's words
 *   ('Fármaco en estudio (ciego)', 'study drug/placebo': no `p:farm`, `p:plac`), and files a trial's subject number by
 *   its last three digits ('Sujeto: PE-04-0646': `s:646`) and a case's worldwide identifier under `t:` ('Sponsor case
 *   no. TRM-24-PE-0802': `t:trm24pe0802`); a registration without digits ('No aplica (PEI)') is no longer filed under `r:`.
 */
export const KEYS_MARK = "#31"

/** The matching fields of case `c`, one row per case, with its suspected products as JSON. */
export const RECORD_COLUMNS = `c.id, c.paciente_iniciales, c.paciente_sexo, c.paciente_edad, c.paciente_fecha_nacimiento, c.fecha_inicio_evento, c.fecha_recepcion,
  c.producto_sospechoso, c.descripcion_evento, c.dup_override, c.dup_of_id, c.updated_at::text AS updated_at,
  statement_timestamp()::text AS read_at,
  coalesce((SELECT jsonb_agg(jsonb_build_object('nombre_producto', p.nombre_producto, 'ifa', p.ifa, 'registro_sanitario', p.registro_sanitario) ORDER BY p.id)
    FROM icsr_productos p WHERE p.icsr_id = c.id), '[]'::jsonb) AS productos`

/** A row of {@link RECORD_COLUMNS} as a record. */
export const toRecord = (row: Record<string, unknown>): DuplicateRepository.DupRecord => ({
  ...(row as unknown as DuplicateRepository.DupRecord),
  productos: (typeof row.productos === "string" ? JSON.parse(row.productos) : row.productos) as DuplicateRepository.DupRecord["productos"]
})

/** The keys of one case, each dated by its anchor date, plus the filing mark. */
export const keyRows = (record: Duplicates.DupCase): Array<{ readonly k: string; readonly d: string }> => {
  const profile = Duplicates.profile(record)
  const d = profile.anchorDate
  // Stored cases always have a reception date; the mark still needs a date if one had none.
  if (d === null) return [{ k: KEYS_MARK, d: "1900-01-01" }]
  return [...Duplicates.blockingKeys(profile), KEYS_MARK].map((k) => ({ k, d }))
}

/** The narrative words of one case, sorted, as `icsr_dup_words` holds them. */
export const wordsOf = (record: Duplicates.DupCase): Array<string> => [...Duplicates.narrativeProfile(record.descripcion_evento).words].sort()

/**
 * Replaces the keys and narrative words of the given cases (inside the caller's transaction, if
 * any); the word counts follow by trigger.
 */
export const writeKeys = (
  sql: SqlClient.SqlClient,
  records: ReadonlyArray<Duplicates.DupCase>
): Effect.Effect<void, SqlError> =>
  Effect.gen(function*() {
    if (records.length === 0) return
    const ids: Array<number> = []
    const ks: Array<string> = []
    const ds: Array<string> = []
    for (const record of records) {
      for (const row of keyRows(record)) {
        ids.push(record.id)
        ks.push(row.k)
        ds.push(row.d)
      }
    }
    yield* sql`DELETE FROM icsr_dup_keys WHERE ${sql.in("icsr_id", records.map((r) => r.id))}`
    // Three array parameters whatever the number of rows: no parameter limit to mind.
    yield* sql`INSERT INTO icsr_dup_keys (icsr_id, k, d)
      SELECT * FROM unnest(${ids}::int[], ${ks}::text[], ${ds}::date[])`
    // Arrays of words travel as JSON (no text[][] parameter); an unchanged narrative changes no count.
    const words = JSON.stringify(records.map((r) => [r.id, wordsOf(r)]))
    yield* sql`INSERT INTO icsr_dup_words (icsr_id, words)
      SELECT (e->>0)::int, coalesce(ARRAY(SELECT jsonb_array_elements_text(e->1)), '{}')
      FROM jsonb_array_elements(${words}::jsonb) e
      ORDER BY 1
      ON CONFLICT (icsr_id) DO UPDATE SET words = excluded.words WHERE icsr_dup_words.words IS DISTINCT FROM excluded.words`
  })

/** Reads the given cases and files them again (after a change of their matching fields). */
export const refreshKeys = (sql: SqlClient.SqlClient, ids: ReadonlyArray<number>): Effect.Effect<void, SqlError> =>
  Effect.gen(function*() {
    if (ids.length === 0) return
    const rows = yield* sql<Record<string, unknown>>`SELECT ${sql.literal(RECORD_COLUMNS)} FROM icsr c WHERE ${sql.in("c.id", ids)}`
    yield* writeKeys(sql, rows.map(toRecord))
  })

/** Case fields the keys are computed from. */
export const KEY_FIELDS: ReadonlySet<string> = new Set([
  "paciente_iniciales", "paciente_fecha_nacimiento", "fecha_inicio_evento", "producto_sospechoso", "descripcion_evento"
])
