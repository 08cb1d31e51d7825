/**
 * The requests of the list workload (issue 19), by kind: pages (first, random, deep), every
 * order_by in both directions, date ranges, and `q` typed as people type it, with values
 * sampled from the seeded cases. A share of the requests ("hot") repeats a small set of
 * popular pages, whose texts the server's in-process cache holds; every other request asks for
 * something the cache is unlikely to hold (the "cold" share).
 */
import { prng, type Random } from "./random.js"

/** A sample of seeded values, read from random cases. */
export interface Samples {
  readonly iniciales: ReadonlyArray<string>
  readonly dni: ReadonlyArray<string>
  readonly numero: ReadonlyArray<string>
  readonly codigo: ReadonlyArray<string>
  readonly email: ReadonlyArray<string>
  readonly producto: ReadonlyArray<string>
  readonly nombre: ReadonlyArray<string>
  /** Earliest and latest event dates (YYYY-MM-DD). */
  readonly dateRange: readonly [string, string]
}

/** One request of the workload. */
export interface Request {
  readonly kind: string
  readonly path: string
}

const ORDER_BY = ["id", "created_at", "fecha_inicio_evento", "gravedad", "estado", "paciente_iniciales"] as const
const DIRS = ["asc", "desc"] as const

const NARRATIVE_WORDS = ["urticaria", "prurito", "hipoglucemia", "ictericia", "anafiláctica", "somnolencia", "cefalea", "angioedema", "hemorragia", "stevens", "diaforesis", "emergencia", "epilepsia", "cusco", "arequipa"]
// Two letters typed before the rest: frequent ones (a product's start) and rare ones (initials
// typed without their dots, which the stored text never has side by side).
const SHORT = ["am", "ib", "pa", "me", "qf", "mq", "zx", "45", "20", "jp", "ñ", "x"]

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Builds the request generator over the samples and the number of cases. */
export const workload = (samples: Samples, cases: number, r: Random) => {
  const pages = Math.max(1, Math.ceil(cases / 20))
  const pick = <A>(list: ReadonlyArray<A>): A => r.pick(list)
  const order = () => `&order_by=${pick(ORDER_BY)}&order_dir=${pick(DIRS)}`
  const path = (query: string) => `/api/v1/icsr?page_size=20${query}`
  const enc = encodeURIComponent
  const [minDate, maxDate] = samples.dateRange.map((d) => Date.parse(`${d}T00:00:00Z`)) as [number, number]
  const dateSpan = (days: number) => {
    const from = minDate + Math.floor(r.next() * Math.max(1, (maxDate - minDate) / DAY - days)) * DAY
    return `&fecha_desde=${iso(from)}&fecha_hasta=${iso(from + days * DAY)}`
  }
  const shallow = () => (r.chance(0.7) ? r.int(1, 3) : r.int(4, 50))

  // The popular pages: page 1-2 of every ordering, and of the searches everyone types.
  const hot: Array<string> = []
  for (const by of ORDER_BY) for (const dir of DIRS) for (const page of [1, 2]) hot.push(path(`&page=${page}&order_by=${by}&order_dir=${dir}`))
  for (const word of ["paracetamol", "urticaria", "amoxicilina"]) hot.push(path(`&q=${enc(word)}`))

  const typedInitials = () => {
    const full = pick(samples.iniciales) // "M.Q.F."
    const n = r.int(0, 2)
    return n === 0 ? full : n === 1 ? full.slice(0, 4) : full.toLowerCase()
  }
  const typedDni = () => {
    const dni = pick(samples.dni)
    return r.chance(0.6) ? dni : dni.slice(0, r.int(4, 6))
  }
  const typedProduct = () => {
    const name = pick(samples.producto).split(" ")[0]!
    return name.slice(0, Math.max(4, Math.min(name.length, r.int(4, 8)))).toLowerCase()
  }
  const typedEmail = () => {
    const email = pick(samples.email)
    return r.chance(0.5) ? email : email.split("@")[0]!
  }
  const typedNumber = () => (r.chance(0.5) ? pick(samples.numero) : pick(samples.codigo).toLowerCase())
  const typedName = () => pick(samples.nombre).split(" ").slice(0, r.int(1, 2)).join(" ")

  const cold: ReadonlyArray<readonly [string, () => string]> = [
    ["page:random", () => path(`&page=${r.int(1, pages)}${order()}`)],
    ["page:deep", () => path(`&page=${r.int(Math.max(1, pages - Math.ceil(pages / 100)), pages)}${order()}`)],
    ...ORDER_BY.flatMap((by) =>
      DIRS.map((dir) => [`order:${by}:${dir}`, () => path(`&page=${r.int(1, 500)}&order_by=${by}&order_dir=${dir}`)] as const)
    ),
    ["dates:week", () => path(`&page=${shallow()}${dateSpan(7)}${order()}`)],
    ["dates:year", () => path(`&page=${shallow()}${dateSpan(365)}${order()}`)],
    ["dates:from", () => path(`&page=${shallow()}&fecha_desde=${iso(minDate + Math.floor(r.next() * (maxDate - minDate) / DAY) * DAY)}${order()}`)],
    ["q:initials", () => path(`&page=${r.int(1, 3)}&q=${enc(typedInitials())}${order()}`)],
    ["q:dni", () => path(`&q=${enc(typedDni())}${order()}`)],
    ["q:product", () => path(`&page=${shallow()}&q=${enc(typedProduct())}${order()}`)],
    ["q:narrative", () => path(`&page=${shallow()}&q=${enc(pick(NARRATIVE_WORDS))}${order()}`)],
    ["q:email", () => path(`&q=${enc(typedEmail())}${order()}`)],
    ["q:number", () => path(`&q=${enc(typedNumber())}${order()}`)],
    ["q:name", () => path(`&page=${r.int(1, 3)}&q=${enc(typedName())}${order()}`)],
    ["q:short", () => path(`&page=${r.int(1, 3)}&q=${enc(pick(SHORT))}${order()}`)],
    ["q+dates", () => path(`&page=${r.int(1, 3)}&q=${enc(r.chance(0.5) ? typedProduct() : pick(NARRATIVE_WORDS))}${dateSpan(r.chance(0.5) ? 30 : 365)}${order()}`)]
  ]

  return {
    /** Every kind, in print order. */
    kinds: ["hot", ...cold.map(([kind]) => kind)],
    /** The next request: hot with probability `hotShare`, else a cold kind chosen uniformly. */
    next: (hotShare: number): Request =>
      r.chance(hotShare) ? { kind: "hot", path: pick(hot) } : (([kind, make]) => ({ kind, path: make() }))(pick(cold)),
    /**
     * The plain list as bench:load asks for it, with a cold share: hot with probability
     * `hotShare` (pages 1-2 of any ordering, which the text cache holds), else a page among the
     * first 500 of any ordering (120,000 cases: texts the 32 MB cache does not hold). Random pages
     * over the whole list are the `page:random` kind of the mix.
     */
    nextPage: (hotShare: number): Request =>
      r.chance(hotShare)
        ? { kind: "pages:hot", path: pick(hot.slice(0, 24)) }
        : { kind: "pages:cold", path: path(`&page=${r.int(3, Math.min(500, pages))}${order()}`) },
    /** One request of `kind`. */
    one: (kind: string): Request => {
      if (kind === "hot") return { kind, path: hot[0]! }
      const entry = cold.find(([k]) => k === kind)
      if (entry === undefined) throw new Error(`unknown kind ${kind}`)
      return { kind, path: entry[1]() }
    }
  }
}

