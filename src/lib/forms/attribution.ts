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

/** Where the attribution is kept, which tags are read and how long a tag may be. */
export const ATTRIBUTION_SETTINGS = {
  key: 'visit-attribution',
  params: CAMPAIGN_PARAMS,
  // Tags longer than this are not a campaign's: a pasted link or junk, cut so a form stays small.
  max: 200,
}

/**
 * Keeps what the first page of a visit says about where the visitor came from: its campaign tags,
 * its own path (with the query, which names the campaign), and the host of a referring page on
 * another site. Later pages of the same visit change nothing. Runs in the page's first script on
 * every page (src/lib/page-script/), before any bundle, whether or not the visitor wakes the page's
 * code; so it uses nothing outside its body (see desktop-menus.ts).
 */
export function rememberAttribution(
  settings: typeof ATTRIBUTION_SETTINGS,
  page: { href: string } = location,
  referrer: string = document.referrer,
  store?: StorageLike | null,
): void {
  try {
    const kept = store === undefined ? window.sessionStorage : store
    if (!kept || kept.getItem(settings.key) !== null) return
    const url = new URL(page.href)
    const found: Record<string, string> = {}
    for (const name of settings.params) {
      const value = url.searchParams.get(name)?.trim()
      if (value) found[name] = value.slice(0, settings.max)
    }
    found.landing_page = (url.pathname + url.search).slice(0, settings.max)
    let from: string | null = null
    try {
      from = referrer ? new URL(referrer).hostname : null
    } catch {
      // not an address: no referrer
    }
    if (from && from !== url.hostname) found.referrer = from
    kept.setItem(settings.key, JSON.stringify(found))
  } catch {
    // a full or refused storage loses only the attribution, never the form
  }
}

const sessionStore = () => browserStorage('sessionStorage')

/** The visit's attribution as form fields: every field named, empty when the visit did not say. */
export function attributionFields(store: StorageLike | null = sessionStore()): Record<AttributionField, string> {
  let kept: Attribution = {}
  try {
    const parsed: unknown = JSON.parse(store?.getItem(ATTRIBUTION_SETTINGS.key) ?? '{}')
    if (parsed && typeof parsed === 'object') kept = parsed as Attribution
  } catch {
    // unreadable: sent as empty fields
  }
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, typeof kept[name] === 'string' ? kept[name] : ''])) as Record<
    AttributionField,
    string
  >
}
