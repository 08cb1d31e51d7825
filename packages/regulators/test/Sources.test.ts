/**
 * Every live adapter against a loopback server answering in its source's documented format
 * (fixtures/ written from openFDA's, CIMA's, Socrata's and EMA's documentation): a normal answer
 * mapped to MedRecord, an empty result, a malformed page (a bot-challenge HTML page), a 429 and a
 * time-out, each a clear failure naming the agency. Then the file imports of DIGEMID, ANVISA and
 * ANMAT. No test reaches the internet.
 */
import { startHttp, type HttpTestServer } from "@atalaya/testing/HttpTestServer"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Aemps, Ema, Fda, Import, Invima, MedRecord, Sources } from "../src/index.js"

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name))
const json = (name: string) => JSON.parse(fixture(name).toString("utf8")) as unknown
const CHALLENGE = fixture("challenge.html").toString("utf8")
const FAST = { timeoutMs: 300, retries: 0 }

let server: HttpTestServer
beforeAll(async () => {
  server = await startHttp()
})
afterAll(async () => {
  await server.close()
})

const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(e))

/** The four failures every live source must turn into a clear SourceFailed. */
const failures = async (agency: string, search: () => Effect.Effect<unknown, { reason: string; agency: string }>) => {
  server.setHandler(() => ({ status: 200, text: CHALLENGE, contentType: "text/html" }))
  expect(await run(search())).toMatchObject({ _tag: "Left", left: { agency, reason: "formato de respuesta no reconocido" } })
  server.setHandler(() => ({ status: 429, json: json("openfda-429.json"), headers: { "retry-after": "60" } }))
  expect(await run(search())).toMatchObject({ _tag: "Left", left: { agency, reason: "HTTP 429 (limite de solicitudes)" } })
  server.setHandler(() => ({ status: 503, text: "Service Unavailable" }))
  expect(await run(search())).toMatchObject({ _tag: "Left", left: { agency, reason: "HTTP 503" } })
  server.setHandler(() => ({ json: [], delayMs: 2000 }))
  const started = Date.now()
  expect(await run(search())).toMatchObject({ _tag: "Left", left: { agency, reason: "sin respuesta en 0.3 s" } })
  expect(Date.now() - started).toBeLessThan(1500)
}

describe("fda: openFDA drug/drugsfda.json", () => {
  it("asks by brand, generic and active ingredient and maps each product", async () => {
    server.setHandler(() => ({ json: json("openfda-drugsfda-ibuprofen.json") }))
    const out = await Effect.runPromise(Fda.make(server.url, FAST).search("Ibuprofen", 50))
    const req = server.requests.at(-1)!
    expect(req.path).toBe("/drug/drugsfda.json")
    expect(req.query.get("search")).toBe('openfda.brand_name:"Ibuprofen" openfda.generic_name:"Ibuprofen" products.active_ingredients.name:"Ibuprofen"')
    expect(req.query.get("limit")).toBe("50")
    expect(out.path).toBe("live")
    expect(out.records).toHaveLength(3)
    expect(out.records[0]).toEqual({
      pais: "Estados Unidos", agencia: "FDA", nombre_medicamento: "ADVIL", sustancia_activa: "IBUPROFEN", forma_farmaceutica: "TABLET, ORAL",
      concentracion: "200MG", titular: "PFIZER", estado: "Over-the-counter", numero_registro: "NDA018989",
      enlace: "https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=018989"
    })
    expect(Object.keys(out.records[0]!)).toEqual([...MedRecord.FIELDS])
    expect((await Effect.runPromise(Fda.make(server.url, FAST).search("ibuprofen", 2))).records).toHaveLength(2)
  })
  it("drops openFDA's query syntax from what was typed", async () => {
    server.setHandler(() => ({ status: 404, json: json("openfda-not-found.json") }))
    await Effect.runPromise(Fda.make(server.url, FAST).search('acid "x" (y):z', 5))
    expect(server.requests.at(-1)!.query.get("search")).toContain('openfda.brand_name:"acid x y z"')
  })
  it("no match (openFDA's 404 NOT_FOUND) is an empty result", async () => {
    server.setHandler(() => ({ status: 404, json: json("openfda-not-found.json") }))
    expect(await Effect.runPromise(Fda.make(server.url, FAST).search("zzzz", 10))).toEqual({ records: [], path: "live" })
  })
  it("a malformed page, a 429, a 5xx and a time-out fail naming fda", async () => {
    await failures("fda", () => Fda.make(server.url, FAST).search("ibuprofen", 10))
  })
  it("retries a 5xx, not a 429", async () => {
    let n = 0
    server.setHandler(() => (++n === 1 ? { status: 502, text: "bad gateway" } : { json: json("openfda-drugsfda-ibuprofen.json") }))
    expect((await Effect.runPromise(Fda.make(server.url, { timeoutMs: 1000, retries: 2 }).search("ibuprofen", 50))).records).toHaveLength(3)
    expect(n).toBe(2)
    n = 0
    server.setHandler(() => (++n, { status: 429, json: json("openfda-429.json") }))
    await run(Fda.make(server.url, { timeoutMs: 1000, retries: 2 }).search("ibuprofen", 50))
    expect(n).toBe(1)
  })
})