/** Values typed into the search box, read from random seeded cases (by primary key). */
export const sampleCases = async (query: (text: string, params?: Array<unknown>) => Promise<{ rows: Array<Record<string, unknown>> }>, cases: number): Promise<Samples> => {
  const r = prng(42)
  const ids = Array.from({ length: 3000 }, () => r.int(1, cases))
  const { rows } = await query(
    `SELECT paciente_iniciales, paciente_dni, numero, codigo_interno_lab, reportante_email, producto_sospechoso, reportante_nombre
     FROM icsr WHERE id = ANY($1::int[])`,
    [ids]
  )
  const { rows: [range] } = await query(
    `SELECT (SELECT min(fecha_inicio_evento) FROM icsr)::text AS lo, (SELECT max(fecha_inicio_evento) FROM icsr)::text AS hi`
  )
  return samplesOf(rows, [String(range!.lo), String(range!.hi)])
}

/** The search values of some cases' rows (as stored or as `GET /icsr/{id}` answers them). */
export const samplesOf = (rows: ReadonlyArray<Record<string, unknown>>, dateRange: readonly [string, string]): Samples => {
  const col = (name: string) => rows.map((row) => row[name]).filter((v): v is string => typeof v === "string" && v !== "")
  return {
    iniciales: col("paciente_iniciales"),
    dni: col("paciente_dni"),
    numero: col("numero"),
    codigo: col("codigo_interno_lab"),
    email: col("reportante_email"),
    producto: col("producto_sospechoso"),
    nombre: col("reportante_nombre"),
    dateRange
  }
}
