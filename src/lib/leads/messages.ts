// What the office and the homeowner are sent about a request (src/lib/leads/alerts.ts sends them):
// pure builders, from the fields of Netlify's copy of the submission. The office reads English, the
// words of its alerts are here; the homeowner's words are in data/lead-messages (both languages).
import type { Locale } from '../i18n/locales'
import { estimateMeasuredRoof, findServedTown, formatRange, pitchForRise, type Pricing } from '../pricing'
import { FORM_NAME_FIELD, FORM_NAMES, HONEYPOT_FIELD, NOT_SURE, type LeadField } from '../forms/fields'
import { photosOf } from './files'
import { callbackHours, callbackWhen, hoursPhrase, type Hours } from '../hours'
import { fillPlaceholders } from '../text'
import { leadPriority } from './priority'

export type Fields = Record<string, unknown>
export type LeadWords = {
  emailSubject: string
  greeting: string
  greetingNoName: string
  received: string
  next: string
  measured: string
  call: string
  closing: string
  signature: string
  whenSoon: string
  whenToday: string
  whenLater: string
  text: string
}
/** What the homeowner's messages need of data/ in their language. */
export type HomeownerContent = {
  words: LeadWords
  site: { brand: string; phone: string; phoneHours: Hours; spanishHours: Hours }
  pricing: Pricing
}
export type Towns = ReadonlyArray<{ name: string; slug: string }>

/** A field's text, trimmed, or '' (a file or anything else is not text). Only a field of the lead contract (forms/fields.ts). */
export const field = (fields: Fields, name: LeadField): string => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '')

/** The language the visitor used: the form's `language` field. */
export const languageOf = (fields: Fields): Locale => (field(fields, 'language') === 'es' ? 'es' : 'en')

/** A US phone number as E.164 (+19195550147), or null when it is not ten digits (with or without the 1). */
export function usPhoneE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null
}

// GSM 03.38's basic set and its extension (each extension character takes two septets)
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENSION = '^{}\\[~]|€'

/** How a text travels: GSM-7 (160 characters a segment, 153 when split) or UCS-2 (70, 67), and in how many segments. */
export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number } {
  const chars = [...text]
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c))) {
    const units = chars.reduce((sum, c) => sum + (GSM_EXTENSION.includes(c) ? 2 : 1), 0)
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) }
  }
  // UCS-2 counts UTF-16 code units (an emoji takes two)
  const units = text.length
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) }
}

const isGsm = (c: string) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c)
const LOOK_ALIKES: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '\u00a0': ' ' }

/**
 * A text in GSM-7 where each character has a plain form (á → a, ’ → '), so it travels at 160
 * characters a segment rather than 70; unchanged when any character has none (a name in another script).
 */
export function toGsm(text: string): string {
  const out: string[] = []
  for (const c of text) {
    if (isGsm(c)) out.push(c)
    else if (LOOK_ALIKES[c]) out.push(LOOK_ALIKES[c])
    else {
      const plain = c.normalize('NFD').replace(/\p{M}/gu, '')
      if (![...plain].every(isGsm)) return text
      out.push(plain)
    }
  }
  return out.join('')
}

/** The text as it is cheapest to send: in GSM-7 (toGsm) only when that takes fewer segments, so a name keeps its accents when they cost nothing. */
export const cheapest = (text: string) => {
  const plain = toGsm(text)
  return smsSegments(plain).segments < smsSegments(text).segments ? plain : text
}

/** The text cut to at most `segments` SMS segments, marked as cut. */
export function clipToSegments(text: string, segments: number): string {
  if (smsSegments(text).segments <= segments) return text
  let chars = [...text]
  while (chars.length && smsSegments(`${chars.join('').trimEnd()}...`).segments > segments) chars = chars.slice(0, -1)
  return `${chars.join('').trimEnd()}...`
}

