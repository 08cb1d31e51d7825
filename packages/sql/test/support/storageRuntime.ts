/**
 * The runtime a storage suite works on: built once in beforeAll from the driver's layer (driver,
 * migrations, repositories) so hook time is not charged to the first test, disposed in afterAll.
 */
import type { Storage } from "@atalaya/sql"
import { type Effect, type Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll } from "vitest"

/** The storage layer a driver's entry file hands a suite (built lazily, in beforeAll). */
export type MakeStorageLayer = () => Layer.Layer<Storage.Services, unknown> | Promise<Layer.Layer<Storage.Services, unknown>>

/** What a suite runs its effects with. */
export interface StorageRuntime {
  /** Runs an effect on the suite's runtime. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, Storage.Services>) => Promise<A>
  /** The runtime itself, once beforeAll has run. */
  readonly runtime: () => ManagedRuntime.ManagedRuntime<Storage.Services, unknown>
}

/** Registers the hooks that build and dispose the suite's runtime; call it inside the suite's describe. */
export const useStorageRuntime = (makeLayer: MakeStorageLayer): StorageRuntime => {
  let runtime: ManagedRuntime.ManagedRuntime<Storage.Services, unknown> | undefined
  beforeAll(async () => {
    runtime = ManagedRuntime.make(await makeLayer())
    await runtime.runtime()
  })
  afterAll(async () => {
    await runtime?.dispose()
  })
  const current = () => {
    if (runtime === undefined) throw new Error("storage runtime not built")
    return runtime
  }
  return { run: (effect) => current().runPromise(effect), runtime: current }
}
