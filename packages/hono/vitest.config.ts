import { defineProject } from "vitest/config"

export default defineProject({
  resolve: { conditions: ["@atalaya/source"] },
  ssr: { resolve: { conditions: ["@atalaya/source"] } },
  test: {
    name: "hono",
    include: ["test/**/*.test.ts"],
    // Timeouts catch a hang, not slowness (benchmarks measure speed): on PGlite, with another suite
    // on the other CPU, a test of tens of thousands of rows took over 30 s where it takes 11 s alone.
    testTimeout: 120_000,
    hookTimeout: 60_000
  }
})
