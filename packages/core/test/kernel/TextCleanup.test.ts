import { describe, expect, it } from "vitest"
import { TextCleanup } from "../../src/index.js"

describe("TextCleanup.normalizeUnicode", () => {
  it("composes to NFC, spells out ligatures, drops control and zero-width characters", () => {
    const decomposed = "reaccio\u0301n adversa en nin\u0303o"
    expect(TextCleanup.normalizeUnicode(decomposed)).toBe("reacción adversa en niño")
    expect(TextCleanup.normalizeUnicode("e\uFB01cacia y \uFB02ujo")).toBe("eficacia y flujo")
    expect(TextCleanup.normalizeUnicode("a\u0000b\u0007c\u200Bd\uFEFFe\u001Bf")).toBe("abcdef")
  })

  it("makes every line break a \\n and odd spaces plain spaces", () => {
    expect(TextCleanup.normalizeUnicode("uno\r\ndos\rtres\u000Ccuatro\u2028cinco")).toBe("uno\ndos\ntres\ncuatro\ncinco")
    expect(TextCleanup.normalizeUnicode("500\u00A0mg\tcada\u202F8 h")).toBe("500 mg cada 8 h")
  })

  it("drops unpaired surrogates but keeps real astral characters", () => {
    expect(TextCleanup.normalizeUnicode("a\uD800b\uDC00c 😀")).toBe("abc 😀")
  })
})

describe("TextCleanup.repairHyphenation", () => {
  it("joins a word split at the end of a line, leaving the rest of the next line in place", () => {
    expect(TextCleanup.repairHyphenation("sistema de farmaco-\nvigilancia del hospital\nfin")).toBe(
      "sistema de farmacovigilancia\ndel hospital\nfin"
    )
    expect(TextCleanup.repairHyphenation("la reac-\nción.")).toBe("la reacción.")
  })

  it("keeps real hyphens: inside lines, before digits or capitals, after a space", () => {
    const kept = [
      "el paciente anti-VIH recibió",
      "vacuna COVID-\n19 aplicada",
      "ver sección -\ncontraindicaciones",
      "Lima-\nPerú",
      "termina con guion-\n\nnuevo párrafo"
    ]
    for (const text of kept) expect(TextCleanup.repairHyphenation(text)).toBe(text)
  })

  it("keeps the hyphen of a compound the document also writes hyphenated, unless it writes it joined too", () => {
    expect(TextCleanup.repairHyphenation("análisis físico-\nquímico del lote", "análisis físico-\nquímico del lote; control físico-químico")).toBe(
      "análisis físico-químico\ndel lote"
    )
    expect(TextCleanup.repairHyphenation("un anti-\ninflamatorio y otro antiinflamatorio; anti-inflamatorio")).toBe(
      "un antiinflamatorio\ny otro antiinflamatorio; anti-inflamatorio"
    )
  })

  it("always joins at a soft hyphen and removes stray soft hyphens", () => {
    expect(TextCleanup.repairHyphenation("amoxi\u00AD\nCilina y para\u00ADcetamol")).toBe("amoxiCilina\ny paracetamol")
  })

  it("repairs consecutive broken lines", () => {
    expect(TextCleanup.repairHyphenation("hepato-\ntoxi-\ncidad grave")).toBe("hepatotoxicidad\ngrave")
  })
})

