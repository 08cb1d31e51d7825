/**
 * Reporter contact rules for follow-up (spec ICSR rule 6): which email and phone a case can be
 * reached at, and phone numbers in the international form messaging providers expect.
 */

/** The reporter contact fields of a case. */
export interface ContactFields {
  readonly reportante_contacto?: string | null
  readonly reportante_email?: string | null
  readonly reportante_telefono?: string | null
}

/** Where the reporter can be reached; null when the case has no such contact. */
export interface ReporterContact {
  readonly email: string | null
  readonly phone: string | null
}

/** Intake stores WhatsApp senders as `whatsapp:+51...`. */
const WHATSAPP_PREFIX = /^\s*whatsapp:\s*/i
const PHONE_PATTERN = /^[+\d\s\-().]+$/
/** Fewer digits than this cannot be a reachable number, only a stray value. */
const MIN_DIGITS = 6

const digitCount = (value: string): number => value.replace(/\D/g, "").length

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/** The value without a leading `whatsapp:` prefix, trimmed. */
export const stripWhatsappPrefix = (value: string): string => value.replace(WHATSAPP_PREFIX, "").trim()

/** True for a contact the spec treats as an email: it contains '@'. */
export const isEmail = (value: string): boolean => value.includes("@")

/**
 * True for a contact that looks like a phone: digits, spaces, `+`, `-`, dots and parentheses
 * only, optionally after `whatsapp:`.
 */
export const isPhone = (value: string): boolean => {
  const bare = stripWhatsappPrefix(value)
  return PHONE_PATTERN.test(bare) && digitCount(bare) >= MIN_DIGITS
}

/**
 * The reporter's email and phone: `reportante_contacto` when it is one (an email with '@', a
 * phone by pattern), otherwise `reportante_email` and `reportante_telefono`. The stored fields
 * are read leniently (a phone with a note such as "(casa)" still counts), because people typed them.
 */
export const detectContact = (fields: ContactFields): ReporterContact => {
  const contacto = blankToNull(fields.reportante_contacto)
  const fromContactEmail = contacto !== null && isEmail(contacto) ? contacto : null
  const fromContactPhone = contacto !== null && fromContactEmail === null && isPhone(contacto) ? stripWhatsappPrefix(contacto) : null

  const storedEmail = blankToNull(fields.reportante_email)
  const storedPhoneRaw = blankToNull(fields.reportante_telefono)
  const storedPhone = storedPhoneRaw === null ? null : blankToNull(stripWhatsappPrefix(storedPhoneRaw))

  return {
    email: fromContactEmail ?? (storedEmail !== null && isEmail(storedEmail) ? storedEmail : null),
    phone: fromContactPhone ?? (storedPhone !== null && digitCount(storedPhone) >= MIN_DIGITS ? storedPhone : null)
  }
}

/**
 * A phone in E.164 form (`+51987654321`), or null when it cannot be read without guessing.
 * An explicit country code (`+CC` or `00CC`) is kept. Numbers without one are taken as Peruvian:
 * 9-digit mobiles starting with 9, `51` followed by such a mobile, and landlines with the trunk
 * `0` (`01 234 5678` → `+5112345678`). Anything else is refused rather than sent to a stranger.
 */
export const normalizePhone = (raw: string): string | null => {
  const compact = stripWhatsappPrefix(raw).replace(/[\s\-().]/g, "")
  if (!/^(\+|00)?\d+$/.test(compact)) return null
  const international = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null
  if (international !== null) {
    return /^[1-9]\d{6,14}$/.test(international) ? `+${international}` : null
  }
  if (/^9\d{8}$/.test(compact)) return `+51${compact}`
  if (/^519\d{8}$/.test(compact)) return `+${compact}`
  if (/^0\d{8}$/.test(compact)) return `+51${compact.slice(1)}`
  return null
}
