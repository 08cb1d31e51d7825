/** Turns a Hono route pattern (`/icsr/:id{[0-9]+}/x`, `*`) into an anchored regular expression. */
const toRegExp = (pattern: string): RegExp => {
  let out = ""
  let i = 0
  while (i < pattern.length) {
    const ch = pattern[i]!
    if (ch === ":") {
      let j = i + 1
      while (j < pattern.length && /[A-Za-z0-9_]/.test(pattern[j]!)) j++
      if (pattern[j] === "{") {
        let depth = 1
        let k = j + 1
        while (k < pattern.length && depth > 0) {
          if (pattern[k] === "{") depth++
          else if (pattern[k] === "}") depth--
          k++
        }
        out += `(?:${pattern.slice(j + 1, k - 1)})`
        i = k
      } else {
        out += "[^/]+"
        i = j
      }
    } else if (ch === "*") {
      out += ".*"
      i++
    } else {
      out += ch.replace(/[.+?^$()|[\]\\]/g, "\\$&")
      i++
    }
  }
  return new RegExp(`^${out}/?$`)
}

/** Knows which paths exist under which methods, to tell 405 from 404. */
export class RouteTable {
  private readonly routes: Array<{ method: string; re: RegExp }> = []
  add(method: string, pattern: string): void {
    if (method === "ALL") return
    this.routes.push({ method, re: toRegExp(pattern) })
  }
  /** True when the path exists under some method but not under `method`. */
  wrongMethod(method: string, path: string): boolean {
    const matching = this.routes.filter((r) => r.re.test(path))
    return matching.length > 0 && !matching.some((r) => r.method === method || (method === "HEAD" && r.method === "GET"))
  }
}
