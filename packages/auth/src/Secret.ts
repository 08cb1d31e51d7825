/**
 * A signing secret kept in the data directory, so development servers without
 * ATALAYA_JWT_SECRET keep their sessions across restarts. Production should configure the
 * secret explicitly instead.
 */
import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/** Name of the secret file inside the data directory. */
export const FILE_NAME = "jwt-secret"

const code = (error: unknown) => (error as { code?: unknown } | null)?.code

const read = (file: string): string | undefined => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    if (code(error) === "ENOENT") return undefined
    throw error
  }
  const secret = text.trim()
  // Never replace a file that exists: a silently new secret would log every user out.
  if (secret === "") throw new Error(`${file} is empty; delete it to generate a new secret`)
  return secret
}

/**
 * Reads `<dataDir>/jwt-secret`, or creates it (and the directory) with 48 random bytes in
 * base64url, readable only by the owner.
 */
export const loadOrCreateSecret = (dataDir: string): { readonly secret: string; readonly created: boolean } => {
  const file = join(dataDir, FILE_NAME)
  const existing = read(file)
  if (existing !== undefined) return { secret: existing, created: false }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(48).toString("base64url")
  try {
    // "wx": when two processes start together, the second reads the first one's secret.
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" })
  } catch (error) {
    if (code(error) !== "EEXIST") throw error
    const raced = read(file)
    if (raced === undefined) throw error
    return { secret: raced, created: false }
  }
  return { secret, created: true }
}