describe("aemps: CIMA REST /cima/rest/medicamentos", () => {
  it("searches by name and by active ingredient concurrently, merged by nregistro", async () => {
    server.setHandler((r) => ({ json: r.query.has("nombre") ? json("cima-medicamentos-ibuprofeno.json") : json("cima-medicamentos-ibuprofeno.json") }))
    const before = server.requests.length
    const out = await Effect.runPromise(Aemps.make(server.url, FAST).search("ibuprofeno", 50))
    const reqs = server.requests.slice(before)
    expect(reqs.map((r) => r.path)).toEqual(["/cima/rest/medicamentos", "/cima/rest/medicamentos"])
    expect(reqs.map((r) => [...r.query.keys()].sort().join(",")).sort()).toEqual(["nombre,pagina", "pagina,practiv1"])
    expect(out.records).toHaveLength(2)
    expect(out.records[0]).toEqual({
      pais: "España", agencia: "AEMPS", nombre_medicamento: "IBUPROFENO CINFA 600 mg COMPRIMIDOS RECUBIERTOS CON PELICULA EFG", sustancia_activa: "IBUPROFENO",
      forma_farmaceutica: "COMPRIMIDO RECUBIERTO CON PELÍCULA", concentracion: "600 mg", titular: "Laboratorios Cinfa, S.A.", estado: "Autorizado, comercializado",
      numero_registro: "62983", enlace: "https://cima.aemps.es/cima/publico/detalle.html?nregistro=62983"
    })
    expect(out.records[1]!.estado).toBe("Suspendido, no comercializado")
  })
  it("empty results (an empty page or a 204) are empty", async () => {
    server.setHandler(() => ({ json: json("cima-empty.json") }))
    expect((await Effect.runPromise(Aemps.make(server.url, FAST).search("zzzz", 10))).records).toEqual([])
    server.setHandler(() => ({ status: 204, text: "" }))
    expect((await Effect.runPromise(Aemps.make(server.url, FAST).search("zzzz", 10))).records).toEqual([])
  })
  it("a malformed page, a 429, a 5xx and a time-out fail naming aemps", async () => {
    await failures("aemps", () => Aemps.make(server.url, FAST).search("ibuprofeno", 10))
  })
})

describe("invima: SODA on datos.gov.co (CUM i7cb-raxc)", () => {
  it("sends a SoQL $where on product and ingredient and groups the CUM rows by expediente", async () => {
    server.setHandler(() => ({ json: json("soda-cum-acetaminofen.json") }))
    const out = await Effect.runPromise(Invima.make(server.url, FAST).search("acetaminofén d'x", 5))
    const req = server.requests.at(-1)!
    expect(req.path).toBe("/resource/i7cb-raxc.json")
    expect(req.query.get("$where")).toBe("upper(producto) like '%ACETAMINOFÉN D''X%' OR upper(principioactivo) like '%ACETAMINOFÉN D''X%'")
    expect(req.query.get("$limit")).toBe("50")
    expect(out.records).toHaveLength(2)
    expect(out.records[0]).toMatchObject({
      pais: "Colombia", agencia: "INVIMA", nombre_medicamento: "DOLEX 500 MG", sustancia_activa: "ACETAMINOFEN", concentracion: "500 mg",
      forma_farmaceutica: "TABLETA CUBIERTA CON PELICULA", estado: "Vigente", numero_registro: "INVIMA 2016M-0011587-R1",
      enlace: "https://www.datos.gov.co/resource/i7cb-raxc.json?expediente=19907466"
    })
    expect(out.records[1]).toMatchObject({ sustancia_activa: "ACETAMINOFEN, CAFEINA", concentracion: "500 mg, 65 mg" })
  })
  it("an empty array is empty; SODA's error object is a format failure", async () => {
    server.setHandler(() => ({ json: [] }))
    expect((await Effect.runPromise(Invima.make(server.url, FAST).search("zzzz", 5))).records).toEqual([])
    server.setHandler(() => ({ status: 200, json: json("soda-error.json") }))
    expect(await run(Invima.make(server.url, FAST).search("x", 5))).toMatchObject({ _tag: "Left", left: { agency: "invima", reason: "formato de respuesta no reconocido" } })
  })
  it("a malformed page, a 429, a 5xx and a time-out fail naming invima", async () => {
    await failures("invima", () => Invima.make(server.url, FAST).search("acetaminofen", 10))
  })
})