describe("TextCleanup.removeHeadersFooters", () => {
  const page = (n: number, total: number, body: ReadonlyArray<string>) =>
    ["LABORATORIO ANDINO S.A.C.", "Ficha técnica — Amoxicilina 500 mg", ...body, `Página ${n} de ${total}`, "Documento controlado"].join("\n")

  it("removes lines that recur at the top or bottom of most pages and the page numbers", () => {
    const pages = [
      page(1, 3, ["1. NOMBRE DEL MEDICAMENTO", "Amoxicilina cápsulas"]),
      page(2, 3, ["4.3 Contraindicaciones", "Hipersensibilidad a penicilinas."]),
      page(3, 3, ["4.8 Reacciones adversas", "Erupción cutánea, diarrea."])
    ]
    expect(TextCleanup.removeHeadersFooters(pages)).toEqual([
      "1. NOMBRE DEL MEDICAMENTO\nAmoxicilina cápsulas",
      "4.3 Contraindicaciones\nHipersensibilidad a penicilinas.",
      "4.8 Reacciones adversas\nErupción cutánea, diarrea."
    ])
  })

  it("recognizes a header read with OCR noise on some pages", () => {
    const pages = [
      "Laboratorios Farmandina S.A.\nTexto uno del documento",
      "Laboratorios Farrnandina S A\nTexto dos diferente",
      "Laboratorios Farmandina S.A.\nTexto tres, otro"
    ]
    expect(TextCleanup.removeHeadersFooters(pages)).toEqual(["Texto uno del documento", "Texto dos diferente", "Texto tres, otro"])
  })

  it("keeps content that recurs in the middle of pages or on too few pages", () => {
    const pages = [
      "Informe de la primera visita\nDosis: 500 mg\nEl paciente refiere cefalea\nSe indica reposo\nControl en una semana\nDosis: 500 mg\nFirma del médico tratante",
      "Evolución favorable sin fiebre\nDosis: 500 mg\nHemograma dentro de rangos\nPlaquetas normales\nSe mantiene tratamiento\nAlta programada",
      "Resumen del alta hospitalaria\nSin complicaciones posteriores\nReacción resuelta al suspender\nSeguimiento ambulatorio\nCita con neumología\nFin del documento",
      "Anexo de laboratorio clínico\nCreatinina sérica estable\nTransaminasas elevadas leves\nEcografía abdominal normal\nSe repetirá perfil hepático\nValores de referencia adjuntos",
      "Notificación a la autoridad\nFormato enviado a DIGEMID\nCódigo de caso asignado\nPlazo cumplido en días\nResponsable de farmacovigilancia\nCierre administrativo"
    ]
    // "Dosis: 500 mg" is in the top zone of two pages out of five: not most pages.
    expect(TextCleanup.removeHeadersFooters(pages)).toEqual(pages)
  })

  it("page numbers in their many forms, bare numbers only in documents of several pages", () => {
    for (const n of ["3", "- 3 -", "Página 3 de 10", "Pág. 3/10", "page 3 of 10", "3 / 10", "pagina 3"]) {
      expect(TextCleanup.isPageNumber(n), n).toBe(true)
    }
    for (const n of ["3 comprimidos", "4.8", "Página web", "12345"]) expect(TextCleanup.isPageNumber(n), n).toBe(false)
    expect(TextCleanup.removeHeadersFooters(["Resumen\ntexto\n7"])).toEqual(["Resumen\ntexto\n7"])
    expect(TextCleanup.removeHeadersFooters(["Resumen\ntexto\nPágina 1 de 1"])).toEqual(["Resumen\ntexto"])
    expect(TextCleanup.removeHeadersFooters(["a\ntexto uno\n1", "b\ntexto dos\n2"])).toEqual(["a\ntexto uno", "b\ntexto dos"])
  })
})

describe("TextCleanup.cleanPages", () => {
  it("runs the whole cleanup over a document", () => {
    const pages = [
      "  ACME  Pharma\tS.A. \r\nEl sistema de farmaco-\r\nvigilancia   registra\u00A0reaccio\u0301n.\n\n\n\n3.1 Dosis\n1 / 2",
      "ACME Pharma S.A.\nLa anti-\nbioticoterapia fue físico-\nquímica, como físico-química.\n2 / 2"
    ]
    expect(TextCleanup.cleanPages(pages)).toEqual([
      "El sistema de farmacovigilancia\nregistra reacción.\n\n3.1 Dosis",
      "La antibioticoterapia\nfue físico-química,\ncomo físico-química."
    ])
    expect(TextCleanup.joinPages(["a", "", "b"])).toBe("a\n\nb")
  })

  it("cleanText handles a single text, and can keep headers", () => {
    expect(TextCleanup.cleanText("  hola \u0000mundo  \n\n\n\nadiós ")).toBe("hola mundo\n\nadiós")
    expect(TextCleanup.cleanPages(["H\nx\n1", "H\ny\n2"], { removeHeadersFooters: false })).toEqual(["H\nx\n1", "H\ny\n2"])
  })
})

describe("TextCleanup.characterAccuracy", () => {
  it("is one minus the edit distance over the expected length", () => {
    expect(TextCleanup.editDistance("kitten", "sitting")).toBe(3)
    expect(TextCleanup.editDistance("", "abc")).toBe(3)
    expect(TextCleanup.characterAccuracy("reacción", "reaccion")).toBeCloseTo(1 - 1 / 8)
    expect(TextCleanup.characterAccuracy("abc", "abc")).toBe(1)
    expect(TextCleanup.characterAccuracy("abc", "xyzxyzxyz")).toBe(0)
  })
})