// three points, not the ellipsis character, which would make a text UCS-2 (70 characters a segment)
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text)
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A web address or a bare domain (evil.example/r, www.x.com, https://…): carriers flag a number whose texts carry a stranger's link. */
const LINK = /(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*|[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}\b(?:\/\S*)?/giu
/** A visitor's words for the office's text: on one line, with any link taken out. */
const withoutLinks = (text: string) => oneLine(text.replace(LINK, '[link]'))

/** The most segments the office's text takes (two: its lines fit in one unless a name is long or in another script). */
export const OFFICE_TEXT_SEGMENTS = 2
/** The homeowner's text fits in two segments whatever day and hour it names (a test holds every one). */
export const HOMEOWNER_TEXT_SEGMENTS = 2

/**
 * The name the homeowner's e-mail greets, only when it is a name: letters, spaces, hyphens and
 * apostrophes, up to 30 characters; else null ("Hello,"). The e-mail goes to whatever address the
 * form was given, so it carries none of a stranger's other words.
 */
export function greetingName(name: string): string | null {
  const one = oneLine(name)
  return one.length <= 30 && /^\p{L}[\p{L}\p{M}' ’-]*$/u.test(one) ? one : null
}

/** The town of the request: the served town its address names, else the address's last parts. */
function townOf(fields: Fields, towns: Towns): string {
  const address = withoutLinks(field(fields, 'address'))
  const served = address ? findServedTown(address, towns) : null
  if (served) return served.name
  const parts = address.split(',').map((p) => p.trim())
  return clip(parts.length > 1 ? parts.slice(1).join(', ') : address, 24)
}

/** The material's label in `pricing`'s language, or null when the tier names none. */
const tierLabel = (pricing: Pricing, tier: string) => pricing.materials.find((m) => m.id === tier)?.label ?? null

/** "33.2 sq 6/12, Architectural shingles" when the roof was measured; the tier alone when only chosen; else null. */
function roofLine(fields: Fields, pricing: Pricing): string | null {
  const tier = tierLabel(pricing, field(fields, 'roof_tier'))
  if (field(fields, 'measured') === 'yes' && field(fields, 'roof_squares'))
    return [`${field(fields, 'roof_squares')} sq ${field(fields, 'roof_pitch')}`.trim(), tier].filter(Boolean).join(', ')
  return tier
}

/** The first line of the office's messages: LEAK, STORM, or the service asked for (the form's name when none). */
export function priorityLabel(fields: Fields, form: string): string {
  const priority = leadPriority(fields)
  if (priority !== 'other') return priority.toUpperCase()
  const service = withoutLinks(field(fields, 'service'))
  return service && service !== NOT_SURE ? clip(service.toUpperCase(), 24) : form === FORM_NAMES.estimate ? 'ESTIMATE' : 'QUOTE'
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/** "3 photos", when photos of the damage came with the request. */
const photosLine = (fields: Fields) => {
  const count = photosOf(fields).length
  return count ? `${count} photo${count === 1 ? '' : 's'}` : null
}

/**
 * The office's text: priority first, then name, phone (E.164, which phones make a tap-to-call
 * link), town, the roof when measured or a tier chosen, how many photos came, and the visitor's language. Each line is
 * clipped, links a visitor typed are taken out, and the whole is held to OFFICE_TEXT_SEGMENTS.
 */
export function officeText(fields: Fields, form: string, towns: Towns, pricing: Pricing): string {
  const phone = field(fields, 'phone')
  const lines = [
    priorityLabel(fields, form),
    clip(withoutLinks(field(fields, 'name')), 32),
    usPhoneE164(phone) ?? clip(withoutLinks(phone), 20),
    townOf(fields, towns),
    roofLine(fields, pricing),
    photosLine(fields),
    `In ${LANGUAGE_NAMES[languageOf(fields)]}`,
  ]
  return clipToSegments(cheapest(lines.filter((line): line is string => !!line).join('\n')), OFFICE_TEXT_SEGMENTS)
}

/** Fields the office needs no line for: the form's own machinery, and the visitor's IP and browser (not the office's to keep). */
const MACHINERY = new Set<string>([FORM_NAME_FIELD, HONEYPOT_FIELD, 'ip', 'user_agent'] satisfies LeadField[])
/** The order the office reads a request in; any other field follows, by name. */
const FIRST: ReadonlyArray<string> = [
  'name',
  'phone',
  'email',
  'address',
  'service',
  'message',
  'experience',
  'resume',
  'language',
  'sms_consent',
] satisfies LeadField[]

/** Every field of the submission, one "name: value" line each (a file by its name and link). */
export function fieldLines(fields: Fields): string[] {
  const names = Object.keys(fields).filter((name) => !MACHINERY.has(name))
  const ordered = [...FIRST.filter((name) => names.includes(name)), ...names.filter((name) => !FIRST.includes(name)).sort()]
  return ordered.map((name) => {
    const value = fields[name]
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const file = value as { filename?: unknown; url?: unknown }
      return `${name}: ${String(file.filename ?? 'file')}${typeof file.url === 'string' ? ` <${file.url}>` : ''}`
    }
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? '')
    return `${name}: ${text.includes('\n') ? `\n  ${text.split('\n').join('\n  ')}` : text}`
  })
}

export type Email = { subject: string; text: string }

/** The office's e-mail about an estimate or quote request: the text's facts in the subject, every field in the body. */
export function officeEmail(
  fields: Fields,
  form: string,
  towns: Towns,
  pricing: Pricing,
  submissionId: string,
  refused: ReadonlyArray<string> = [],
): Email {
  const name = clip(oneLine(field(fields, 'name')), 60) || 'a visitor'
  const subject = `${priorityLabel(fields, form)}: ${form} request from ${name} (${townOf(fields, towns) || 'no town'})`
  const roof = roofLine(fields, pricing)
  const text = [
    officeText(fields, form, towns, pricing),
    '',
    ...(roof ? [`Roof: ${roof}`] : []),
    `Texts: ${field(fields, 'sms_consent') === 'yes' ? 'the visitor agreed to texts' : 'no consent to texts: call or e-mail'}`,
    '',
    ...fieldLines(fields),
    ...(refused.length ? [`Left out, not what the page sends: ${refused.join(', ')}`] : []),
    '',
    `Submission ${submissionId}. Reply to this e-mail to write to the visitor.`,
  ]
  return { subject, text: text.join('\n') }
}

/** The office's e-mail about a job application (no text is sent for one). */
export function applicationEmail(fields: Fields, submissionId: string, attached: string | null): Email {
  const name = clip(oneLine(field(fields, 'name')), 60) || 'an applicant'
  const years = field(fields, 'experience')
  const subject = `Job application from ${name}${years ? ` (${years} years of experience)` : ''}`
  const text = [
    ...fieldLines(fields),
    '',
    ...(attached ? [`The resume is attached (${attached}).`] : []),
    `Submission ${submissionId}. Reply to this e-mail to write to the applicant.`,
  ]
  return { subject, text: text.join('\n') }
}

/** The measured roof's price range with the tier chosen, when the roof was measured: "$11,800–$15,900". */
export function measuredRange(fields: Fields, pricing: Pricing): { tier: string; range: string } | null {
  const squares = Number(field(fields, 'roof_squares'))
  const tier = tierLabel(pricing, field(fields, 'roof_tier'))
  const rise = Number(/^(\d+)\/12$/.exec(field(fields, 'roof_pitch'))?.[1])
  if (field(fields, 'measured') !== 'yes' || !(squares > 0 && squares < 1_000) || !tier || !Number.isFinite(rise)) return null
  const stories = pricing.stories.some((s) => s.id === field(fields, 'roof_stories'))
    ? field(fields, 'roof_stories')
    : pricing.defaults.stories
  const estimate = estimateMeasuredRoof(pricing, {
    measuredSquares: squares,
    pitch: pitchForRise(pricing, rise),
    stories,
    material: field(fields, 'roof_tier'),
  })
  return { tier: tier.charAt(0).toLowerCase() + tier.slice(1), range: formatRange(estimate) }
}

/** The hours a call is answered in the homeowner's language: the phone lines', or the Spanish hours. */
const hoursLine = (site: HomeownerContent['site'], locale: Locale) => hoursPhrase(callbackHours(site, locale))

/**
 * The homeowner's e-mail, in the form's language: received, what happens next and when, the phone,
 * the measured range. Of what the visitor typed, only a name that is a name (greetingName).
 */
export function homeownerEmail(fields: Fields, content: HomeownerContent, locale: Locale, now: Date): Email {
  const { words, site, pricing } = content
  const when = callbackWhen(now, callbackHours(site, locale), words, locale)
  const measured = measuredRange(fields, pricing)
  const name = greetingName(field(fields, 'name'))
  const paragraphs = [
    name ? fillPlaceholders(words.greeting, { name }) : words.greetingNoName,
    fillPlaceholders(words.received, { brand: site.brand }),
    fillPlaceholders(words.next, { when }),
    ...(measured ? [fillPlaceholders(words.measured, measured)] : []),
    fillPlaceholders(words.call, { phone: site.phone, hours: hoursLine(site, locale) }),
    `${words.closing}\n${fillPlaceholders(words.signature, { brand: site.brand })}`,
  ]
  return { subject: fillPlaceholders(words.emailSubject, { brand: site.brand }), text: paragraphs.join('\n\n') }
}

/**
 * The homeowner's text (only with their consent): the brand, received, when we call, how many texts
 * to expect, that rates may apply, and the keywords; in GSM-7, within HOMEOWNER_TEXT_SEGMENTS.
 */
export function homeownerText(content: HomeownerContent, locale: Locale, now: Date): string {
  const when = callbackWhen(now, callbackHours(content.site, locale), content.words, locale)
  return cheapest(fillPlaceholders(content.words.text, { brand: content.site.brand, when }))
}
