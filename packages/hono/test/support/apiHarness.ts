/**
 * The setup an HTTP suite needs:
 * the real app over a storage layer with scrypt hashing, HS256 tokens and local files; users
 * with the given roles created through the API and signed in once; `call`, which fails the test
 * on any 500; and an error log that must stay empty (asserted after each test).
 *
 * Call {@link useApiHarness} inside a `describe`: it registers the hooks and returns the harness,
 * usable once beforeAll has run.
 */
import { JwtTokens, ScryptHasher } from "@atalaya/auth"
import { AuthService, LanguageModel } from "@atalaya/core"
import { LocalFiles } from "@atalaya/files"
import { ReportExtractorLive } from "@atalaya/intake"
import { DocumentTextLive } from "@atalaya/ocr"
import { Messaging } from "@atalaya/messaging"
import { LibreOffice } from "@atalaya/reports"
import type { Storage } from "@atalaya/sql"
import { Apertium, Translator } from "@atalaya/translation"
import { Sources } from "@atalaya/regulators"
import { Context, Layer, ManagedRuntime } from "effect"
import type { Hono } from "hono"
import { randomUUID } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, afterEach, beforeAll, expect } from "vitest"
import { Api, type ApiEnv, type ApiServices, type Logger } from "../../src/index.js"

/** Options of an extra app over the harness's runtime (its logger is the harness's). */
export type ExtraAppOptions = Omit<Api.ApiOptions, "runtime" | "logger" | "groups">

/** The storage layer a driver's entry file hands a suite (built lazily, in beforeAll). */
export type MakeStorageLayer = () => Layer.Layer<Storage.Services, unknown> | Promise<Layer.Layer<Storage.Services, unknown>>

/** Any JSON the API answers; assertions look inside freely. */
export type Json = any

/** The answer of one request. */
export interface Answer {
  readonly status: number
  readonly body: Json
  readonly text: string
}

/** What `call` answers: an {@link Answer} with the response's headers. */
export interface Reply extends Answer {
  readonly headers: Headers
}

/** A request body sent as is (text, bytes, FormData…). */
export type RawBody = NonNullable<RequestInit["body"]>

/** Options of one request. */
export interface CallOptions {
  readonly token?: string | null
  /** A JSON value (serialized) … */
  readonly json?: unknown
  /** … or a raw body sent as is. */
  readonly raw?: RawBody
  readonly headers?: Record<string, string>
  /** The path is used as is (not prefixed with /api/v1); it may be a full URL. */
  readonly absolute?: boolean
  /** Another app instead of the main one (from {@link ApiHarness.extraApp}, or a host mounting it). */
  readonly app?: { readonly request: (input: string, init?: RequestInit) => Response | Promise<Response> }
}

/** A signed-in user of the harness. */
export interface HarnessUser {
  readonly email: string
  readonly password: string
  readonly roles: ReadonlyArray<string>
  /** Permissions granted on top of the roles' (only when the user was declared with some). */
  readonly permissions?: ReadonlyArray<string>
  token: string
  id: number
}

/** What a suite works with. */
export interface ApiHarness<U extends string> {
  /** Sends one request to `/api/v1<path>`; a 500 fails the test at once. */
  readonly call: (method: string, path: string, options?: CallOptions) => Promise<Reply>
  /** Like `call`, but hands back the response unread (for binary bodies). */
  readonly request: (method: string, path: string, options?: CallOptions) => Promise<Response>
  /** The users, `admin` included, signed in. */
  readonly users: Record<U | "admin", HarnessUser>
  /** The runtime behind the app (to run domain effects directly). */
  readonly runtime: () => ManagedRuntime.ManagedRuntime<ApiServices | Storage.Services, unknown>
  readonly app: () => Hono<ApiEnv>
  /** The root of the runtime's LocalFiles storage (inside {@link ApiHarness.tempDir}). */
  readonly mediaDir: () => string
  /** The fresh temporary folder holding the media root, removed in afterAll. */
  readonly tempDir: () => string
  /** Another app over the main runtime with other API options (no principal cache, a smaller body limit…). */
  readonly extraApp: (options: ExtraAppOptions) => Hono<ApiEnv>
  /**
   * An app over a runtime that shares the main one's services, some replaced by `replace` and/or
   * by the `extra` layer (for failure paths); it logs into the same error log and is disposed in
   * afterAll.
   */
  readonly derivedApp: (
    replace?: (ctx: Context.Context<ApiServices>) => Context.Context<ApiServices>,
    // `never`: a layer's outputs are contravariant, so this accepts a layer of any services.
    extra?: Layer.Layer<never, unknown>
  ) => Promise<Hono<ApiEnv>>
  /** Hands over (and clears) the error entries logged so far, for a test that causes one on purpose. */
  readonly takeErrors: () => Array<Readonly<Record<string, unknown>>>
}

