/** @jest-environment node */
import pricing from '../../data/pricing/pricing.en.json'
import {
  describeChoices,
  describeMeasuredChoices,
  estimateMeasuredRoof,
  estimateRoof,
  pitchForRise,
  tierEstimates,
  findServedTown,
  formatRange,
  startingPrice,
  typicalChoices,
  type RoofChoices,
} from '../../src/lib/pricing'
import towns from '../../data/towns/towns.en.json'
import sections from '../../data/ui-sections/ui-sections.en.json'
import pricingEs from '../../data/pricing/pricing.es.json'
import sectionsEs from '../../data/ui-sections/ui-sections.es.json'

const base: RoofChoices = { sqft: 2100, stories: '2', pitch: 'medium', material: 'architectural' }

describe('roof price range', () => {
  it('prices a typical two-story Raleigh home with architectural shingles', () => {
    // 2,100 sq ft / 2 stories x 1.1 overhang x 1.118 pitch = 1,291 sq ft of roof, x 1.12 waste = 14.5 squares.
    const estimate = estimateRoof(pricing, base)
    expect(estimate.squares).toBe(14.5)
    // low: 14.46 sq x (470 + 90) x 1.08 + 450 = 9,195 -> 9,200; high: 14.46 x (620 + 130) x 1.08 + 700 = 12,413 -> 12,400
    expect(estimate).toEqual({ low: 9200, high: 12400, squares: 14.5 })
    expect(formatRange(estimate)).toBe('$9,200–$12,400')
  })

  it('goes up with a steeper pitch, more stories, a bigger home and a dearer material', () => {
    const reference = estimateRoof(pricing, base).low
    expect(estimateRoof(pricing, { ...base, pitch: 'steep' }).low).toBeGreaterThan(reference)
    expect(estimateRoof(pricing, { ...base, sqft: 3000 }).low).toBeGreaterThan(reference)
    expect(estimateRoof(pricing, { ...base, material: 'standing-seam' }).low).toBeGreaterThan(reference * 1.7)
  })

  it('costs more per square foot of living space on one story, which has more roof', () => {
    expect(estimateRoof(pricing, { ...base, stories: '1' }).low).toBeGreaterThan(estimateRoof(pricing, base).low * 1.6)
  })

  it('keeps the low end below the high end for every combination offered', () => {
    for (const material of pricing.materials)
      for (const pitch of pricing.pitches)
        for (const stories of pricing.stories)
          for (const sqft of pricing.homeSizes) {
            const e = estimateRoof(pricing, { sqft, stories: stories.id, pitch: pitch.id, material: material.id })
            expect(e.low).toBeLessThan(e.high)
            expect(e.low % pricing.roundTo).toBe(0)
          }
  })

  it('refuses choices it has no price for', () => {
    expect(() => estimateRoof(pricing, { ...base, material: 'gold' })).toThrow('Unknown material "gold"')
    expect(() => estimateRoof(pricing, { ...base, sqft: 0 })).toThrow(/positive/)
  })

  it("starts from each town's typical home", () => {
    expect(typicalChoices(pricing, 'garner')).toEqual({ sqft: 1800, stories: '1', pitch: 'medium', material: 'architectural' })
    for (const town of towns) expect(pricing.typicalHomes.map((h) => h.town)).toContain(town.slug)
  })

  it('starts "from" at the cheapest roof it can price: the smallest home, at its least costly choices', () => {
    const from = startingPrice(pricing)
    const smallest = Math.min(...pricing.homeSizes)
    const every = pricing.stories.flatMap((s) =>
      pricing.pitches.flatMap((p) =>
        pricing.materials.map((m) => estimateRoof(pricing, { sqft: smallest, stories: s.id, pitch: p.id, material: m.id }).low),
      ),
    )
    expect(every).toContain(from)
    expect(Math.min(...every)).toBe(from)
    expect(from).toBeLessThan(estimateRoof(pricing, base).low)
  })

  it("describes the choices for the quote request, in the page's language", () => {
    expect(describeChoices(pricing, base, estimateRoof(pricing, base), sections.texts.estimateBox.choices)).toBe(
      'Instant estimate shown: $9,200–$12,400 (about 14.5 squares); Home: 2,100 sq ft, 2 stories; Pitch: Medium (5/12 to 7/12); Material: Architectural shingles',
    )
    expect(describeChoices(pricingEs, base, estimateRoof(pricingEs, base), sectionsEs.texts.estimateBox.choices)).toBe(
      'Estimado al instante: $9,200–$12,400 (unos 14.5 squares); Casa de 2,100 pies cuadrados y 2 pisos; Inclinación: Media (de 5/12 a 7/12); Material: Tejas arquitectónicas',
    )
  })
})

