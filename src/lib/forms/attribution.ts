// Where a lead came from: the campaign tags and click id of the link that started the visit, the
// page it landed on and the site that sent it. Kept in the tab for the visit (sessionStorage) and
// sent only with a form, as hidden fields: no cookie, no analytics script, nothing sent elsewhere.
import { browserStorage } from './storage'

/** The tags read from the first page's address, in the order Netlify's Forms tab lists them. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
] as const

/** Every hidden field a submission carries about its visit. */
export const ATTRIBUTION_FIELDS = [...CAMPAIGN_PARAMS, 'landing_page', 'referrer'] as const

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]
export type Attribution = Partial<Record<AttributionField, string>>

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

const STORAGE_KEY = 'visit-attribution'
// Tags longer than this are not a campaign's: a pasted link or junk, cut so a form stays small.
const MAX_LENGTH = 200

/**
 * What the first page of a visit says about where the visitor came from: its campaign tags, its own
 * path (with the query, which names the campaign), and the host of a referring page on another site.
 */
export function attributionOf(location: { href: string }, referrer: string): Attribution {
  const url = new URL(location.href)
  const found: Attribution = {}
  for (const name of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(name)?.trim()
    if (value) found[name] = value.slice(0, MAX_LENGTH)
  }
  found.landing_page = (url.pathname + url.search).slice(0, MAX_LENGTH)
  const from = hostOf(referrer)
  if (from && from !== url.hostname) found.referrer = from
  return found
}

function hostOf(referrer: string): string | null {
  try {
    return referrer ? new URL(referrer).hostname : null
  } catch {
    return null
  }
}

const sessionStore = () => browserStorage('sessionStorage')

/** Keeps the attribution of the visit's first page; later pages of the same visit change nothing. */
export function rememberAttribution(location: { href: string }, referrer: string, store: StorageLike | null = sessionStore()): void {
  try {
    if (store && store.getItem(STORAGE_KEY) === null) store.setItem(STORAGE_KEY, JSON.stringify(attributionOf(location, referrer)))
  } catch {
    // a full or refused storage loses only the attribution, never the form
  }
}

/** The visit's attribution as form fields: every field named, empty when the visit did not say. */
export function attributionFields(store: StorageLike | null = sessionStore()): Record<AttributionField, string> {
  let kept: Attribution = {}
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? '{}')
    if (parsed && typeof parsed === 'object') kept = parsed as Attribution
  } catch {
    // unreadable: sent as empty fields
  }
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, typeof kept[name] === 'string' ? kept[name] : ''])) as Record<
    AttributionField,
    string
  >
}
