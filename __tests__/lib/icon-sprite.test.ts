import { iconSprite, missingIcons } from '../../src/lib/build/icon-sprite'
import { ICON_NAMES } from '../../src/lib/icons'

describe('the icon sprite', () => {
  const sprite = iconSprite()

  it('draws every icon name once, as a symbol with shapes and no attributes of its own that an icon could not override', () => {
    const symbols = [...sprite.svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">([\s\S]*?)<\/symbol>/g)]
    expect(symbols.map(([, id]) => id)).toEqual([...ICON_NAMES])
    // and the brand mark, in its own box and paint
    expect(sprite.svg).toMatch(/<symbol id="logo" viewBox="0 0 40 40"><rect [^>]*fill="#0F1E33"/)
    expect(sprite.ids).toContain('logo')
    for (const [, id, shapes] of symbols) {
      expect({ id, drawn: /<(path|circle|rect|line|polyline|polygon|ellipse)\b/.test(shapes ?? '') }).toEqual({ id, drawn: true })
      // lucide's own stroke settings would beat the <use>'s (the closest ancestor wins)
      expect({ id, shapes }).not.toEqual({ id, shapes: expect.stringMatching(/stroke-width|class=/) })
    }
  })

  it('is named by its content, so a page never meets a stale copy', () => {
    expect(sprite.url).toMatch(/^\/static\/i-[0-9a-f]{8}\.svg$/)
    expect(iconSprite().url).toBe(sprite.url)
  })

  it('finds an icon a page points at that the sprite lacks, or an old sprite', () => {
    const use = (href: string) => `<svg width="16" height="16" aria-hidden="true"><use href="${href}"></use></svg>`
    expect(missingIcons(use(`${sprite.url}#phone`) + use(`${sprite.url}#mail`), sprite)).toEqual([])
    expect(missingIcons(use(`${sprite.url}#fax`) + use('/static/i-00000000.svg#phone'), sprite)).toEqual([
      `${sprite.url}#fax`,
      '/static/i-00000000.svg#phone',
    ])
  })
})
