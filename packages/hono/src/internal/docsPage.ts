/**
 * The interactive API reference: Scalar's standalone bundle, served by the API itself (no CDN:
 * deployments are often offline), rendering the generated OpenAPI document, with bearer-token
 * authentication so a person can try a request.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

/** The page; `specUrl` and `scriptUrl` are absolute paths on this server. */
export const docsPage = (specUrl: string, scriptUrl: string): string => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Atalaya API</title></head>
<body><div id="app"></div>
<noscript>The API reference needs JavaScript. The OpenAPI document is at <a href="${specUrl}">${specUrl}</a>.</noscript>
<script src="${scriptUrl}"></script>
<script>
Scalar.createApiReference("#app", {
  url: ${JSON.stringify(specUrl)},
  // Nothing leaves the machine: no web fonts, no telemetry, no hosted proxy or agent.
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideClientButton: false,
  persistAuth: false,
  authentication: { preferredSecurityScheme: "bearer" },
  metaData: { title: "Atalaya API" }
})
</script></body></html>`

let bundle: Uint8Array | null = null

/** Scalar's browser bundle, read once from the installed package. */
export const scalarBundle = (): Uint8Array => {
  if (bundle === null) {
    const require = createRequire(import.meta.url)
    const entry = require.resolve("@scalar/api-reference")
    bundle = readFileSync(entry.replace(/dist[\\/]index\.js$/, "dist/browser/standalone.js"))
  }
  return bundle
}
