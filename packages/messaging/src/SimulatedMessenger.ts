/**
 * The default `TextMessenger`: nothing is delivered (spec rule 6, "SMS and WhatsApp sending is
 * simulated"); the message is acknowledged with a `sim-` id and one log line. The log line names
 * the channel but never the number or the text, which are personal and health data.
 */
import { Contact, TextMessenger } from "@atalaya/core"
import { Effect, Layer } from "effect"
import { createHmac, randomBytes, randomUUID } from "node:crypto"

/** Builds the adapter. */
export const make = (): TextMessenger.TextMessengerShape => {
  // A plain hash of a 9-digit mobile is reversed by trying all numbers; a key that lives only in
  // this process keeps the tag useful for "same recipient?" in one run and useless afterwards.
  const key = randomBytes(32)
  const recipientTag = (to: string) =>
    createHmac("sha256", key).update(Contact.normalizePhone(to) ?? to.trim()).digest("hex").slice(0, 16)

  return {
    send: ({ channel, to, body }) =>
      Effect.gen(function* () {
        const externalId = `sim-${randomUUID()}`
        yield* Effect.logInfo("mensaje simulado, no entregado").pipe(
          Effect.annotateLogs({ channel, external_id: externalId, recipient_tag: recipientTag(to), body_chars: body.length })
        )
        return { externalId, engine: "simulated" as const, status: "simulated" }
      })
  }
}

/** The simulated messenger as a layer. */
export const layer: Layer.Layer<TextMessenger.TextMessenger> = Layer.sync(TextMessenger.TextMessenger, make)
