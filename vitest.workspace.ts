import { defineWorkspace } from "vitest/config"

// One project per package: each runs its own test/ folder against the package sources
// (the "@atalaya/source" export condition), so tests never need a build first.
export default defineWorkspace([
  "packages/*/vitest.config.ts"
])
