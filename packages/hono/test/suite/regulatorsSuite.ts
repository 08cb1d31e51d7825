/**
 * The regulator look-up HTTP suite shared by every storage driver (service-spec "Regulator
 * lookups", Errors; decisions.md "Regulators and surveillance"). Each live agency is a loopback
 * server answering its source's documented format from @atalaya/regulators' fixtures, 200 ms late
 * like a real registry; DIGEMID and ANVISA files are imported through the CLI's use case into the
 * real database, ANMAT is left without an import. Checks: permission, concurrency of the
 * all-agency search, partial results with X-Agencies-Failed, the single-agency 400/404/502 texts,
 * imports searched locally (X-Agencies-Paths), and the audit entry of an import.
 */
import { AuditLog, LanguageModel } from "@atalaya/core"
import { OpenAiLanguageModel } from "@atalaya/llm"
import { bySchema, Replies, startOpenAi, type OpenAiTestServer } from "@atalaya/testing/OpenAiTestServer"
import { Adrdb, AgencySource, DigemidAlerts, EmaSafety, Import, Recalls, Sources, Surveillance } from "@atalaya/regulators"
import { startHttp, type HttpReply, type HttpTestServer, type RecordedRequest } from "@atalaya/testing/HttpTestServer"
import { Context, Effect, Option } from "effect"
import { faers } from "../../../regulators/test/fixtures/faers.js"
import type { Hono } from "hono"
import * as fs from "node:fs"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ApiEnv } from "../../src/index.js"
import { type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

const FIXTURES = path.join(import.meta.dirname, "..", "..", "..", "regulators", "test", "fixtures")
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), "utf8")) as unknown
const LATENCY = 200

type Live = "fda" | "ema" | "aemps" | "invima"
/** Each live agency's normal answer. */
const normal: Record<Live, (r: RecordedRequest) => HttpReply> = {
  fda: () => ({ json: fixture("openfda-drugsfda-ibuprofen.json"), delayMs: LATENCY }),
  ema: () => ({ json: fixture("ema-medicines.json"), delayMs: LATENCY }),
  aemps: () => ({ json: fixture("cima-medicamentos-ibuprofeno.json"), delayMs: LATENCY }),
  invima: () => ({ json: [], delayMs: LATENCY })
}

