/**
 * Controlled documents over HTTP, shared by every storage driver (service-spec "Documents and
 * signatures"; decisions.md). Files land in the harness's real media root, conversions go through
 * the real LibreOffice, code mails through the real outbox to an SMTP server on loopback, and the
 * clock of signing codes is moved by a settings layer.
 */
import { AuthService, FileStorage } from "@atalaya/core"
import { DocumentSettings } from "@atalaya/documents"
import { startSmtp, type TestSmtp } from "@atalaya/testing/SmtpTestServer"
import { SmtpMailer } from "@atalaya/messaging"
import { Context, Effect, Layer } from "effect"
import { afterAll, describe } from "vitest"
import { type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"
import { documentCases } from "./documents/documentCases.js"
import { signatureCases } from "./documents/signatureCases.js"

/** The clock the signing codes see: real time plus a shift a test may move. */
export interface ShiftedClock {
  shiftMs: number
}

/** Runs the documents and signatures suite over one storage driver. */
export const runDocumentsSuite = (driver: string, makeStorageLayer: MakeStorageLayer) => {
  describe(`documents and signatures over ${driver}`, () => {
    let smtp: TestSmtp | undefined
    const clock: ShiftedClock = { shiftMs: 0 }
    const h = useApiHarness(makeStorageLayer, {
      qf: ["qf"],
      qa: ["qa"],
      legal: ["legal"],
      soporte: ["soporte"],
      dt: ["direccion_tecnica"]
    }, {
      acceptStatuses: [503],
      overrides: async () => {
        smtp = await startSmtp()
        return Layer.mergeAll(
          SmtpMailer.layer({ host: "127.0.0.1", port: smtp.port, from: "farmacovigilancia@clinica.test", fromName: "Farmacovigilancia", timeoutMs: 5_000 }),
          Layer.succeed(DocumentSettings.DocumentSettings, {
            ...DocumentSettings.defaults(),
            mailDomain: "clinica.test",
            now: () => new Date(Date.now() + clock.shiftMs)
          }),
          AuthService.layerLoginThrottle({ clientAddressHeader: "x-forwarded-for" })
        )
      }
    })
    afterAll(async () => {
      await smtp?.close()
    })

    documentCases(h)
    signatureCases(h, () => smtp!, clock)
  })
}

/** A FileStorage whose writes land on disk and then fail, as a disk that fills up half-way would. */
export const failingAfterWrite = (ctx: Context.Context<FileStorage.FileStorage>) => {
  const files = Context.get(ctx, FileStorage.FileStorage)
  return Context.add(ctx, FileStorage.FileStorage, {
    ...files,
    put: (key: string, bytes: Uint8Array) =>
      Effect.zipRight(files.put(key, bytes.slice(0, Math.ceil(bytes.length / 2))), Effect.fail(new FileStorage.FileStorageError({ cause: new Error("simulated: disk full") })))
  })
}
