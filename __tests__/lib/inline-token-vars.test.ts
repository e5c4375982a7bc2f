/** @jest-environment node */
import { inlineTokenVars } from '../../src/lib/build/inline-token-vars'

const ROOT = ':where(html, .chakra-theme)'
const tokens = `@layer tokens{${ROOT}{--chakra-colors-navy-900:#0F1E33;--chakra-colors-fg:var(--chakra-colors-navy-900);--chakra-spacing-4:1rem;--chakra-fonts-body:'Inter', sans-serif;--chakra-colors-color-palette-solid:var(--chakra-colors-navy-900);--chakra-sizes-overridden:10px;}}`

describe('token variables written as their values in the server-rendered style sheets', () => {
  it('replaces var(--token) by its value, through tokens defined by tokens, and keeps the root block', () => {
    const [root, rules] = inlineTokenVars(
      [tokens, '.a{color:var(--chakra-colors-fg);padding:calc(var(--chakra-spacing-4) * -1);font-family:var(--chakra-fonts-body);}'],
      ROOT,
    )
    expect(root).toBe(tokens)
    expect(rules).toBe(".a{color:#0F1E33;padding:calc(1rem * -1);font-family:'Inter', sans-serif;}")
  })

  it('leaves variables set anywhere else, the colour palette, fallbacks and unknown names alone', () => {
    const css = [
      '.b{--chakra-sizes-overridden:20px;width:var(--chakra-sizes-overridden);}',
      '.c{background:var(--chakra-colors-color-palette-solid);color:var(--chakra-colors-fg, red);border-color:var(--unknown);}',
    ]
    const [, b, c] = inlineTokenVars([tokens, ...css], ROOT)
    expect(b).toBe(css[0])
    expect(c).toBe(css[1])
  })

  it('leaves a var() whose value would run into the text beside it', () => {
    const css =
      '.d{margin:-var(--chakra-spacing-4);padding:var(--chakra-spacing-4)var(--chakra-spacing-4);gap:var(--chakra-spacing-4)!important;}'
    const [, d] = inlineTokenVars([tokens, css], ROOT)
    expect(d).toBe('.d{margin:-var(--chakra-spacing-4);padding:var(--chakra-spacing-4)var(--chakra-spacing-4);gap:1rem!important;}')
  })

  it('changes nothing on a page without a token block', () => {
    const sheets = ['.e{color:var(--chakra-colors-fg);}']
    expect(inlineTokenVars(sheets, ROOT)).toEqual(sheets)
  })
})
