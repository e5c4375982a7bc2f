/** @jest-environment node */
import { serializeStyles } from '@emotion/serialize'
import { createEmotionCache } from '../../src/components/ui/emotion-cache'

/** The CSS the server's Emotion cache writes for `styles` under `.x`. */
function css(styles: string) {
  const cache = createEmotionCache()
  const serialized = serializeStyles([styles], cache.registered)
  return cache.insert('.x', serialized, cache.sheet, false) as unknown as string
}

describe("Emotion's vendor prefixes, for the site's browsers only", () => {
  it('writes no prefix a browser of the browserslist does not need', () => {
    const out = css(
      'display:flex;align-items:center;justify-content:space-between;flex-direction:column;flex-shrink:0;transform:translateY(-2px);translate:0 4px;transition:opacity 0.2s;column-gap:4px;&::placeholder{color:gray;}',
    )
    expect(out).toBe(
      '.x{display:flex;align-items:center;justify-content:space-between;flex-direction:column;flex-shrink:0;transform:translateY(-2px);translate:0 4px;transition:opacity 0.2s;column-gap:4px;}.x::placeholder{color:gray;}',
    )
  })

  it('writes no -webkit- copy of an animation', () => {
    expect(css('@keyframes spin{to{transform:rotate(360deg);}}')).toBe('@keyframes spin{to{transform:rotate(360deg);}}')
  })

  it('keeps the -webkit- prefix Safari or Chrome still needs, before the standard property', () => {
    expect(
      css(
        'user-select:none;backdrop-filter:blur(8px);appearance:none;text-decoration:underline dotted;hyphens:auto;background-clip:text;mask-image:linear-gradient(black, transparent);box-decoration-break:clone;',
      ),
    ).toBe(
      '.x{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);-webkit-appearance:none;appearance:none;-webkit-text-decoration:underline dotted;text-decoration:underline dotted;-webkit-hyphens:auto;hyphens:auto;-webkit-background-clip:text;background-clip:text;-webkit-mask-image:linear-gradient(black, transparent);mask-image:linear-gradient(black, transparent);-webkit-box-decoration-break:clone;box-decoration-break:clone;}',
    )
  })

  it('keeps the prefixed sizes Firefox before 94 and Chrome need for fit-content and stretch', () => {
    expect(css('width:fit-content;max-height:stretch;height:10px;')).toBe(
      '.x{width:-moz-fit-content;width:fit-content;max-height:-webkit-fill-available;max-height:-moz-available;max-height:stretch;height:10px;}',
    )
  })

  it('leaves prefixes the author wrote as they are', () => {
    expect(css('display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;')).toBe(
      '.x{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;}',
    )
  })
})