/** The roles of one harness user, or its roles plus extra permissions. */
export type UserSpec = ReadonlyArray<string> | { readonly roles: ReadonlyArray<string>; readonly permissions: ReadonlyArray<string> }

/** Options of a harness. */
export interface ApiHarnessOptions {
  /**
   * The language model the runtime provides (default `LanguageModel.layerUnavailable`: the rule
   * paths answer). A function is called in beforeAll, so it may start an OpenAiTestServer first
   * and point an `OpenAiLanguageModel.layer` at it.
   */
  readonly languageModel?:
    | Layer.Layer<LanguageModel.LanguageModel>
    | (() => Layer.Layer<LanguageModel.LanguageModel> | Promise<Layer.Layer<LanguageModel.LanguageModel>>)
  /**
   * Services that replace the defaults (a mailer pointed at a test SMTP server, notification
   * settings…), built in beforeAll after the storage.
   */
  readonly overrides?: () => Layer.Layer<any> | Promise<Layer.Layer<any>>
  /**
   * Server-error statuses that are expected answers rather than failures (a 502 from an
   * unreachable upstream); `call` fails the test on any other status of 500 or more.
   */
  readonly acceptStatuses?: ReadonlyArray<number>
  /**
   * Where the media root sits inside the temporary folder (default: the folder itself), e.g.
   * `srv/atalaya/media`, so a file written outside the root still lands where a test can see it.
   */
  readonly mediaPath?: string
  /** The HS256 signing secret (default: a random one), for tests that sign tokens by hand. */
  readonly secret?: string
  /** Lifetime of issued tokens (default 3600 s). */
  readonly ttlSeconds?: number
}

/** A short unique token of lowercase letters and digits (never all digits). */
export const marker = (): string => `k${randomUUID().replaceAll("-", "").slice(0, 11)}`

/**
 * Registers the hooks of a harness over `makeStorageLayer` with users of the given roles (each
 * named after its key); `admin` is the first admin.
 */
