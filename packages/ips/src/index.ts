/**
 * `@atalaya/ips`: periodic safety reports (IPS / PSUR / PBRER) — products and reports with the
 * workflow borrador → validado → aprobado, the regulatory calendar, case counts, disproportionality
 * signals, literature sources and DOCX / PDF / HTML exports.
 *
 * @packageDocumentation
 */

/** Fields, shapes, states and texts of IPS products and reports. */
export * as Ips from "./Ips.js"
/** The periodicity rule (ICH E2C(R1)) and the calendar's periods. */
export * as Calendar from "./Calendar.js"
/** PRR, ROR, χ² and the BCPNN information component. */
export * as Signals from "./Signals.js"
/** The storage port. */
export * as IpsRepository from "./IpsRepository.js"
/** Use cases of products, reports and the workflow. */
export * as IpsService from "./IpsService.js"
/** Case counts (regen) and signals (`GET /senales`). */
export * as IpsCounts from "./IpsCounts.js"
/** The calendar's use cases. */
export * as IpsCalendar from "./IpsCalendar.js"
/** Literature sources. */
export * as Literature from "./Literature.js"
/** DOCX, PDF and HTML exports. */
export * as Export from "./Export.js"