describe('a roof measured from aerial imagery', () => {
  const measured = { measuredSquares: 33.2, stories: '2', pitch: 'medium', material: 'architectural' }

  it('prices its own squares, with waste, and the labour of its pitch and stories', () => {
    // 33.2 squares x 1.12 waste = 37.18; low: 37.18 x (470 + 90) x 1.08 + 450 = 22,938 -> 22,900; high: 37.18 x 750 x 1.08 + 700 = 30,817 -> 30,800
    expect(estimateMeasuredRoof(pricing, measured)).toEqual({ low: 22900, high: 30800, squares: 37.2 })
    expect(estimateMeasuredRoof(pricing, { ...measured, pitch: 'steep' }).low).toBeGreaterThan(22900)
    expect(() => estimateMeasuredRoof(pricing, { ...measured, measuredSquares: 0 })).toThrow(/positive/)
  })

  it('gives every material its price, in the order of data/pricing', () => {
    const tiers = tierEstimates(pricing, measured)
    expect(tiers.map((t) => t.id)).toEqual(pricing.materials.map((m) => m.id))
    expect(tiers.find((t) => t.id === 'architectural')!.estimate).toEqual(estimateMeasuredRoof(pricing, measured))
    for (let i = 1; i < tiers.length; i++) expect(tiers[i]!.estimate.low).toBeGreaterThan(tiers[i - 1]!.estimate.low)
  })

  it('takes the pitch option its rise in 12 falls in', () => {
    expect([0, 4, 5, 7, 8, 9, 10, 16, 30].map((rise) => pitchForRise(pricing, rise))).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'steep',
      'steep',
      'very-steep',
      'very-steep',
      'very-steep',
    ])
  })

  it('describes what was measured for the quote request', () => {
    const estimate = estimateMeasuredRoof(pricing, measured)
    const roof = { squares: 33.2, pitch: '6/12', date: '2023-04-12' }
    // the imagery's date as the page writes dates, not as the function answers it (2023-04-12)
    expect(describeMeasuredChoices(pricing, measured, estimate, roof, sections.texts.estimateBox.choices, 'en')).toBe(
      'Roof measured from aerial imagery of April 12, 2023: 33.2 squares, pitch 6/12; Instant estimate shown: $22,900–$30,800 (about 37.2 squares); Stories: 2 stories; Pitch: Medium (5/12 to 7/12); Material: Architectural shingles',
    )
    expect(describeMeasuredChoices(pricingEs, measured, estimate, roof, sectionsEs.texts.estimateBox.choices, 'es')).toBe(
      'Techo medido con imágenes aéreas del 12 de abril de 2023: 33.2 squares, inclinación 6/12; Estimado al instante: $22,900–$30,800 (unos 37.2 squares); Casa de 2 pisos; Inclinación: Media (de 5/12 a 7/12); Material: Tejas arquitectónicas',
    )
  })
})

describe('finding a served town in an address', () => {
  const find = (address: string) => findServedTown(address, towns)?.slug ?? null

  it.each([
    ['412 Oberlin Rd, Raleigh, NC 27605', 'raleigh'],
    ['12 main street CARY nc', 'cary'],
    ['88 Elm St, Wake Forest, NC', 'wake-forest'],
    ['88 Elm St, wake-forest', 'wake-forest'],
    ['5 Oak Ln, Fuquay Varina', 'fuquay-varina'],
    ['5 Oak Ln, Fuquay-Varina NC 27526', 'fuquay-varina'],
    ['holly springs', 'holly-springs'],
    ['1 Pine St, Zebulon, NC', 'zebulon'],
  ])('finds the town in "%s"', (address, slug) => {
    expect(find(address)).toBe(slug)
  })

  it.each([['100 Main St, Charlotte, NC'], ['22 Caryville Rd, Tennessee'], ['Wakefield Ave'], ['']])(
    'finds no served town in "%s"',
    (address) => {
      expect(find(address)).toBeNull()
    },
  )
})
