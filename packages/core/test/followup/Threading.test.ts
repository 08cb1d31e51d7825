import { describe, expect, it } from "vitest"
import { Threading } from "../../src/index.js"

describe("Threading.normalizeMessageId", () => {
  it("brackets a Message-ID and refuses what is not one", () => {
    expect(Threading.normalizeMessageId("abc@x.pe")).toBe("<abc@x.pe>")
    expect(Threading.normalizeMessageId(" <abc@x.pe> ")).toBe("<abc@x.pe>")
    for (const bad of [null, undefined, "", "<>", "sim-1b2c", "SM0123", "a b@x", "<a@b>, <c@d>", "a@b@c"]) {
      expect(Threading.normalizeMessageId(bad)).toBeNull()
    }
  })
})

describe("Threading.parseMessageIds", () => {
  it("reads folded, comma-separated, unbracketed and repeated headers in order, without repeats", () => {
    expect(Threading.parseMessageIds("<a@x.pe>\r\n <b@x.pe>\t<c@x.pe>")).toEqual(["<a@x.pe>", "<b@x.pe>", "<c@x.pe>"])
    expect(Threading.parseMessageIds("<a@x.pe>,<b@x.pe>")).toEqual(["<a@x.pe>", "<b@x.pe>"])
    expect(Threading.parseMessageIds("<a@x.pe><b@x.pe>")).toEqual(["<a@x.pe>", "<b@x.pe>"])
    expect(Threading.parseMessageIds("a@x.pe b@x.pe a@x.pe")).toEqual(["<a@x.pe>", "<b@x.pe>"])
    expect(Threading.parseMessageIds(["<a@x.pe>", "<b@x.pe> (comentario) <a@x.pe>"])).toEqual(["<a@x.pe>", "<b@x.pe>"])
    expect(Threading.parseMessageIds(undefined)).toEqual([])
    expect(Threading.parseMessageIds("")).toEqual([])
  })
})

describe("Threading.replyHeaders", () => {
  it("answers the newest id by default and lists the chain oldest first", () => {
    expect(Threading.replyHeaders(["<a@x>", "b@x", null, "<c@x>"])).toEqual({ inReplyTo: "<c@x>", references: ["<a@x>", "<b@x>", "<c@x>"] })
  })

  it("answers a chosen id and puts it last in References", () => {
    expect(Threading.replyHeaders(["<a@x>", "<b@x>", "<c@x>"], { inReplyTo: "<b@x>" })).toEqual({
      inReplyTo: "<b@x>",
      references: ["<a@x>", "<c@x>", "<b@x>"]
    })
    expect(Threading.replyHeaders([], { inReplyTo: "z@x" })).toEqual({ inReplyTo: "<z@x>", references: ["<z@x>"] })
  })

  it("gives no headers for a thread without email ids", () => {
    expect(Threading.replyHeaders([])).toEqual({})
    expect(Threading.replyHeaders(["sim-1", null])).toEqual({})
  })

  it("trims a long chain to the root and the newest ids", () => {
    const chain = Array.from({ length: 30 }, (_, i) => `<m${i}@x>`)
    const { inReplyTo, references } = Threading.replyHeaders(chain, { max: 5 })
    expect(inReplyTo).toBe("<m29@x>")
    expect(references).toEqual(["<m0@x>", "<m26@x>", "<m27@x>", "<m28@x>", "<m29@x>"])
    expect(Threading.replyHeaders(chain).references).toHaveLength(Threading.MAX_REFERENCES)
  })
})

describe("Threading.replyHeadersForThread", () => {
  it("replies to the last inbound email and references every email, skipping SMS and WhatsApp ids", () => {
    const thread = [
      { channel: "email", direction: "out", external_id: "<out-1@clinica.pe>" },
      { channel: "email", direction: "in", external_id: "<in-2@correo.pe>" },
      { channel: "sms", direction: "out", external_id: "sim-5d1c" },
      { channel: "whatsapp", direction: "out", external_id: "SM0123" },
      { channel: "email", direction: "out", external_id: "<out-3@clinica.pe>" },
      { channel: "email", direction: "out", external_id: null }
    ]
    expect(Threading.replyHeadersForThread(thread)).toEqual({
      inReplyTo: "<in-2@correo.pe>",
      references: ["<out-1@clinica.pe>", "<out-3@clinica.pe>", "<in-2@correo.pe>"]
    })
  })

  it("replies to our last email while the reporter has not answered, and to nothing in a new thread", () => {
    expect(Threading.replyHeadersForThread([{ channel: "email", direction: "out", external_id: "<o@x>" }])).toEqual({ inReplyTo: "<o@x>", references: ["<o@x>"] })
    expect(Threading.replyHeadersForThread([])).toEqual({})
  })
})

describe("Threading.candidateParents", () => {
  it("orders In-Reply-To first, then References newest first", () => {
    expect(Threading.candidateParents({ inReplyTo: "<c@x>", references: "<a@x> <b@x> <c@x>" })).toEqual(["<c@x>", "<b@x>", "<a@x>"])
    expect(Threading.candidateParents({ references: ["<a@x>", "<b@x>"] })).toEqual(["<b@x>", "<a@x>"])
    expect(Threading.candidateParents({ inReplyTo: null })).toEqual([])
  })
})

describe("Threading.caseIdFromSubject", () => {
  it.each([
    ["[Atalaya] Seguimiento caso #123", 123],
    ["RE: [Atalaya] Seguimiento caso #123", 123],
    ["Re: Fwd: [Atalaya] Seguimiento caso # 45 — información", 45],
    ["ICSR 123", 123],
    ["icsr #77", 77],
    ["ICSR-88: reacción adversa", 88],
    ["Caso Nº 9", 9],
    ["Caso N° 10", 10],
    ["caso no. 11", 11],
    ["[Atalaya] Nuevo caso asignado #456", 456],
    ["[Atalaya] Caso grave #789", 789]
  ])("reads %j as %i", (subject, id) => {
    expect(Threading.caseIdFromSubject(subject)).toBe(id)
  })

  it.each([
    "Pedido #123",
    "Factura 2024-0001",
    "Consulta sobre el lote 123",
    "caso sin número",
    "ICSR FV-2026-0001",
    "ICSR #0",
    "",
    null,
    undefined
  ])("finds no case in %j", (subject) => {
    expect(Threading.caseIdFromSubject(subject)).toBeNull()
  })

  it("reads back the subjects it builds", () => {
    expect(Threading.followUpSubject(123)).toBe("[Atalaya] Seguimiento caso #123")
    expect(Threading.caseSubject("Nuevo caso asignado", 5, "FV Clínica")).toBe("[FV Clínica] Nuevo caso asignado #5")
    expect(Threading.caseIdFromSubject(Threading.followUpSubject(2024))).toBe(2024)
    expect(Threading.caseIdFromSubject(`Re: ${Threading.caseSubject("Caso grave", 31)}`)).toBe(31)
  })
})

describe("Threading.newMessageId", () => {
  it("makes unique ids under the sender's domain", () => {
    const a = Threading.newMessageId("fv@clinica.pe")
    const b = Threading.newMessageId("clinica.pe")
    expect(a).toMatch(/^<[0-9a-f-]{36}@clinica\.pe>$/)
    expect(b).toMatch(/@clinica\.pe>$/)
    expect(a).not.toBe(b)
    expect(Threading.normalizeMessageId(a)).toBe(a)
  })
})