export const useApiHarness = <U extends string>(
  makeStorageLayer: MakeStorageLayer,
  roles: Readonly<Record<U, UserSpec>>,
  options: ApiHarnessOptions = {}
): ApiHarness<U> => {
  const secret = options.secret ?? `harness-${randomUUID()}-${randomUUID()}`
  let runtime: ManagedRuntime.ManagedRuntime<ApiServices | Storage.Services, unknown> | undefined
  let app: Hono<ApiEnv> | undefined
  let tempDir: string | undefined
  let mediaDir: string | undefined
  const derivedRuntimes: Array<ManagedRuntime.ManagedRuntime<ApiServices, unknown>> = []
  const errors: Array<Readonly<Record<string, unknown>>> = []
  const logger: Logger = (entry) => {
    if (entry.level === "error") errors.push(entry)
  }
  const domain = `${marker()}.test`
  const users = {
    admin: { email: `admin@${domain}`, password: "admin-password-1", roles: ["admin"], token: "", id: 0 },
    ...Object.fromEntries(Object.entries<UserSpec>(roles).map(([name, spec]) => [
      name,
      {
        email: `${name}@${domain}`,
        password: `${name}-password-1`,
        ...("roles" in spec ? { roles: spec.roles, permissions: spec.permissions } : { roles: spec }),
        token: "",
        id: 0
      }
    ]))
  } as Record<U | "admin", HarnessUser>

  const request = async (method: string, target: string, req: CallOptions = {}): Promise<Response> => {
    const headers: Record<string, string> = { ...req.headers }
    if (req.token) headers.authorization = `Bearer ${req.token}`
    let body: RawBody | undefined = req.raw
    if (req.json !== undefined) {
      body = JSON.stringify(req.json)
      headers["content-type"] ??= "application/json"
    }
    const res = await (req.app ?? app!).request(req.absolute ? target : `/api/v1${target}`, { method, headers, ...(body !== undefined ? { body } : {}) })
    if (res.status >= 500 && !options.acceptStatuses?.includes(res.status)) expect.fail(`${method} ${target} answered ${res.status}: ${await res.text()}`)
    return res
  }

  const call = async (method: string, target: string, req: CallOptions = {}): Promise<Reply> => {
    const res = await request(method, target, req)
    const text = await res.text()
    let parsed: Json = undefined
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: res.status, body: parsed, text, headers: res.headers }
  }

  beforeAll(async () => {
    const storage = await makeStorageLayer()
    const languageModel = typeof options.languageModel === "function"
      ? await options.languageModel()
      : options.languageModel ?? LanguageModel.layerUnavailable
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-harness-"))
    mediaDir = options.mediaPath === undefined ? tempDir : path.join(tempDir, options.mediaPath)
    fs.mkdirSync(mediaDir, { recursive: true })
    runtime = ManagedRuntime.make(
      Layer.mergeAll(
        storage,
        ScryptHasher.layer,
        LocalFiles.layer(mediaDir),
        Messaging.layerFromEnv({}),
        languageModel,
        DocumentTextLive.layer(),
        ReportExtractorLive.layer,
        // The real local converter (scripts/ensure-libreoffice.sh installs it for pnpm test).
        LibreOffice.layer(),
        // The offline default engine (scripts/ensure-apertium.sh installs it for pnpm test).
        Translator.layer(Apertium.make()),
        // Only the agencies answered from imported files: no test reaches an agency's site.
        Sources.layer(Sources.importedOnly),
        JwtTokens.layer({ secret, ttlSeconds: options.ttlSeconds ?? 3600 }),
        // Last, so its services win over the defaults above.
        options.overrides === undefined ? Layer.empty : await options.overrides()
      )
    )
    await runtime.runtime()
    await runtime.runPromise(AuthService.ensureFirstAdmin(users.admin.email, users.admin.password))
    app = Api.createApi({ runtime, logger })
    const signIn = async (u: HarnessUser) => {
      const res = await call("POST", "/auth/login", { json: { email: u.email, password: u.password } })
      expect(res.status, res.text).toBe(200)
      u.token = res.body.access_token
    }
    await signIn(users.admin)
    users.admin.id = (await call("GET", "/auth/me", { token: users.admin.token })).body.id
    const others = Object.values<HarnessUser>(users).filter((u) => u !== users.admin)
    await Promise.all(others.map(async (u) => {
      const created = await call("POST", "/users", { token: users.admin.token, json: {
        email: u.email,
        password: u.password,
        nombre: u.email,
        roles: u.roles,
        ...(u.permissions ? { permissions: u.permissions } : {})
      } })
      expect(created.status, created.text).toBe(201)
      u.id = created.body.id
      await signIn(u)
    }))
  })

  const extraApp: ApiHarness<U>["extraApp"] = (extra) => Api.createApi({ ...extra, runtime: runtime!, logger })

  const derivedApp: ApiHarness<U>["derivedApp"] = async (replace = (ctx) => ctx, extra) => {
    const base = replace((await runtime!.runtime()).context)
    const layer = extra === undefined ? Layer.succeedContext(base) : Layer.merge(Layer.succeedContext(base), extra)
    const derived = ManagedRuntime.make(layer) as unknown as ManagedRuntime.ManagedRuntime<ApiServices, unknown>
    derivedRuntimes.push(derived)
    await derived.runtime()
    return Api.createApi({ runtime: derived, logger })
  }

  afterAll(async () => {
    for (const r of derivedRuntimes.splice(0)) await r.dispose()
    await runtime?.dispose()
    if (tempDir !== undefined) fs.rmSync(tempDir, { recursive: true, force: true })
  })

  afterEach(() => {
    // An error entry means a 500 or an unexpected failure somewhere, even if the test passed.
    expect(errors.splice(0)).toEqual([])
  })

  return { call, request, users, runtime: () => runtime!, app: () => app!, mediaDir: () => mediaDir!, tempDir: () => tempDir!, extraApp, derivedApp, takeErrors: () => errors.splice(0) }
}
