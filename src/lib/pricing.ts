import type { Locale } from './i18n/locales'
import { fillPlaceholders, formatDate } from './text'

// A rough installed price range for a full roof replacement, from the figures in data/pricing/pricing.en.json.
// Roof area = footprint (living area / stories) x eaves overhang x pitch; squares = area / 100 with waste.
export type Range = { low: number; high: number }
type Option = { id: string; label: string }

export type Pricing = {
  roundTo: number
  overhangFactor: number
  wasteFactor: number
  tearOffPerSquare: Range
  fixedCosts: Range
  materials: ReadonlyArray<Option & { perSquare: Range }>
  pitches: ReadonlyArray<Option & { areaFactor: number; laborFactor: number; maxRise: number }>
  stories: ReadonlyArray<Option & { footprintDivisor: number; laborFactor: number }>
  homeSizes: ReadonlyArray<number>
  defaults: { material: string; pitch: string; stories: string }
  typicalHomes: ReadonlyArray<{ town: string; sqft: number; stories: string }>
}

export type RoofChoices = { sqft: number; stories: string; pitch: string; material: string }

export type Estimate = Range & { squares: number }

const find = <T extends Option>(options: ReadonlyArray<T>, id: string, what: string): T => {
  const option = options.find((o) => o.id === id)
  if (!option) throw new Error(`Unknown ${what} "${id}"`)
  return option
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step

export function estimateRoof(pricing: Pricing, choices: RoofChoices): Estimate {
  const pitch = find(pricing.pitches, choices.pitch, 'pitch')
  const stories = find(pricing.stories, choices.stories, 'number of stories')
  if (!(choices.sqft > 0)) throw new Error('The home size must be a positive number of square feet')

  const roofArea = (choices.sqft / stories.footprintDivisor) * pricing.overhangFactor * pitch.areaFactor
  return priceSquares(pricing, (roofArea / 100) * pricing.wasteFactor, choices)
}

/** The installed price of `squares` (waste included) with the choices' material, pitch and stories. */
function priceSquares(pricing: Pricing, squares: number, choices: Omit<RoofChoices, 'sqft'>): Estimate {
  const material = find(pricing.materials, choices.material, 'material')
  const pitch = find(pricing.pitches, choices.pitch, 'pitch')
  const stories = find(pricing.stories, choices.stories, 'number of stories')
  const labor = pitch.laborFactor * stories.laborFactor
  const price = (end: keyof Range) => squares * (material.perSquare[end] + pricing.tearOffPerSquare[end]) * labor + pricing.fixedCosts[end]
  return {
    low: roundTo(price('low'), pricing.roundTo),
    high: roundTo(price('high'), pricing.roundTo),
    squares: Math.round(squares * 10) / 10,
  }
}

/** A roof measured from aerial imagery (/api/roof): its own squares, and what the picture cannot see chosen by the visitor. */
export type MeasuredChoices = Omit<RoofChoices, 'sqft'> & { measuredSquares: number }

/**
 * The price of a measured roof: its squares (the sloped area itself, so no footprint, overhang or
 * pitch area factor) with waste, and the pitch and stories' labour.
 */
export function estimateMeasuredRoof(pricing: Pricing, choices: MeasuredChoices): Estimate {
  if (!(choices.measuredSquares > 0)) throw new Error('A measured roof must have a positive number of squares')
  return priceSquares(pricing, choices.measuredSquares * pricing.wasteFactor, choices)
}

/** Each material's price for the measured roof, in the order of data/pricing. */
export const tierEstimates = (pricing: Pricing, choices: MeasuredChoices) =>
  pricing.materials.map((material) => ({ ...material, estimate: estimateMeasuredRoof(pricing, { ...choices, material: material.id }) }))

/** The pitch option (data/pricing) a measured rise in 12 falls in: the first that covers it, else the steepest. */
export function pitchForRise(pricing: Pricing, rise: number): string {
  const sorted = [...pricing.pitches].sort((a, b) => a.maxRise - b.maxRise)
  return (sorted.find((p) => rise <= p.maxRise) ?? sorted[sorted.length - 1]!).id
}

/** The starting choices for a town: its typical home, with the common pitch and material. */
export function typicalChoices(pricing: Pricing, townSlug: string): RoofChoices {
  const home = pricing.typicalHomes.find((h) => h.town === townSlug)
  return {
    sqft: home?.sqft ?? 2100,
    stories: home?.stories ?? pricing.defaults.stories,
    pitch: pricing.defaults.pitch,
    material: pricing.defaults.material,
  }
}

/** "$11,800" */
export const dollars = (value: number) => `$${value.toLocaleString('en-US')}`

/** "$11,800–$15,900": a range takes an en dash, in both languages */
export const formatRange = ({ low, high }: Range) => `${dollars(low)}–${dollars(high)}`

/** The words of that line, in the page's language (data/ui-sections/ui-sections.en.json `estimateBox.choices`). */
export type ChoiceTexts = Record<'estimate' | 'home' | 'pitch' | 'material' | 'measured' | 'stories', string>

/**
 * One line the office can read in a quote request (and the visitor sees in its message field):
 * what the visitor chose and the range shown.
 */
export function describeChoices(pricing: Pricing, choices: RoofChoices, estimate: Estimate, texts: ChoiceTexts): string {
  const label = <T extends Option>(options: ReadonlyArray<T>, id: string) => options.find((o) => o.id === id)?.label ?? id
  return [
    fillPlaceholders(texts.estimate, { range: formatRange(estimate), squares: String(estimate.squares) }),
    fillPlaceholders(texts.home, { sqft: choices.sqft.toLocaleString('en-US'), stories: label(pricing.stories, choices.stories) }),
    fillPlaceholders(texts.pitch, { pitch: label(pricing.pitches, choices.pitch) }),
    fillPlaceholders(texts.material, { material: label(pricing.materials, choices.material) }),
  ].join('; ')
}

/** The measured roof (src/lib/roof/answer.ts) as the office reads it, for that line: `date` is the imagery's, YYYY-MM-DD. */
export type MeasuredRoof = { squares: number; pitch: string; date: string }

/**
 * That line for a roof measured from aerial imagery: what was measured (the imagery's date written as
 * the page writes dates), then the visitor's choices and the range.
 */
export function describeMeasuredChoices(
  pricing: Pricing,
  choices: MeasuredChoices,
  estimate: Estimate,
  roof: MeasuredRoof,
  texts: ChoiceTexts,
  locale: Locale,
): string {
  const label = <T extends Option>(options: ReadonlyArray<T>, id: string) => options.find((o) => o.id === id)?.label ?? id
  return [
    fillPlaceholders(texts.measured, { date: formatDate(roof.date, locale), squares: String(roof.squares), pitch: roof.pitch }),
    fillPlaceholders(texts.estimate, { range: formatRange(estimate), squares: String(estimate.squares) }),
    fillPlaceholders(texts.stories, { stories: label(pricing.stories, choices.stories) }),
    fillPlaceholders(texts.pitch, { pitch: label(pricing.pitches, choices.pitch) }),
    fillPlaceholders(texts.material, { material: label(pricing.materials, choices.material) }),
  ].join('; ')
}

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[-–—_.,/#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `

/**
 * The served town an address names, if any: case-insensitive, hyphens or spaces alike, whole words
 * only ("Cary" is not found in "Caryville"). The longest name wins ("Wake Forest" over any shorter match).
 */
export function findServedTown<T extends { name: string }>(address: string, towns: ReadonlyArray<T>): T | null {
  const haystack = normalise(address)
  const matches = towns.filter((t) => haystack.includes(normalise(t.name)))
  return matches.sort((a, b) => b.name.length - a.name.length)[0] ?? null
}

/**
 * The lowest price the calculation gives: the smallest home size offered, with whichever number of
 * stories, pitch and material costs least. What "from" means on the replacement service page.
 */
export function startingPrice(pricing: Pricing): number {
  const sqft = Math.min(...pricing.homeSizes)
  let lowest = Infinity
  for (const stories of pricing.stories)
    for (const pitch of pricing.pitches)
      for (const material of pricing.materials)
        lowest = Math.min(lowest, estimateRoof(pricing, { sqft, stories: stories.id, pitch: pitch.id, material: material.id }).low)
  return lowest
}
