import { packageBuild, partEntries } from "../../tsup.base.js"

// One entry per capability folder (`@atalaya/core/case`, …), so a host imports only the parts it uses.
export default packageBuild({ entry: partEntries() })
