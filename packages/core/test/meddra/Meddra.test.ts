import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { Meddra } from "../../src/index.js"

const line = (...fields: ReadonlyArray<string>) => `${fields.join("$")}$`

/** A tiny release in the MSSO layout (CRLF, like the distribution). */
const release = (overrides: Partial<Record<Meddra.FileName, string>> = {}): Record<string, string> => ({
  [Meddra.FILES.release]: line("27.0", "Spanish", "", "", ""),
  [Meddra.FILES.soc]: [line("90000001", "Trastornos de la piel y del tejido subcutáneo", "Skin", "", "", "", "", "", "", ""), line("90000003", "Trastornos del sistema inmunológico", "Immun", "", "", "", "", "", "", "")].join("\r\n"),
  [Meddra.FILES.hlgt]: [line("91000002", "Angioedema y urticaria", "", "", "", "", "", "", ""), line("91000027", "Afecciones alérgicas cutáneas", "", "", "", "", "", "", "")].join("\r\n"),
  [Meddra.FILES.hlt]: [line("92000001", "Urticarias", "", "", "", "", "", "", ""), line("92000036", "Urticarias de origen alérgico", "", "", "", "", "", "", "")].join("\r\n"),
  [Meddra.FILES.pt]: line("93000001", "Urticaria", "", "90000001", "", "", "", "", "", "", ""),
  [Meddra.FILES.llt]: [
    line("93000001", "Urticaria", "93000001", "", "", "", "", "", "", "Y", ""),
    line("94000001", "Habones", "93000001", "", "", "", "", "", "", "Y", ""),
    line("94000005", "Urticaria gigante", "93000001", "", "", "", "", "", "", "N", "")
  ].join("\r\n") + "\r\n",
  [Meddra.FILES.mdhier]: [
    line("93000001", "92000001", "91000002", "90000001", "Urticaria", "Urticarias", "Angioedema y urticaria", "Trastornos de la piel", "Skin", "", "90000001", "Y"),
    line("93000001", "92000036", "91000027", "90000003", "Urticaria", "Urticarias de origen alérgico", "Afecciones alérgicas cutáneas", "Trastornos del sistema inmunológico", "Immun", "", "90000001", "N")
  ].join("\r\n"),
  ...overrides
})

const failure = (files: Record<string, string>) => {
  const parsed = Meddra.parseDictionary(files)
  if (Either.isRight(parsed)) throw new Error("expected a format error")
  return parsed.left
}

describe("MedDRA release parsing (MSSO ASCII distribution format)", () => {
  it("reads every level, currency, the primary SOC and the hierarchy with its primary flag", () => {
    const dict = Either.getOrThrow(Meddra.parseDictionary(release()))
    expect(dict.release).toEqual({ version: "27.0", language: "Spanish" })
    expect(dict.socs).toEqual([
      { soc_code: "90000001", soc_name: "Trastornos de la piel y del tejido subcutáneo", soc_abbrev: "Skin" },
      { soc_code: "90000003", soc_name: "Trastornos del sistema inmunológico", soc_abbrev: "Immun" }
    ])
    expect(dict.pts).toEqual([{ pt_code: "93000001", pt_name: "Urticaria", pt_soc_code: "90000001" }])
    expect(dict.llts).toEqual([
      { llt_code: "93000001", llt_name: "Urticaria", pt_code: "93000001", current: true },
      { llt_code: "94000001", llt_name: "Habones", pt_code: "93000001", current: true },
      { llt_code: "94000005", llt_name: "Urticaria gigante", pt_code: "93000001", current: false }
    ])
    expect(dict.hierarchy.map((h) => [h.soc_code, h.primary])).toEqual([["90000001", true], ["90000003", false]])
  })

  it("decodes UTF-8 and, failing that, Windows-1252 (the MSSO's extended ASCII), dropping a BOM", () => {
    const name = "Náuseas y vómitos"
    expect(Meddra.decodeText(new TextEncoder().encode(`\uFEFF${name}`))).toBe(name)
    expect(Meddra.decodeText(Uint8Array.from(Buffer.from(name, "latin1")))).toBe(name)
    const dict = Either.getOrThrow(Meddra.parseDictionaryBytes(Object.fromEntries(
      Object.entries(release()).map(([file, text]) => [file, Uint8Array.from(Buffer.from(text, "latin1"))])
    )))
    expect(dict.socs[1]!.soc_name).toBe("Trastornos del sistema inmunológico")
  })

  it("refuses a release with a missing file, short records, non-numeric codes or dangling references, naming file and line", () => {
    const noLlt: Record<string, string> = release()
    delete noLlt[Meddra.FILES.llt]
    expect(failure(noLlt)).toMatchObject({ file: "llt.asc", line: null, reason: "falta el archivo" })
    expect(failure(release({ "llt.asc": "93000001$Urticaria$93000001$\r\n" }))).toMatchObject({ file: "llt.asc", line: 1 })
    expect(failure(release({ "pt.asc": line("9300000A", "Urticaria", "", "90000001", "", "", "", "", "", "", "") }))).toMatchObject({ file: "pt.asc", line: 1 })
    expect(failure(release({ "llt.asc": line("94000009", "Rash", "93999999", "", "", "", "", "", "", "Y", "") })).reason).toContain("93999999")
    expect(failure(release({ "pt.asc": line("93000001", "Urticaria", "", "90009999", "", "", "", "", "", "", "") })).file).toBe("pt.asc")
    expect(failure(release({ "mdhier.asc": line("93000001", "92000001", "91000002", "90009999", "", "", "", "", "", "", "90000001", "Y") })).file).toBe("mdhier.asc")
    expect(failure(release({ "meddra_release.asc": "" })).file).toBe("meddra_release.asc")
    const twice = release()[Meddra.FILES.pt]!
    expect(failure(release({ "pt.asc": `${twice}\n${twice}` })).reason).toContain("repetido")
    expect(failure(release({ "llt.asc": line("94000009", "", "93000001", "", "", "", "", "", "", "Y", "") })).reason).toContain("sin nombre")
    expect(String(failure(release({ "llt.asc": "x$y$\n" })).message)).toMatch(/^llt\.asc:1: /)
  })

  it("normalizes terms for accent-, case- and punctuation-insensitive search", () => {
    expect(Meddra.normalizeTerm("  Náuseas  y VÓMITOS ")).toBe("nauseas y vomitos")
    expect(Meddra.normalizeTerm("Síndrome de Stevens-Johnson")).toBe("sindrome de stevens johnson")
    expect(Meddra.normalizeTerm("Pequeño")).toBe("pequeno")
    expect(Meddra.normalizeTerm("!!")).toBe("")
  })
})