describe("ema: the medicines JSON report, cached 24 h, filtered locally", () => {
  it("downloads once, filters human medicines by name or substance, and downloads again after 24 h", async () => {
    let clock = 1_000_000
    server.setHandler(() => ({ json: json("ema-medicines.json"), delayMs: 50 }))
    const ema = Ema.make(server.url, FAST, { now: () => clock })
    const before = server.requests.length
    const [a, b] = await Promise.all([Effect.runPromise(ema.search("ibuprofen", 10)), Effect.runPromise(ema.search("TOFACITINIB", 10))])
    expect(server.requests.length - before).toBe(1)
    expect(server.requests.at(-1)!.path).toBe(Ema.FILE_PATH)
    expect(a.records).toEqual([{
      pais: "Unión Europea", agencia: "EMA", nombre_medicamento: "Ibuprofen Gen.Orion", sustancia_activa: "ibuprofen", forma_farmaceutica: "", concentracion: "",
      titular: "Orion Corporation", estado: "Withdrawn", numero_registro: "EMEA/H/C/009999", enlace: "https://www.ema.europa.eu/en/medicines/human/EPAR/ibuprofen-gen-orion"
    }])
    expect(b.records.map((r) => r.nombre_medicamento)).toEqual(["Xeljanz"])
    clock += Ema.CACHE_MS - 1
    await Effect.runPromise(ema.search("xeljanz", 10))
    expect(server.requests.length - before).toBe(1)
    clock += 2
    await Effect.runPromise(ema.search("xeljanz", 10))
    expect(server.requests.length - before).toBe(2)
  })
  it("a failed download is not kept: the next search tries again", async () => {
    const ema = Ema.make(server.url, FAST)
    server.setHandler(() => ({ status: 500, text: "error" }))
    expect((await run(ema.search("x", 1)))._tag).toBe("Left")
    server.setHandler(() => ({ json: json("ema-medicines.json") }))
    expect((await Effect.runPromise(ema.search("xeljanz", 1))).records).toHaveLength(1)
  })
  it("a malformed page, a 429, a 5xx and a time-out fail naming ema", async () => {
    await failures("ema", () => Ema.make(server.url, FAST).search("x", 10))
  })
})

describe("sources from the environment", () => {
  it("replaces base URLs with ATALAYA_SOURCE_<NAME>_URL, drops agencies set to off, imports for digemid/anvisa/anmat", () => {
    const sources = Sources.fromEnv({ ATALAYA_SOURCE_FDA_URL: "http://127.0.0.1:1/", ATALAYA_SOURCE_EMA_URL: "off" })
    expect([...sources.keys()]).toEqual(["fda", "aemps", "digemid", "invima", "anvisa", "anmat"])
    expect(Sources.describe(sources)).toMatchObject({ fda: "http://127.0.0.1:1", aemps: "https://cima.aemps.es", digemid: "archivo importado" })
  })
})

