/**
 * Validation against the ICH E2B(R3) schema set (root `MCCI_IN200100UV01.xsd` and the HL7 core
 * schemas it imports), vendored under `schemas/`, with libxml2's xmllint compiled to WebAssembly:
 * offline, no system library.
 */
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { validateXML, type XMLFileInfo } from "xmllint-wasm"

const SCHEMAS = fileURLToPath(new URL("../schemas/", import.meta.url))
let preload: ReadonlyArray<XMLFileInfo> | null = null

const schemaFiles = (): ReadonlyArray<XMLFileInfo> =>
  (preload ??= ["coreschemas", "multicacheschemas"].flatMap((dir) =>
    readdirSync(`${SCHEMAS}${dir}`).filter((f) => f.endsWith(".xsd")).map((f) => ({ fileName: `${dir}/${f}`, contents: readFileSync(`${SCHEMAS}${dir}/${f}`, "utf8") }))))

/** One schema error: the line and libxml2's message. */
export interface SchemaError {
  readonly line: number | null
  readonly message: string
}

/** Validates a message; an empty list means valid. */
export const validate = async (xml: string): Promise<ReadonlyArray<SchemaError>> => {
  const files = schemaFiles()
  const result = await validateXML({
    xml: [{ fileName: "message.xml", contents: xml }],
    schema: files.find((f) => f.fileName === "multicacheschemas/MCCI_IN200100UV01.xsd")!,
    preload: files.filter((f) => f.fileName !== "multicacheschemas/MCCI_IN200100UV01.xsd"),
    initialMemoryPages: 1024,
    maxMemoryPages: 16384
  })
  return result.valid ? [] : result.errors.map((e) => ({ line: e.loc?.lineNumber ?? null, message: e.message.trim() }))
}
