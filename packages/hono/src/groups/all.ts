/**
 * Every route group, in mounting order (paths are sorted by specificity when mounted, so the
 * order matters only for the document).
 */
import type { Group } from "../Group.js"
import type { ApiServices } from "../Services.js"
import { audit } from "./audit/index.js"
import { auth } from "./auth/index.js"
import { cases } from "./cases/index.js"
import { catalog } from "./catalog/index.js"
import { causality } from "./causality/index.js"
import { documents } from "./documents/index.js"
import { ips } from "./ips/index.js"
import { duplicates } from "./duplicates/index.js"
import { evaluation } from "./evaluation/index.js"
import { exports } from "./export/index.js"
import { followup } from "./followup/index.js"
import { intake } from "./intake/index.js"
import { meddra } from "./meddra/index.js"
import { regulators } from "./regulators/index.js"
import { training } from "./training/index.js"
import { translation } from "./translation/index.js"

/** All groups: what `createApi` mounts by default. */
export const allGroups: ReadonlyArray<Group<ApiServices>> = [cases, duplicates, followup, evaluation, causality, intake, exports, catalog, meddra, documents, ips, training, translation, regulators, auth, audit]
