import { mergeConfigs } from '@chakra-ui/react'
import { mergeSharing, mergeSiteConfigs, siteConfigs } from '../../src/theme/system'

describe("the site's Chakra configs merged without deep copies (mergeSharing)", () => {
  it("gives what Chakra's own mergeConfigs gives for the site's configs, and changes none of them", () => {
    const before = JSON.stringify(siteConfigs)
    const ours = mergeSiteConfigs()
    expect(JSON.stringify(siteConfigs)).toBe(before)
    expect(ours).toEqual(mergeConfigs(...siteConfigs))
    // the functions (style utilities' transforms) are the same ones
    expect(ours.utilities?.color?.transform).toBe(siteConfigs[0].utilities?.color?.transform)
  })

  it('merges objects key by key and arrays item by item; anything else, and undefined, as Chakra does', () => {
    const target = { a: { x: 1, y: [1, { k: 1 }, 3] }, b: 'keep', c: { deep: { v: 1 } } }
    const source = { a: { y: [9, { j: 2 }] }, b: undefined, c: 'replaced', d: { new: true } }
    const frozen = JSON.stringify([target, source])
    expect(mergeSharing(target, source)).toEqual({ a: { x: 1, y: [9, { k: 1, j: 2 }, 3] }, b: 'keep', c: 'replaced', d: { new: true } })
    expect(JSON.stringify([target, source])).toBe(frozen)
  })

  it('shares what only one side has, and copies what both have', () => {
    const shared = { only: 'source' }
    const target = { both: { t: 1 } }
    const merged = mergeSharing(target, { both: { s: 2 }, shared }) as Record<string, unknown>
    expect(merged.shared).toBe(shared)
    expect(merged.both).not.toBe(target.both)
  })
})