/** Registers the regulators suite for one storage driver. */
export const runRegulatorsSuite = (name: string, makeStorageLayer: MakeStorageLayer): void => {
  describe(`regulators suite: ${name}`, () => {
    const servers = {} as Record<Live, HttpTestServer>
    const lastFullYear = new Date().getUTCFullYear() - 1
    let openfda: HttpTestServer
    let fdaSite: HttpTestServer
    const html = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8")
    const site = (r: RecordedRequest): HttpReply => {
      if (r.path === Recalls.INDEX_PATH) return { text: html("fda-recalls-index.html"), contentType: "text/html; charset=utf-8" }
      if (r.path.endsWith("/acme-infusion-recalls-volumat-infusion-pumps-software-error")) return { text: html("fda-recall-detail-pump.html"), contentType: "text/html" }
      if (r.path.endsWith("/cardiaflow-recalls-guidewires-coating-separation")) return { text: html("fda-recall-detail-guidewire.html"), contentType: "text/html" }
      return { status: 404, text: "<html>Page Not Found</html>", contentType: "text/html" }
    }
    let digemid: HttpTestServer
    let model: OpenAiTestServer
    const digemidPages = (index: string) => (r: RecordedRequest): HttpReply => {
      if (r.path === DigemidAlerts.ALERTS_PATH) return r.query.get("page") === "2" ? { status: 503, text: "down" } : { text: html(index), contentType: "text/html; charset=utf-8" }
      if (r.path === "/webDigemid/alerta-digemid-n-27-2026/") return { text: html("digemid-alerta-27.html"), contentType: "text/html" }
      if (r.path === "/webDigemid/alerta-digemid-n-26-2026/") return { text: html("digemid-alerta-26.html"), contentType: "text/html" }
      return { status: 404, text: "no" }
    }
    beforeAll(async () => {
      model = await startOpenAi()
      digemid = await startHttp(digemidPages("digemid-alertas-tabla.html"))
      for (const agency of Object.keys(normal) as Array<Live>) servers[agency] = await startHttp(normal[agency])
      openfda = await startHttp(faers(lastFullYear))
      fdaSite = await startHttp(site)
    })
    afterAll(async () => {
      for (const s of Object.values(servers)) await s.close()
      await openfda?.close()
      await fdaSite?.close()
      await digemid?.close()
      await model?.close()
    })
    const h = useApiHarness(makeStorageLayer, { qf: ["qf"], qa: ["qa"] }, { acceptStatuses: [502] })
    let app: Hono<ApiEnv>
    beforeAll(async () => {
      const sources = Sources.fromEnv({
        ATALAYA_SOURCE_FDA_URL: servers.fda.url, ATALAYA_SOURCE_EMA_URL: servers.ema.url,
        ATALAYA_SOURCE_AEMPS_URL: servers.aemps.url, ATALAYA_SOURCE_INVIMA_URL: servers.invima.url
      }, { policy: { timeoutMs: 1000, retries: 0 }, guard: { cacheMs: 0 } })
      const adrdb = Adrdb.make(openfda.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 })
      const recalls = Recalls.make(fdaSite.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 })
      app = await h.derivedApp((ctx) =>
        Context.add(Context.add(Context.add(Context.add(ctx, AgencySource.AgencySources, sources), Adrdb.Adrdb, Option.some(adrdb)), Recalls.Recalls, Option.some(recalls)),
          DigemidAlerts.DigemidAlerts, Option.some(DigemidAlerts.make(digemid.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 }))))
      const actor = { id: h.users.admin.id, email: h.users.admin.email }
      for (const [agency, file] of [["anvisa", "anvisa-DADOS_ABERTOS_MEDICAMENTOS.csv"], ["digemid", "digemid-catalogo.csv"]] as const) {
        await h.runtime().runPromise(Import.importFile(agency, path.join(FIXTURES, file), actor))
      }
    })
    const get = (url: string, token: string | null = h.users.qf.token) => h.call("GET", url, { token, app })
    const reset = () => {
      for (const agency of Object.keys(normal) as Array<Live>) servers[agency].setHandler(normal[agency])
    }

    it("needs regulators:read", async () => {
      expect((await get("/regulators/search?q=ibuprofen", null)).status).toBe(401)
      const denied = await get("/regulators/search/fda?q=ibuprofen", h.users.qa.token)
      expect(denied.status).toBe(403)
      expect(denied.body).toEqual({ detail: "Permission denied: regulators:read required" })
    })

    it("searches every configured agency concurrently, agencies in the contract's order, failed ones named", async () => {
      reset()
      // Four live sources at 200 ms each: concurrent is about 200 ms, sequential never under 800.
      // The best of three, so a busy machine's one slow request does not decide.
      const times: Array<number> = []
      let res = await get("/regulators/search?q=ibuprofen")
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        res = await get("/regulators/search?q=ibuprofen")
        times.push(performance.now() - started)
      }
      expect(res.status, res.text).toBe(200)
      expect(Math.min(...times)).toBeLessThan(LATENCY * 3.5)
      expect(res.headers.get("x-agencies-failed")).toBe("anmat")
      expect(res.headers.get("x-agencies-paths")).toBe("fda=live,ema=live,aemps=live,digemid=import,invima=live,anvisa=import")
      expect(res.body.map((r: { agencia: string }) => r.agencia)).toEqual(["FDA", "FDA", "FDA", "EMA", "AEMPS", "AEMPS", "ANVISA"])
      expect(res.body.find((r: { agencia: string }) => r.agencia === "ANVISA")).toMatchObject({ pais: "Brasil", nombre_medicamento: "IBUPROFENO \"GOTAS\"", titular: "PRATI DONADUZZI & CIA LTDA" })
      for (const r of res.body) expect(Object.keys(r)).toEqual(["pais", "agencia", "nombre_medicamento", "sustancia_activa", "forma_farmaceutica", "concentracion", "titular", "estado", "numero_registro", "enlace"])
    })

    it("max_items applies per agency", async () => {
      reset()
      const res = await get("/regulators/search?q=ibuprofen&max_items=1")
      expect(res.body.map((r: { agencia: string }) => r.agencia)).toEqual(["FDA", "EMA", "AEMPS", "ANVISA"])
    })

    it("a source's 429, time-out or changed layout leaves the others' results and is named in X-Agencies-Failed; EMA answers from its 24 h copy", async () => {
      reset()
      servers.fda.setHandler(() => ({ status: 429, json: fixture("openfda-429.json") }))
      servers.ema.setHandler(() => ({ json: [], delayMs: 1500 }))
      servers.aemps.setHandler(() => ({ text: "<html>Just a moment...</html>", contentType: "text/html" }))
      const res = await get("/regulators/search?q=ibuprofen")
      expect(res.status).toBe(200)
      expect(res.headers.get("x-agencies-failed")).toBe("fda,aemps,anmat")
      expect(res.body.map((r: { agencia: string }) => r.agencia)).toEqual(["EMA", "ANVISA"])
    })

    it("every agency failing is a 502 naming them", async () => {
      for (const s of Object.values(servers)) s.setHandler(() => ({ status: 503, text: "down" }))
      const res = await h.call("GET", "/regulators/search?q=ibuprofen", { token: h.users.qf.token, app: await h.derivedApp((ctx) =>
        Context.add(ctx, AgencySource.AgencySources, Sources.fromEnv({ ATALAYA_SOURCE_FDA_URL: servers.fda.url, ATALAYA_SOURCE_EMA_URL: "off", ATALAYA_SOURCE_AEMPS_URL: "off", ATALAYA_SOURCE_INVIMA_URL: "off", ATALAYA_SOURCE_DIGEMID_URL: "off", ATALAYA_SOURCE_ANVISA_URL: "off", ATALAYA_SOURCE_ANMAT_URL: "off" }, { policy: { timeoutMs: 1000, retries: 0 }, guard: { cacheMs: 0 } }))) })
      expect(res.status).toBe(502)
      expect(res.body).toEqual({ detail: "Ninguna agencia disponible: fda" })
    })

    it("one agency: records, max_items, the imported path", async () => {
      reset()
      const aemps = await get("/regulators/search/aemps?q=ibuprofeno")
      expect(aemps.status).toBe(200)
      expect(aemps.body).toHaveLength(2)
      expect(aemps.headers.get("x-agencies-paths")).toBe("aemps=live")
      expect((await get("/regulators/search/AEMPS?q=ibuprofeno&max_items=1")).body).toHaveLength(1)
      const anvisa = await get(`/regulators/search/anvisa?q=${encodeURIComponent("dipirona")}`)
      expect(anvisa.headers.get("x-agencies-paths")).toBe("anvisa=import")
      expect(anvisa.body.map((r: { nombre_medicamento: string }) => r.nombre_medicamento)).toEqual(["DIPIRONA MONOIDRATADA", "NOVALGINA"])
      const digemid = await get(`/regulators/search/digemid?q=${encodeURIComponent("metamizol sodico")}`)
      expect(digemid.body).toEqual([{
        pais: "Perú", agencia: "DIGEMID", nombre_medicamento: "METAMIZOL SÓDICO", sustancia_activa: "METAMIZOL SODICO", forma_farmaceutica: "Solución inyectable",
        concentracion: "1 g/2 mL", titular: "LABORATORIOS AMERICANOS S.A.", estado: "INA", numero_registro: "EN-07777", enlace: ""
      }])
      expect((await get("/regulators/search/digemid?q=100%25")).body).toEqual([])
    })

    it("one agency: the contract's 400, 404 and 502 texts", async () => {
      reset()
      expect((await get("/regulators/search/fda")).body).toEqual({ detail: "Query parameter 'q' is required" })
      expect((await get("/regulators/search?q=%20%20")).status).toBe(400)
      const unknown = await get("/regulators/search/cofepris?q=x")
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ detail: "Agency 'cofepris' not found" })
      expect((await get("/regulators/search/fda?q=x&max_items=abc")).body).toEqual({ detail: [{ loc: ["query", "max_items"], msg: "value is not a valid integer", type: "type_error.integer" }] })
      expect((await get("/regulators/search/fda?q=x&max_items=0")).body.detail[0].type).toBe("value_error.number.not_ge")
      servers.invima.setHandler(() => ({ status: 503, text: "Service Unavailable" }))
      const down = await get("/regulators/search/invima?q=x")
      expect(down.status).toBe(502)
      expect(down.body).toEqual({ detail: "Fuente INVIMA no disponible: HTTP 503" })
      servers.aemps.setHandler(() => ({ text: "<html>maintenance</html>", contentType: "text/html" }))
      expect((await get("/regulators/search/aemps?q=x")).body).toEqual({ detail: "Fuente AEMPS no disponible: formato de respuesta no reconocido" })
      servers.fda.setHandler(() => ({ json: {}, delayMs: 1500 }))
      expect((await get("/regulators/search/fda?q=x")).body).toEqual({ detail: "Fuente FDA no disponible: sin respuesta en 1 s" })
      expect((await get("/regulators/search/anmat?q=x")).body).toEqual({ detail: "Fuente ANMAT no disponible: sin datos importados (atalaya regulators import anmat ARCHIVO)" })
      // The harness's own app configures only the imported agencies.
      expect((await h.call("GET", "/regulators/search/fda?q=x", { token: h.users.qf.token })).body).toEqual({ detail: "Agency 'fda' not found" })
    })

    it("an import replaces the agency's records and is audited", async () => {
      const actor = { id: h.users.admin.id, email: h.users.admin.email }
      const summary = await h.runtime().runPromise(Import.importFile("anvisa", path.join(FIXTURES, "anvisa-DADOS_ABERTOS_MEDICAMENTOS.csv"), actor))
      expect(summary).toMatchObject({ agency: "anvisa", records: 4, file: "anvisa-DADOS_ABERTOS_MEDICAMENTOS.csv" })
      expect((await get("/regulators/search/anvisa?q=novalgina")).body).toHaveLength(1)
      const entries = await h.runtime().runPromise(Effect.flatMap(AuditLog.AuditLog, (log) => log.forEntity("regulator_imports", "anvisa")))
      expect(entries.at(-1)).toMatchObject({ action: "REGULATOR_IMPORT", actor_email: h.users.admin.email, changes: { file: "anvisa-DADOS_ABERTOS_MEDICAMENTOS.csv", records: 4 } })
      const wrong = await h.runtime().runPromise(Effect.either(Import.importFile("anvisa", path.join(FIXTURES, "anmat-vademecum.csv"), actor)))
      expect(wrong._tag === "Left" && wrong.left.message).toMatch(/no es el archivo de ANVISA/)
      expect((await get("/regulators/search/anvisa?q=novalgina")).body).toHaveLength(1)
    })

    it("adrdb search: the drug's top reactions with countries and the trend rule", async () => {
      const res = await get("/adrdb/search?drug=metamizole")
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({
        drug: "metamizole",
        reactions: [
          { reaction: "NAUSEA", count: 330, countries: 3, trend: "Aumentando" },
          { reaction: "RASH", count: 155, countries: 3, trend: "Estable" },
          { reaction: "AGRANULOCYTOSIS", count: 100, countries: 1, trend: "Disminuyendo" }
        ],
        total_reports: 1200,
        reporting_countries: 3
      })
      const one = await get("/adrdb/search?drug=metamizole&reaction=nausea")
      expect(one.body.reactions).toEqual([{ reaction: "NAUSEA", count: 330, countries: 3, trend: "Aumentando" }])
      const searches = openfda.requests.map((r) => r.query.get("search") ?? "")
      expect(searches).toContain('(patient.drug.openfda.generic_name:"metamizole" patient.drug.openfda.brand_name:"metamizole" patient.drug.medicinalproduct:"metamizole") AND patient.reaction.reactionmeddrapt:"nausea"')
      expect((await get("/adrdb/search?drug=unknownium")).body).toEqual({ drug: "unknownium", reactions: [], total_reports: 0, reporting_countries: 0 })
    })

    it("adrdb: drug required, 502 when the database fails, and none configured", async () => {
      expect((await get("/adrdb/search")).body).toEqual({ detail: [{ loc: ["query", "drug"], msg: "field required", type: "value_error.missing" }] })
      expect((await get("/adrdb/search?drug=x", h.users.qa.token)).status).toBe(403)
      openfda.setHandler(() => ({ status: 429, json: { error: { code: "OVER_RATE_LIMIT" } } }))
      const limited = await get("/adrdb/search?drug=metamizole")
      expect(limited.status).toBe(502)
      expect(limited.body).toEqual({ detail: "Fuente ADRDB no disponible: HTTP 429 (limite de solicitudes)" })
      openfda.setHandler(faers(lastFullYear))
      expect((await h.call("GET", "/adrdb/search?drug=x", { token: h.users.qf.token })).body).toEqual({ detail: "Fuente ADRDB no configurada" })
    })

    it("adrdb dashboard: a catalog product by its ifa", async () => {
      const created = await h.call("POST", "/products", { token: h.users.admin.token, json: { producto: "Metamizol Sódico 1 g/2 mL", numero_registro: `EN-${Date.now() % 100000}`, ifa: "metamizole" } })
      expect(created.status, created.text).toBe(201)
      const res = await get(`/adrdb/dashboard?product_id=${created.body.id}`)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({
        product_id: created.body.id,
        product_name: "Metamizol Sódico 1 g/2 mL",
        total_reports: 1200,
        serious_reports: 310,
        countries_reporting: 3,
        top_reactions: [{ reaction: "NAUSEA", count: 330 }, { reaction: "RASH", count: 155 }, { reaction: "AGRANULOCYTOSIS", count: 100 }],
        temporal_trends: [{ year: lastFullYear - 2, count: 300 }, { year: lastFullYear - 1, count: 350 }, { year: lastFullYear, count: 420 }, { year: lastFullYear + 1, count: 7 }],
        geographic_distribution: [{ country: "US", reports: 700 }, { country: "BR", reports: 300 }, { country: "DE", reports: 200 }]
      })
      expect((await get("/adrdb/dashboard?product_id=999999")).body).toEqual({ detail: "Producto no encontrado" })
      expect((await get("/adrdb/dashboard?product_id=abc")).body).toEqual({ detail: [{ loc: ["query", "product_id"], msg: "value is not a valid integer", type: "type_error.integer" }] })
    })

    it("fda recalls: index then detail pages, translated to Spanish, device type mapped, event in 1-3 sentences", async () => {
      fdaSite.setHandler(site)
      const res = await get("/fda/search?q=infusion%20pump")
      expect(res.status, res.text).toBe(200)
      expect(res.body).toHaveLength(1)
      const item = res.body[0]
      expect(Object.keys(item)).toEqual(["titulo", "medicamento", "evento", "url", "fecha_publicada"])
      expect(item.url).toBe(`${fdaSite.url}/medical-devices/medical-device-recalls/acme-infusion-recalls-volumat-infusion-pumps-software-error`)
      expect(item.fecha_publicada).toBe("2026-10-14")
      expect(item.medicamento).toBe("Bomba de infusión\nVoluMat LVP Infusion Pump, model 3100\nSoftware versions 4.2 and 4.3")
      expect(item.titulo).toMatch(/bombas de infusión/i)
      expect(item.evento).toMatch(/error de software/i)
      expect(item.evento.split(/(?<=[.!?])\s+/u).length).toBeLessThanOrEqual(3)
      // A Spanish query is also looked for in English; a detail page that is gone is left out.
      const es = await get(`/fda/search?q=${encodeURIComponent("bomba de infusión")}`)
      expect(es.body.map((i: { url: string }) => i.url)).toEqual([item.url])
      const acme = await get("/fda/search?q=acme&max_results=25")
      expect(acme.body.map((i: { fecha_publicada: string }) => i.fecha_publicada)).toEqual(["2026-10-14"])
      const wire = await get("/fda/search?q=guidewire&max_results=1")
      expect(wire.body[0].medicamento.split("\n")[0]).toBe("Guía intravascular")
      expect(wire.body[0].evento.length).toBeGreaterThan(20)
    })

    it("fda recalls: validation, and 502 'FDA website unavailable' when the site fails or changes", async () => {
      expect((await get("/fda/search")).body).toEqual({ detail: [{ loc: ["query", "q"], msg: "field required", type: "value_error.missing" }] })
      expect((await get("/fda/search?q=x&max_results=26")).body.detail[0]).toMatchObject({ loc: ["query", "max_results"], type: "value_error.number.not_le" })
      expect((await get("/fda/search?q=x&max_results=0")).body.detail[0].type).toBe("value_error.number.not_ge")
      fdaSite.setHandler(() => ({ status: 503, text: "down" }))
      const down = await get("/fda/search?q=pump")
      expect(down.status).toBe(502)
      expect(down.body).toEqual({ detail: "FDA website unavailable" })
      fdaSite.setHandler(() => ({ text: html("challenge.html"), contentType: "text/html" }))
      expect((await get("/fda/search?q=pump")).body).toEqual({ detail: "FDA website unavailable" })
      fdaSite.setHandler(site)
      expect((await h.call("GET", "/fda/search?q=pump", { token: h.users.qf.token })).body).toEqual({ detail: "FDA website unavailable" })
    })

    it("digemid alerts from the table: Spanish dates at 12:00 Lima in UTC, a missing year is this year, period and q filters", async () => {
      digemid.setHandler(digemidPages("digemid-alertas-tabla.html"))
      const year = new Date().getUTCFullYear()
      const res = await get("/sources/digemid")
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({ source: "digemid", ok: true, query: "", period: { from: null, to: null }, hits: 3 })
      expect(res.body.items[0]).toEqual({
        n_alerta: "25-2026", producto: "AMOXICILINA 500 mg cápsulas, lote A2345", motivo: "Resultados no conformes en el ensayo de disolución",
        enlace: `${digemid.url}/webDigemid/wp-content/uploads/2026/10/ALERTA-25-2026.pdf`, fecha_publicada: "2026-10-14T17:00:00.000Z"
      })
      expect(res.body.items[1].fecha_publicada).toBe(`${year}-09-02T17:00:00.000Z`)
      expect(res.body.traces).toEqual(["pagina 1: tabla (3 alertas)", "25-2026: reglas", "24-2026: reglas", "12-2025: reglas"])
      const period = await get("/sources/digemid?start=2025-12-01&end=2025-12-31")
      expect(period.body.items.map((i: { n_alerta: string }) => i.n_alerta)).toEqual(["12-2025"])
      expect(period.body.period).toEqual({ from: "2025-12-01", to: "2025-12-31" })
      expect((await get(`/sources/digemid?q=${encodeURIComponent("metformina")}`)).body.hits).toBe(1)
      expect((await get("/sources/digemid?start=14-10-2026")).body.detail).toEqual([{ loc: ["query", "start"], msg: "invalid date format", type: "value_error.date" }])
    })

    it("digemid alerts from post cards: detail pages, rules then plain text; a later page failing is partial; a changed page is a 502", async () => {
      digemid.setHandler(digemidPages("digemid-alertas-tarjetas.html"))
      const res = await get("/sources/digemid?max_pages=2")
      expect(res.status, res.text).toBe(200)
      expect(res.body.ok).toBe(false)
      expect(res.body.items[0]).toEqual({
        n_alerta: "27-2026", producto: "IBUPROFENO 400 mg tabletas recubiertas", motivo: "debido a resultados no conformes en el ensayo de valoración.",
        enlace: `${digemid.url}/webDigemid/alerta-digemid-n-27-2026/`, fecha_publicada: `${new Date().getUTCFullYear()}-11-21T17:00:00.000Z`
      })
      expect(res.body.items[1]).toMatchObject({ producto: "Comunicado sobre jarabes pediátricos", fecha_publicada: "2026-11-05T17:00:00.000Z" })
      expect(res.body.items[1].motivo).toMatch(/^DIGEMID recuerda/)
      expect(res.body.traces).toEqual(["pagina 1: tarjetas (2 alertas)", "pagina 2: HTTP 503", "27-2026: reglas", "Comunicado sobre jarabes pediátricos: traduccion"])
      digemid.setHandler(() => ({ text: html("challenge.html"), contentType: "text/html" }))
      const changed = await get("/sources/digemid")
      expect(changed.status).toBe(502)
      expect(changed.body).toEqual({ detail: "Fuente DIGEMID no disponible: formato de la pagina de alertas no reconocido" })
      expect((await h.call("GET", "/sources/digemid", { token: h.users.qf.token })).body).toEqual({ detail: "Fuente DIGEMID no configurada" })
    })

    it("surveillance: a round stores DIGEMID alerts (national), FDA recalls and EMA DHPCs (external) once per link, with severities; results filter them", async () => {
      digemid.setHandler(digemidPages("digemid-alertas-tabla.html"))
      fdaSite.setHandler(site)
      const dhpc = await startHttp((r) => (r.path === EmaSafety.DHPC_PATH ? { json: fixture("ema-dhpc.json") } : { status: 404, text: "no" }))
      const round = Surveillance.runOnce().pipe(
        Effect.provideService(EmaSafety.EmaSafety, Option.some(EmaSafety.make(dhpc.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 }))),
        Effect.provideService(Recalls.Recalls, Option.some(Recalls.make(fdaSite.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 }))),
        Effect.provideService(DigemidAlerts.DigemidAlerts, Option.some(DigemidAlerts.make(digemid.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 })))
      )
      const first = await h.runtime().runPromise(round)
      expect(first).toMatchObject({ national: 3, external: 4, added: 7 })
      expect((await h.runtime().runPromise(round)).added).toBe(0)
      await dhpc.close()
      const emaItems = await get("/surveillance/results?fuente=EMA")
      expect(emaItems.body.items.map((i: { medicamento: string; severity: string; fecha_publicada: string }) => [i.medicamento, i.severity, i.fecha_publicada])).toEqual([
        ["obeticholic acid", "Alta", "2026-06-28T12:00:00.000Z"], ["tofacitinib", "Baja", "2026-03-15T12:00:00.000Z"]
      ])
      const all = await get("/surveillance/results?fuente=FDA&limit=200")
      expect(all.body.total).toBe(2)
      const everything = await get("/surveillance/results")
      expect(everything.status, everything.text).toBe(200)
      expect(everything.body.total).toBe(7)
      expect(everything.body.items.map((i: { fecha_publicada: string }) => i.fecha_publicada.slice(0, 10))).toEqual(
        ["2026-10-14", "2026-10-14", "2026-09-30", `${new Date().getUTCFullYear()}-09-02`, "2025-12-03", "2026-06-28", "2026-03-15"].sort().reverse())
      expect(Object.keys(everything.body.items[0]).sort()).toEqual(["enlace", "fecha_publicada", "fetched_at", "fuente", "id", "medicamento", "resumen", "scope", "severity", "titulo"])
      const national = await get("/surveillance/results?scope=national&severity=Alta")
      expect(national.body.items.map((i: { titulo: string; severity: string }) => [i.titulo, i.severity])).toEqual(
        expect.arrayContaining([["Alerta DIGEMID N° 24-2026", "Alta"], ["Alerta DIGEMID N° 12-2025", "Alta"]]))
      expect(national.body.total).toBe(2)
      expect((await get("/surveillance/results?scope=national&severity=Media")).body.items[0]).toMatchObject({ fuente: "DIGEMID", medicamento: "AMOXICILINA 500 mg cápsulas, lote A2345", severity: "Media" })
      const fda = await get("/surveillance/results?fuente=fda")
      expect(fda.body.total).toBe(2)
      expect(fda.body.items[0]).toMatchObject({ scope: "external", severity: "Alta", medicamento: expect.stringMatching(/^Bomba de infusión\n/) })
      expect((await get(`/surveillance/results?query=${encodeURIComponent("amoxicilina")}`)).body.total).toBe(1)
      expect((await get(`/surveillance/results?medicamento=metformina`)).body.total).toBe(1)
      expect((await get("/surveillance/results?desde=2026-09-10&hasta=2026-09-30")).body.items.map((i: { fuente: string }) => i.fuente)).toEqual(["FDA"])
      const page = await get("/surveillance/results?limit=2&offset=2")
      expect(page.body.items).toHaveLength(2)
      expect(page.body.total).toBe(7)
      expect((await get("/surveillance/results?severity=Critica")).body.detail[0]).toMatchObject({ loc: ["query", "severity"], type: "type_error.enum" })
      expect((await get("/surveillance/results?limit=201")).body.detail[0].type).toBe("value_error.number.not_le")
      expect((await get("/surveillance/results", h.users.qa.token)).status).toBe(403)
    })

    it("surveillance: one round at a time across instances (the lease)", async () => {
      const claim = (holder: string) => h.runtime().runPromise(Effect.flatMap(Surveillance.SurveillanceRepository, (r) => r.claim(holder, 600)))
      expect(await claim("a")).toBe(true)
      expect(await claim("b")).toBe(false)
      expect(await claim("a")).toBe(true)
    })

    it("with a language model: DIGEMID alerts are read by it first (trace ia), and recall events are its 1-3 sentence summary", async () => {
      digemid.setHandler(digemidPages("digemid-alertas-tarjetas.html"))
      fdaSite.setHandler(site)
      model.setHandler(bySchema({
        digemid_alert: (r) => JSON.parse(r.user).titulo === "ALERTA DIGEMID N° 27-2026"
          ? Replies.json({ n_alerta: "27-2026", producto: "IBUPROFENO 400 mg tabletas", motivo: "Valoración fuera de especificación en el lote B7788." })
          : Replies.json({ n_alerta: "", producto: "", motivo: "" }),
        recall_summary: Replies.json({ resumen: "The pump may deliver fluid too fast after a power interruption. This can cause serious injury. Check the rate. Extra sentence." })
      }))
      const lm = OpenAiLanguageModel.make({ model: "gpt-4o-mini", baseURL: model.baseURL, apiKey: "test", retries: 0, timeoutMs: 2000 })
      const alerts = await h.call("GET", "/sources/digemid", { token: h.users.qf.token, app: await h.derivedApp((ctx) =>
        Context.add(Context.add(ctx, LanguageModel.LanguageModel, lm), DigemidAlerts.DigemidAlerts, Option.some(DigemidAlerts.make(digemid.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 })))) })
      expect(alerts.status, alerts.text).toBe(200)
      expect(alerts.body.items[0]).toMatchObject({ n_alerta: "27-2026", producto: "IBUPROFENO 400 mg tabletas", motivo: "Valoración fuera de especificación en el lote B7788." })
      expect(alerts.body.traces).toEqual(["pagina 1: tarjetas (2 alertas)", "27-2026: ia", "Comunicado sobre jarabes pediátricos: traduccion"])
      const recalls = await h.call("GET", "/fda/search?q=infusion%20pump", { token: h.users.qf.token, app: await h.derivedApp((ctx) =>
        Context.add(Context.add(ctx, LanguageModel.LanguageModel, lm), Recalls.Recalls, Option.some(Recalls.make(fdaSite.url, { policy: { timeoutMs: 1000, retries: 0 }, cacheMs: 0 })))) })
      expect(recalls.status, recalls.text).toBe(200)
      expect(recalls.body[0].evento).toMatch(/bomba/i)
      expect(recalls.body[0].evento).not.toMatch(/Extra|adicional/i)
      expect(model.requests.some((r) => r.schemaName === "recall_summary")).toBe(true)
    })
  })
}