describe("file imports", () => {
  it("anvisa: DADOS_ABERTOS_MEDICAMENTOS.csv (Latin-1, ';', quoted line breaks), holder without CNPJ, duplicates once", () => {
    const records = Import.read("anvisa", fixture("anvisa-DADOS_ABERTOS_MEDICAMENTOS.csv"))
    expect(records.map((r) => r.nombre_medicamento)).toEqual(["DIPIRONA MONOIDRATADA", "NOVALGINA", "IBUPROFENO \"GOTAS\"", "SANATOL"])
    expect(records[1]).toEqual({
      pais: "Brasil", agencia: "ANVISA", nombre_medicamento: "NOVALGINA", sustancia_activa: "DIPIRONA MONOIDRATADA", forma_farmaceutica: "", concentracion: "",
      titular: "SANOFI MEDLEY FARMACÊUTICA LTDA.", estado: "VÁLIDO", numero_registro: "183260013",
      enlace: "https://consultas.anvisa.gov.br/#/medicamentos/q/?numeroRegistro=183260013"
    })
  })
  it("digemid: the catalogue sheet as CSV, header below the title rows, one record per registration and strength", () => {
    const records = Import.read("digemid", fixture("digemid-catalogo.csv"))
    expect(records).toHaveLength(3)
    expect(records[0]).toMatchObject({ pais: "Perú", agencia: "DIGEMID", nombre_medicamento: "PANADOL", sustancia_activa: "PARACETAMOL", concentracion: "500 mg", forma_farmaceutica: "Tableta", titular: "GLAXOSMITHKLINE PERU S.A.", estado: "ACT", numero_registro: "N-12345" })
    expect(records[1]!.nombre_medicamento).toBe("PARACETAMOL, GENFAR")
  })
  it("anmat: the vademécum export by column names", () => {
    expect(Import.read("anmat", fixture("anmat-vademecum.csv"))[1]).toMatchObject({ pais: "Argentina", nombre_medicamento: "IBUPIRAC", sustancia_activa: "ibuprofeno", concentracion: "400 mg", titular: "ROEMMERS S.A.I.C.F.", numero_registro: "51234", estado: "Vigente" })
  })
  it("refuses a file that is not the agency's, naming the column it lacks", () => {
    expect(() => Import.read("anvisa", fixture("anmat-vademecum.csv"))).toThrow(/no es el archivo de ANVISA: falta la columna NOME_PRODUTO; columnas: Certificado, Laboratorio/)
    expect(() => Import.read("digemid", new TextEncoder().encode("Nom_Prod,Concent\n"))).toThrow(/no tiene registros/)
  })
})

describe("cache and rate limit of every live source", () => {
  it("keeps an answer 24 h by query (case and accents ignored), never a failure, and stops at the per-minute limit", async () => {
    let clock = 0
    let failing = false
    server.setHandler(() => (failing ? { status: 500, text: "x" } : { json: json("cima-empty.json") }))
    const sources = Sources.fromEnv({ ATALAYA_SOURCE_AEMPS_URL: server.url, ATALAYA_SOURCE_PER_MINUTE: "2" }, { policy: FAST, guard: { now: () => clock } })
    const aemps = sources.get("aemps")!
    const search = (q: string) => Effect.runPromise(Effect.either(aemps.search(q, 10) as unknown as Effect.Effect<unknown, { reason: string }>))
    const before = server.requests.length
    expect((await search("Ibuprofeno"))._tag).toBe("Right")
    expect((await search("ibupròfeno"))._tag).toBe("Right")
    // CIMA is asked twice per search (by name and by ingredient); the second search was the cache.
    expect(server.requests.length - before).toBe(2)
    clock += 24 * 3_600_000
    failing = true
    expect((await search("IBUPROFENO"))._tag).toBe("Left")
    failing = false
    expect((await search("ibuprofeno"))._tag).toBe("Right") // the failure was not kept
    expect(await search("paracetamol")).toMatchObject({ _tag: "Left", left: { reason: "limite local de solicitudes alcanzado" } })
    clock += 60_000
    expect((await search("paracetamol"))._tag).toBe("Right")
  })
})

describe("ema safety: the DHPC report", () => {
  it("reads the communications newest first; a page of another shape is refused", async () => {
    const { EmaSafety } = await import("../src/index.js")
    const items = EmaSafety.parse(json("ema-dhpc.json"))!
    expect(items.map((i) => [i.titulo, i.fecha_publicada])).toEqual([
      ["Ocaliva — Revocation of the conditional marketing authorisation", "2026-06-28T12:00:00.000Z"],
      ["Xeljanz — Updated recommendations", "2026-03-15T12:00:00.000Z"]
    ])
    expect(items[0]).toMatchObject({ medicamento: "obeticholic acid", enlace: "https://www.ema.europa.eu/en/medicines/dhpc/ocaliva-obeticholic-acid" })
    expect(EmaSafety.parse({ data: [{ foo: 1 }] })).toBeNull()
    expect(EmaSafety.parse("<html>")).toBeNull()
    server.setHandler((r) => (r.path === EmaSafety.DHPC_PATH ? { json: json("ema-dhpc.json") } : { status: 404, text: "no" }))
    expect(await Effect.runPromise(EmaSafety.make(server.url, { policy: FAST }).latest(1))).toHaveLength(1)
  })
})
