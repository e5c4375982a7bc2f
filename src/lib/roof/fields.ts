// The quote request's hidden fields about the roof (src/lib/forms/fields.ts: ROOF_FIELDS): what was
// measured from aerial imagery, if anything, and the material tier the visitor had chosen.
import type { RoofFields } from '../forms/fields'
import { pitchText, type RoofMeasure } from './answer'

export const roofFields = (measure: RoofMeasure | null, tier: string, stories: string): RoofFields => ({
  roof_squares: measure ? String(measure.squares) : '',
  roof_pitch: measure ? pitchText(measure.pitchRise) : '',
  measured: measure ? 'yes' : 'no',
  imagery_date: measure?.imageryDate ?? '',
  roof_tier: tier,
  roof_stories: stories,
})
