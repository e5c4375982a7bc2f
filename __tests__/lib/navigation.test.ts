import { hasFullHeader } from '../../src/lib/navigation'

describe('which pages have the full header', () => {
  const towns = [{ slug: 'cary' }, { slug: 'wake-forest' }]

  it('is home and the town pages, with or without the trailing slash', () => {
    expect(['/', '/cary/', '/wake-forest', '/cary'].map((path) => hasFullHeader(path, towns))).toEqual([true, true, true, true])
  })

  it('is no other page, not even one whose path starts like a town', () => {
    const others = ['/about/', '/services/roof-repair/', '/cary/extra/', '/blog/cary/', '/404/', '/wake/']
    expect(others.filter((path) => hasFullHeader(path, towns))).toEqual([])
  })
})
