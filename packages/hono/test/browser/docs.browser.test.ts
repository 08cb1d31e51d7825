/**
 * The interactive API reference as a person sees it: `/api/v1/docs` opened in Debian's headless
 * Chromium over a real HTTP server. The page must render the operations of the generated document
 * and make no request off this machine (deployments are often offline). A screenshot is left in
 * `test-artifacts/` to look at.
 */
import { serve, type ServerType } from "@hono/node-server"
import { Storage } from "@atalaya/sql"
import * as fs from "node:fs"
import type { AddressInfo } from "node:net"
import * as path from "node:path"
import { chromium, type Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { useApiHarness } from "../support/apiHarness.js"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

describe("GET /api/v1/docs in headless Chromium", () => {
  const h = useApiHarness(() => Storage.layerPglite(), {})
  let server: ServerType
  let base = ""
  let browser: Browser

  beforeAll(async () => {
    server = serve({ fetch: h.app().fetch, hostname: "127.0.0.1", port: 0 })
    await new Promise<void>((resolve) => server.once("listening", () => resolve()))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it("renders the operations with no request leaving the machine", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    const requested: Array<string> = []
    page.on("request", (request) => requested.push(request.url()))
    await page.goto(`${base}/api/v1/docs`, { waitUntil: "networkidle" })
    // Summaries come from the endpoint declarations, so they appear only once the document is read.
    await page.getByText("List and search cases").first().waitFor({ timeout: 30_000 })
    await page.getByText("Scored duplicate candidates of a case").first().waitFor({ timeout: 30_000 })
    const dir = path.join(import.meta.dirname, "..", "..", "test-artifacts")
    fs.mkdirSync(dir, { recursive: true })
    await page.screenshot({ path: path.join(dir, "api-docs.png") })
    const external = requested.filter((url) => !url.startsWith(base) && !url.startsWith("data:") && !url.startsWith("blob:"))
    expect(external).toEqual([])
    expect(requested).toContain(`${base}/api/v1/openapi.json`)
    expect(requested).toContain(`${base}/api/v1/docs/scalar.js`)
    await page.close()
  }, 90_000)
})
