/**
 * The recall pages' parsing with the fixtures written from the FDA's pages (index table linking
 * detail pages; detail sections under headings), the device-type table and the 1-3 sentence rule.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { DeviceTypes, Recalls } from "../src/index.js"

const page = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8")

describe("the recall index", () => {
  it("reads each row's title, detail URL, date, product type and firm; other sites' links are not followed", () => {
    const rows = Recalls.parseIndex(page("fda-recalls-index.html"), "http://127.0.0.1:9/")!
    expect(rows.map((r) => r.url)).toEqual([
      "http://127.0.0.1:9/medical-devices/medical-device-recalls/acme-infusion-recalls-volumat-infusion-pumps-software-error",
      "http://127.0.0.1:9/medical-devices/medical-device-recalls/cardiaflow-recalls-guidewires-coating-separation",
      "http://127.0.0.1:9/medical-devices/medical-device-recalls/gone-page"
    ])
    expect(rows[0]).toMatchObject({ title: "Acme Infusion Recalls VoluMat Infusion Pumps for Software Error That May Cause Over-Infusion", date: "2026-10-14", product: "Infusion Pump", firm: "Acme Infusion, Inc." })
    expect(rows[1]!.date).toBe("2026-09-30")
    expect(Recalls.parseIndex(page("fda-recalls-index.html"), "https://www.fda.gov/")).toHaveLength(4)
  })
  it("a page without the table is a changed layout (null)", () => {
    expect(Recalls.parseIndex(page("challenge.html"), "http://127.0.0.1:9/")).toBeNull()
    expect(Recalls.parseIndex("<table><tr><th>Recall</th></tr><tr><td>no link</td></tr></table>", "http://127.0.0.1:9/")).toBeNull()
  })
})

describe("a recall's detail page", () => {
  it("takes the reason for recall and the affected product", () => {
    const d = Recalls.parseDetail(page("fda-recall-detail-pump.html"))
    expect(d.event).toMatch(/^Acme Infusion is recalling VoluMat infusion pumps because a software error/)
    expect(d.product).toBe("VoluMat LVP Infusion Pump, model 3100\nSoftware versions 4.2 and 4.3")
  })
  it("completes an event shorter than MIN_EVENT_CHARS from the page's paragraphs", () => {
    const d = Recalls.parseDetail(page("fda-recall-detail-guidewire.html"))
    expect(d.event.startsWith("Coating may separate. ")).toBe(true)
    expect(d.event.length).toBeGreaterThanOrEqual(Recalls.MIN_EVENT_CHARS)
  })
  it("summarises in one to three sentences", () => {
    expect(Recalls.leadingSentences("One. Two! Three? Four.")).toBe("One. Two! Three?")
    expect(Recalls.leadingSentences("Only one sentence without end")).toBe("Only one sentence without end")
  })
  it("dates in the forms the pages use", () => {
    expect(Recalls.isoDate("3/7/2026")).toBe("2026-03-07")
    expect(Recalls.isoDate("2026-10-14T12:00:00Z")).toBe("2026-10-14")
    expect(Recalls.isoDate("soon")).toBeNull()
  })
})

describe("device types in Spanish", () => {
  it.each([
    ["VoluMat LVP Infusion Pump", "Bomba de infusión"],
    ["Insulin pump cartridge", "Bomba de insulina"],
    ["Hydrophilic Guidewires", "Guía intravascular"],
    ["CPAP Machine", "Equipo de presión positiva en la vía aérea (CPAP/BiPAP)"],
    ["Coronary Balloon Catheter", "Catéter balón"],
    ["Something else entirely", "Dispositivo médico"]
  ])("%s → %s", (text, expected) => {
    expect(DeviceTypes.deviceType(text)).toBe(expected)
  })
})
