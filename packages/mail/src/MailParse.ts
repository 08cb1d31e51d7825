/**
 * Raw RFC 5322 messages into the core's `InboundMail` with mailparser: the text body (HTML turned
 * into text when there is no text part), threading headers, the sender, and the attachments.
 */
import { Threading } from "@atalaya/core"
import { MailSource } from "@atalaya/intake"
import { simpleParser } from "mailparser"

/** NUL cannot be stored in PostgreSQL text and means nothing in a mail body. */
const clean = (value: string): string => value.replace(/\u0000/g, "")

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'", nbsp: " ", iexcl: "¡", iquest: "¿", ordm: "º", deg: "°",
  aacute: "á", eacute: "é", iacute: "í", oacute: "ó", uacute: "ú", uuml: "ü", ntilde: "ñ",
  Aacute: "Á", Eacute: "É", Iacute: "Í", Oacute: "Ó", Uacute: "Ú", Uuml: "Ü", Ntilde: "Ñ"
}

/**
 * Text of an HTML body, for messages whose text part is empty (mailparser converts HTML only when
 * there is no text part at all): block ends become line breaks, tags go, entities are decoded.
 */
const htmlText = (html: string): string =>
  html
    .replace(/<(script|style|head)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value === null || value === undefined ? "" : clean(value).trim()
  return trimmed === "" ? null : trimmed
}

/**
 * Parses a raw message. mailparser is lenient: a message it cannot make sense of becomes one
 * whose body is the raw text, so it still reaches intake (and, most likely, the review queue).
 */
export const parse = async (raw: Uint8Array): Promise<MailSource.InboundMail> => {
  const buffer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)
  try {
    const mail = await simpleParser(buffer, { skipImageLinks: true, maxHtmlLengthToParse: 5_000_000 })
    const from = mail.from?.value.find((a) => a.address !== undefined && a.address !== "")
    const references = typeof mail.references === "string" ? [mail.references] : mail.references ?? []
    return {
      messageId: Threading.normalizeMessageId(mail.messageId),
      fromAddress: blankToNull(from?.address)?.toLowerCase() ?? null,
      fromName: blankToNull(from?.name),
      subject: blankToNull(mail.subject),
      date: mail.date !== undefined && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
      inReplyTo: Threading.parseMessageIds(mail.inReplyTo)[0] ?? null,
      references: Threading.parseMessageIds(references),
      text: clean((mail.text ?? "").trim() !== "" || typeof mail.html !== "string" ? mail.text ?? "" : htmlText(mail.html)).trim(),
      // Images embedded in the HTML body (logos, signatures) are part of the layout, not documents.
      attachments: mail.attachments.filter((a) => !a.related).map((a) => ({
        filename: blankToNull(a.filename),
        contentType: (a.contentType || "application/octet-stream").toLowerCase(),
        bytes: new Uint8Array(a.content.buffer, a.content.byteOffset, a.content.byteLength)
      })),
      size: raw.byteLength
    }
  } catch {
    return {
      messageId: null,
      fromAddress: null,
      fromName: null,
      subject: null,
      date: null,
      inReplyTo: null,
      references: [],
      text: clean(buffer.toString("utf8")).trim(),
      attachments: [],
      size: raw.byteLength
    }
  }
}
