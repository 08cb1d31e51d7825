/**
 * `@atalaya/regulators`: regulator look-ups across agencies (service-spec "Regulator lookups";
 * decisions.md "Regulators and surveillance").
 *
 * @packageDocumentation
 */

/** The global adverse-reaction database client (openFDA FAERS counts) and the trend rule. */
export * as Adrdb from "./Adrdb.js"
/** `/adrdb/search` and `/adrdb/dashboard`. */
export * as AdrdbService from "./AdrdbService.js"
/** The AgencySource port and the configured sources' tag. */
export * as AgencySource from "./AgencySource.js"
/** Reading the agencies' published registry files. */
export * as Import from "./Import.js"
/** The regulator record and the agencies. */
export * as MedRecord from "./MedRecord.js"
/** Medical-device recalls: the FDA's index and detail pages, translated and summarised. */
export * as Recalls from "./recalls/Recalls.js"
/** Device types in Spanish generic terms. */
export * as DeviceTypes from "./recalls/deviceTypes.js"
/** DIGEMID's national alerts: table or cards, Spanish dates at noon in Lima, model → rules → translation. */
export * as DigemidAlerts from "./alerts/DigemidAlerts.js"
/** Surveillance: rounds, severity rules, the scheduled job and the results' filters. */
export * as Surveillance from "./surveillance/Surveillance.js"
/** EMA's safety communications (DHPC report) for surveillance. */
export * as EmaSafety from "./surveillance/EmaSafety.js"
/** The imported-records repository port. */
export * as RegulatorImports from "./RegulatorImports.js"
/** The search use cases. */
export * as RegulatorService from "./RegulatorService.js"
/** Building the sources from the environment. */
export * as Sources from "./Sources.js"
/** AEMPS: CIMA's REST API. */
export * as Aemps from "./sources/Aemps.js"
/** EMA: the published medicines file, cached 24 h. */
export * as Ema from "./sources/Ema.js"
/** FDA: openFDA's drugsfda endpoint. */
export * as Fda from "./sources/Fda.js"
/** DIGEMID, ANVISA, ANMAT: imported files. */
export * as Imported from "./sources/Imported.js"
/** INVIMA: the CUM on datos.gov.co (SODA). */
export * as Invima from "./sources/Invima.js"
