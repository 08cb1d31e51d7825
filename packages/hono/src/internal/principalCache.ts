import type { User } from "@atalaya/core"

/**
 * Remembers verified tokens briefly so a burst of requests does not reload the user each time.
 * The TTL bounds how long a deactivated user's token keeps working on another instance.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: User.Principal; until: number }>()
  constructor(private readonly ttlMs: number, private readonly max = 10_000) {}

  get(token: string): User.Principal | null {
    if (this.ttlMs <= 0) return null
    const hit = this.entries.get(token)
    if (hit === undefined) return null
    if (hit.until < Date.now()) {
      this.entries.delete(token)
      return null
    }
    return hit.principal
  }

  set(token: string, principal: User.Principal): void {
    if (this.ttlMs <= 0) return
    if (this.entries.size >= this.max) this.entries.clear()
    this.entries.set(token, { principal, until: Date.now() + this.ttlMs })
  }

  clear(): void {
    this.entries.clear()
  }
}
