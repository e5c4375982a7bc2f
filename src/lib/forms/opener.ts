// One estimate dialog a page, any number of buttons that open it: each "Get Free Estimate" button
// opens the page's dialog from its HTML (`commandfor`) and names itself in `data-opener` (where the
// request comes from, the dialog's title, a service to choose, a storm), which the page's first
// script copies to the dialog as it opens (src/lib/page-script/dialog-commands.ts) and the dialog's
// form reads (src/components/forms/EstimateDialog.tsx).
import { STORM_FIELDS, type StormFields } from './fields'

/** The page's estimate dialog, which every estimate button opens. */
export const ESTIMATE_DIALOG_ID = 'estimate-dialog'
/** Where the dialog keeps what was typed in it, on every page of the tab. */
export const ESTIMATE_DIALOG_DRAFT_KEY = 'quote-dialog'
/** The button's attribute naming it, which the page's first script copies to the dialog as it opens. */
export const OPENER_ATTRIBUTE = 'data-opener'
/** Where a request came from when no button said (the dialog opened by HTML alone, without scripts). */
export const NO_OPENER_SOURCE = 'Estimate dialog'

export type Opener = {
  /** where the request came from, for the office */
  source: string
  /** the dialog's title; the page's default when not given */
  title?: string
  /** the service the form chooses for the visitor */
  service?: string
  /** the storm the visitor checked, sent in hidden fields */
  storm?: StormFields
}

/** The longest text an opener may give each part, in characters (a longer one is none). */
export const OPENER_LIMITS = { source: 200, title: 200, service: 100, storm: 100 } as const

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined)

/** The opener an attribute names; anything not shaped as one (a missing or broken attribute) is none. */
export function readOpener(value: string | null | undefined): Opener {
  let parsed: unknown
  try {
    parsed = JSON.parse(value ?? 'null')
  } catch {
    parsed = null
  }
  const given = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
  const source = text(given['source'], OPENER_LIMITS.source)
  const title = text(given['title'], OPENER_LIMITS.title)
  const service = text(given['service'], OPENER_LIMITS.service)
  const stormGiven = (typeof given['storm'] === 'object' && given['storm'] !== null ? given['storm'] : null) as Record<
    string,
    unknown
  > | null
  const storm = stormGiven
    ? (Object.fromEntries(STORM_FIELDS.map((field) => [field, text(stormGiven[field], OPENER_LIMITS.storm) ?? ''])) as StormFields)
    : undefined
  return {
    source: source ?? NO_OPENER_SOURCE,
    ...(title && { title }),
    ...(service && { service }),
    ...(storm && { storm }),
  }
}

/** The attribute's value for a button. */
export const openerAttribute = (opener: Opener): string => JSON.stringify(opener)
