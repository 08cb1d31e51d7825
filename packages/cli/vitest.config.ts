import { defineProject } from "vitest/config"

export default defineProject({
  resolve: { conditions: ["@atalaya/source"] },
  ssr: { resolve: { conditions: ["@atalaya/source"] } },
  test: {
    name: "cli",
    include: ["test/**/*.test.ts"],
    // Timeouts catch a hang, not slowness (benchmarks measure speed): PGlite with another suite on the other CPU is several times slower.
    testTimeout: 120_000,
    hookTimeout: 60_000
  }
})
