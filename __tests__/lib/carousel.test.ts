import { AUTOPLAY_MS, carouselResponsive, wrapIndex } from '../../src/lib/carousel'

describe('wrapIndex', () => {
  it('keeps an index that is inside the list', () => {
    expect([0, 1, 2].map((i) => wrapIndex(i, 3))).toEqual([0, 1, 2])
  })

  it('wraps past the end to the start', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(4, 3)).toBe(1)
    expect(wrapIndex(7, 3)).toBe(1)
  })

  it('wraps before the start to the end', () => {
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(-3, 3)).toBe(0)
    expect(wrapIndex(-4, 3)).toBe(2)
  })

  it('answers 0 for a list of one or none, never NaN', () => {
    expect(wrapIndex(1, 1)).toBe(0)
    expect(wrapIndex(-1, 1)).toBe(0)
    expect(wrapIndex(2, 0)).toBe(0)
  })
})

describe('carousel settings', () => {
  it('moves every 3500 ms (spec §9)', () => {
    expect(AUTOPLAY_MS).toBe(3500)
  })

  it('shows the given cards below 768 px, from 768 px and from 1024 px, with no gap between', () => {
    const responsive = carouselResponsive({ large: 3, medium: 2, small: 1 })
    expect(responsive.small).toEqual({ breakpoint: { min: 0, max: 767 }, items: 1 })
    expect(responsive.medium).toEqual({ breakpoint: { min: 768, max: 1023 }, items: 2 })
    expect(responsive.large?.breakpoint.min).toBe(1024)
    expect(responsive.large?.items).toBe(3)
  })
})
