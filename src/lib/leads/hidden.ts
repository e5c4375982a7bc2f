// The hidden fields a page fills in (what the estimate box measured, the storm the visitor checked):
// a visitor can post anything in them, so each is held to what the page itself writes before any
// message or the owner's tools use it. An empty value is "none"; anything else that fails is left out.
import { ROOF_FIELDS, STORM_FIELDS, type RoofFields, type StormFields } from '../forms/fields'
import type { Pricing } from '../pricing'
import type { Fields, Towns } from './messages'

export type HiddenContent = { towns: Towns; pricing: Pricing }
type HiddenField = keyof RoofFields | keyof StormFields
type Rule = (value: string, content: HiddenContent) => boolean

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const COORDINATES = /^-?\d{1,2}\.\d{4},-?\d{1,3}\.\d{4}$/

/** What the page writes in each (src/lib/roof/fields.ts, src/lib/storms/words.ts): a field missing here fails the type check. */
const RULES: Record<HiddenField, Rule> = {
  roof_squares: (v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) < 1_000,
  roof_pitch: (v) => /^\d{1,2}\/12$/.test(v),
  measured: (v) => v === 'yes' || v === 'no',
  imagery_date: (v) => DATE.test(v),
  roof_tier: (v, { pricing }) => pricing.materials.some((m) => m.id === v),
  roof_stories: (v, { pricing }) => pricing.stories.some((s) => s.id === v),
  storm_date: (v) => DATE.test(v),
  storm_hail_in: (v) => /^\d\.\d{2}$/.test(v) && Number(v) <= 8,
  storm_wind_mph: (v) => /^\d{2,3}$/.test(v) && Number(v) <= 300,
  storm_tornado: (v) => /^(yes|EF[0-5])$/.test(v),
  storm_place: (v, { towns }) =>
    towns.some((t) => t.name === v) || /^ZIP \d{5}$/.test(v) || /^address( in [\p{L} .'-]{1,40})?$/u.test(v) || COORDINATES.test(v),
}

const HIDDEN: ReadonlyArray<HiddenField> = [...ROOF_FIELDS, ...STORM_FIELDS]

/** The fields with every hidden one that is not what the page writes left out, and the names left out. */
export function checkHidden(fields: Fields, content: HiddenContent): { fields: Fields; refused: HiddenField[] } {
  const checked: Fields = { ...fields }
  const refused: HiddenField[] = []
  for (const name of HIDDEN) {
    const value = fields[name]
    if (value === undefined || value === '') continue
    if (typeof value === 'string' && RULES[name](value, content)) continue
    delete checked[name]
    refused.push(name)
  }
  return { fields: checked, refused }
}
