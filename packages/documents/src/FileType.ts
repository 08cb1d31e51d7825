/**
 * What an uploaded file is, told by its content (magic bytes, the parts inside an Office zip),
 * never by its name alone; and the name it is stored under. The name's extension must agree with
 * the content, so a PDF renamed `.docx` or an executable renamed `.pdf` is refused.
 */
import PizZip from "pizzip"

/** The formats the contract accepts: pdf, docx, xlsx, png, jpg/jpeg, txt. */
export type Kind = "pdf" | "docx" | "xlsx" | "png" | "jpg" | "txt"

/** The media type stored and served for each kind. */
export const MIME: Readonly<Record<Kind, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  png: "image/png",
  jpg: "image/jpeg",
  txt: "text/plain; charset=utf-8"
}

const EXTENSIONS: Readonly<Record<Kind, ReadonlyArray<string>>> = {
  pdf: ["pdf"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  png: ["png"],
  jpg: ["jpg", "jpeg"],
  txt: ["txt"]
}

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>) => prefix.every((b, i) => bytes[i] === b)

const officeKind = (bytes: Uint8Array): Kind | null => {
  try {
    const zip = new PizZip(bytes)
    if (zip.file("[Content_Types].xml") === null) return null
    if (zip.file("word/document.xml") !== null) return "docx"
    if (zip.file("xl/workbook.xml") !== null) return "xlsx"
    return null
  } catch {
    return null
  }
}

const isUtf8Text = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** The extension of a file name, lower-cased, or "" when it has none. */
export const extensionOf = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? ""
  const dot = base.lastIndexOf(".")
  return dot <= 0 ? "" : base.slice(dot + 1).toLowerCase()
}

/**
 * The kind of `bytes`, checked against the name's extension; null when the content is not an
 * accepted format or the name claims another one. Text has no magic bytes, so only a `.txt` name
 * that holds valid UTF-8 without NUL bytes is text.
 */
export const detect = (bytes: Uint8Array, fileName: string): Kind | null => {
  const ext = extensionOf(fileName)
  let kind: Kind | null = null
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) kind = "pdf"
  else if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) kind = "png"
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) kind = "jpg"
  else if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) kind = officeKind(bytes)
  else if (ext === "txt" && isUtf8Text(bytes)) kind = "txt"
  if (kind === null) return null
  return EXTENSIONS[kind].includes(ext) ? kind : null
}

/**
 * The stored name: the client's base name without folders, accents or anything but letters,
 * digits, dot, dash and underscore; never starting with a dot; at most 120 characters; ending in the
 * extension of what the content is.
 */
export const sanitiseName = (name: string, kind: Kind): string => {
  const base = (name.split(/[\\/]/).pop() ?? "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
  const dot = base.lastIndexOf(".")
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 100)
  const ext = EXTENSIONS[kind].includes(extensionOf(name)) ? extensionOf(name) : EXTENSIONS[kind][0]!
  return `${stem === "" ? "documento" : stem}.${ext}`
}

/** The client's name as shown: its base name without folders or control characters, at most 255 characters. */
export const displayName = (name: string): string | null => {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255)
  return base === "" ? null : base
}
