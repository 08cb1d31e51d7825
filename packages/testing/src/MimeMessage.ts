/**
 * Test fixture: real RFC 5322 / MIME messages as a reporter's mail client writes them (UTF-8
 * subjects in RFC 2047, text bodies in 8bit or base64, `multipart/mixed` with base64 attachments,
 * threading headers). Documents to attach come from `Documents`.
 */
import { randomUUID } from "node:crypto"

/** An attachment to include. */
export interface MimeAttachment {
  readonly filename: string
  readonly contentType: string
  readonly bytes: Uint8Array
}

/** What the message says. */
export interface MimeOptions {
  readonly from: string
  readonly fromName?: string
  readonly to?: string
  readonly subject: string
  readonly text: string
  /** A text/html alternative (or the only body with `text: ""`). */
  readonly html?: string
  /** Defaults to a fresh `<uuid@correo.test>`; null leaves the header out. */
  readonly messageId?: string | null
  readonly inReplyTo?: string
  readonly references?: ReadonlyArray<string>
  readonly date?: Date
  readonly attachments?: ReadonlyArray<MimeAttachment>
  /** How the text body travels: `8bit` (default, lines as written) or `base64`. */
  readonly textEncoding?: "8bit" | "base64"
}

const encodeWord = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`

const base64Lines = (bytes: Uint8Array): string =>
  (Buffer.from(bytes).toString("base64").match(/.{1,76}/g) ?? []).join("\r\n")

const textPart = (type: string, text: string, encoding: "8bit" | "base64"): string =>
  [
    `Content-Type: ${type}; charset=utf-8`,
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    encoding === "base64" ? base64Lines(Buffer.from(text, "utf8")) : text.replace(/\r?\n/g, "\r\n")
  ].join("\r\n")

/** The message's raw bytes as text (CRLF line ends) and its Message-ID. */
export const buildMime = (options: MimeOptions): { readonly raw: string; readonly messageId: string | null } => {
  const messageId = options.messageId === undefined ? `<${randomUUID()}@correo.test>` : options.messageId
  const headers = [
    `From: ${options.fromName !== undefined ? `${encodeWord(options.fromName)} <${options.from}>` : options.from}`,
    `To: ${options.to ?? "farmacovigilancia@clinica.test"}`,
    `Subject: ${encodeWord(options.subject)}`,
    `Date: ${(options.date ?? new Date()).toUTCString().replace("GMT", "+0000")}`,
    ...(messageId !== null ? [`Message-ID: ${messageId}`] : []),
    ...(options.inReplyTo !== undefined ? [`In-Reply-To: ${options.inReplyTo}`] : []),
    ...(options.references !== undefined && options.references.length > 0 ? [`References: ${options.references.join(" ")}`] : []),
    "MIME-Version: 1.0"
  ]
  const encoding = options.textEncoding ?? "8bit"
  let body: string
  const alternative = options.html !== undefined && options.text !== ""
  const main = options.html !== undefined && !alternative
    ? textPart("text/html", options.html, encoding)
    : alternative
    ? (() => {
      const b = `alt-${randomUUID()}`
      return [
        `Content-Type: multipart/alternative; boundary="${b}"`,
        "",
        `--${b}`,
        textPart("text/plain", options.text, encoding),
        `--${b}`,
        textPart("text/html", options.html!, encoding),
        `--${b}--`,
        ""
      ].join("\r\n")
    })()
    : textPart("text/plain", options.text, encoding)
  const attachments = options.attachments ?? []
  if (attachments.length === 0) {
    body = main
  } else {
    const b = `mix-${randomUUID()}`
    body = [
      `Content-Type: multipart/mixed; boundary="${b}"`,
      "",
      "This is a multi-part message in MIME format.",
      `--${b}`,
      main,
      ...attachments.flatMap((a) => [
        `--${b}`,
        [
          `Content-Type: ${a.contentType}; name="${a.filename}"`,
          `Content-Disposition: attachment; filename="${a.filename}"`,
          "Content-Transfer-Encoding: base64",
          "",
          base64Lines(a.bytes)
        ].join("\r\n")
      ]),
      `--${b}--`,
      ""
    ].join("\r\n")
  }
  // Mail clients end a message with a line break; POP3 would add one anyway.
  const raw = `${headers.join("\r\n")}\r\n${body}`
  return { raw: raw.endsWith("\r\n") ? raw : `${raw}\r\n`, messageId }
}
