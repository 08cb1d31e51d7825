import { defineProject } from "vitest/config"

export default defineProject({
  resolve: { conditions: ["@atalaya/source"] },
  ssr: { resolve: { conditions: ["@atalaya/source"] } },
  test: {
    name: "ips",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
