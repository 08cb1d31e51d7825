import { Mailer, TextMessenger } from "@atalaya/core"
import { Effect, HashMap, Layer, List, Logger } from "effect"
import { describe, expect, it } from "vitest"
import { Messaging, SimulatedMessenger } from "../src/index.js"

/** Every log line, message and annotations, as one searchable string. */
const capture = () => {
  const lines: Array<string> = []
  const logger = Logger.make(({ message, annotations }) => {
    const annotated = Object.fromEntries(HashMap.toEntries(annotations))
    const text = Array.isArray(message) ? message : List.isList(message) ? List.toArray(message) : [message]
    lines.push(JSON.stringify({ message: text, annotated }))
  })
  return { lines, layer: Logger.replace(Logger.defaultLogger, logger) }
}

const BODY = "Paciente con anafilaxia tras amoxicilina: ¿podría indicar el lote?"

describe("SimulatedMessenger", () => {
  it("acknowledges with unique sim- ids and logs the channel, never the number or the text", async () => {
    const logs = capture()
    const program = Effect.flatMap(TextMessenger.TextMessenger, (m) =>
      Effect.all([
        m.send({ channel: "sms", to: "987 654 321", body: BODY }),
        m.send({ channel: "whatsapp", to: "whatsapp:+51987654321", body: BODY }),
        m.send({ channel: "sms", to: "+34 612 345 678", body: "otro" })
      ])
    )
    const sent = await Effect.runPromise(Effect.provide(program, Layer.merge(SimulatedMessenger.layer, logs.layer)))
    for (const s of sent) {
      expect(s.externalId).toMatch(/^sim-[0-9a-f-]{36}$/)
      expect(s).toMatchObject({ engine: "simulated", status: "simulated" })
    }
    expect(new Set(sent.map((s) => s.externalId)).size).toBe(3)

    expect(logs.lines).toHaveLength(3)
    const all = logs.lines.join("\n")
    for (const secret of ["987654321", "987 654 321", "612345678", "612 345 678", "anafilaxia", "amoxicilina", "lote"]) {
      expect(all).not.toContain(secret)
    }
    const parsed = logs.lines.map((l) => JSON.parse(l) as { annotated: Record<string, unknown> })
    expect(parsed.map((p) => p.annotated["channel"])).toEqual(["sms", "whatsapp", "sms"])
    expect(parsed.map((p) => p.annotated["external_id"])).toEqual(sent.map((s) => s.externalId))
    // One recipient written two ways gets one tag; another recipient gets another.
    expect(parsed[0]!.annotated["recipient_tag"]).toBe(parsed[1]!.annotated["recipient_tag"])
    expect(parsed[2]!.annotated["recipient_tag"]).not.toBe(parsed[0]!.annotated["recipient_tag"])
  })
})

describe("Messaging without SMTP", () => {
  it("fails every send with 'SMTP_HOST no configurado' and says so in the connection test", async () => {
    const program = Effect.flatMap(Mailer.Mailer, (m) => Effect.zip(m.verify(), Effect.flip(m.send({ to: ["a@b.pe"], subject: "s", text: "t" }))))
    const [check, error] = await Effect.runPromise(Effect.provide(program, Messaging.layerFromEnv({})))
    expect(check).toEqual({ ok: false, host: "", port: 0, detail: "SMTP_HOST no configurado" })
    expect(error.detail).toBe("Fallo SMTP: SMTP_HOST no configurado")
    expect(Messaging.describeEnv({})).toEqual({ mail: "none", text: "simulated" })
  })
})
