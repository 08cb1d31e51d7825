/** The calendar's periods under ICH E2C(R1) §2.4 and the first uncovered one. */
import { describe, expect, it } from "vitest"
import { Calendar } from "../src/index.js"

describe("ICH E2C(R1) periodicity", () => {
  it("six-monthly for two years, annual for two, then every three years", () => {
    const ps = Calendar.periods("2020-03-15", "2030-12-31")
    expect(ps.slice(0, 6)).toEqual([
      { periodo_inicio: "2020-03-15", periodo_fin: "2020-09-14" },
      { periodo_inicio: "2020-09-15", periodo_fin: "2021-03-14" },
      { periodo_inicio: "2021-03-15", periodo_fin: "2021-09-14" },
      { periodo_inicio: "2021-09-15", periodo_fin: "2022-03-14" },
      { periodo_inicio: "2022-03-15", periodo_fin: "2023-03-14" },
      { periodo_inicio: "2023-03-15", periodo_fin: "2024-03-14" }
    ])
    expect(ps[6]).toEqual({ periodo_inicio: "2024-03-15", periodo_fin: "2027-03-14" })
    expect(ps[7]).toEqual({ periodo_inicio: "2027-03-15", periodo_fin: "2030-03-14" })
  })

  it("month ends stay in their month (31 August → 28/29 February)", () => {
    expect(Calendar.periods("2023-08-31", "2024-12-31")[0]).toEqual({ periodo_inicio: "2023-08-31", periodo_fin: "2024-02-28" })
  })

  it("proposes the first period not covered by a report, then the next one", () => {
    const covered = [{ periodo_inicio: "2020-03-15", periodo_fin: "2020-09-14" }, { periodo_inicio: "2020-09-15", periodo_fin: "2021-03-14" }]
    expect(Calendar.nextUncovered("2020-03-15", covered, "2026-11-25").period).toEqual({ periodo_inicio: "2021-03-15", periodo_fin: "2021-09-14" })
    expect(Calendar.nextUncovered("2020-03-15", [{ periodo_inicio: "2020-01-01", periodo_fin: "2027-03-14" }], "2026-11-25").period.periodo_inicio).toBe("2027-03-15")
    // A report covers a period only when it spans all of it.
    expect(Calendar.nextUncovered("2020-03-15", [{ periodo_inicio: "2020-01-01", periodo_fin: "2026-12-31" }], "2026-11-25").period.periodo_inicio).toBe("2024-03-15")
    expect(Calendar.nextUncovered(null, [], "2026-11-25")).toEqual({ period: { periodo_inicio: "2025-01-01", periodo_fin: "2025-12-31" }, regla: "Años calendario (sin fecha de primer registro)" })
  })
})
