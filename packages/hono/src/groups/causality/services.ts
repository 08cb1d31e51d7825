import type { CausalityService } from "@atalaya/causality"

/** What the causality endpoints need: the services of the causality use cases (`@atalaya/causality`). */
export type CausalityServices = CausalityService.CausalityServices
