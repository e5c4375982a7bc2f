/** @jest-environment node */
// Content placed into HTML (or SVG) outside React is escaped: a brand that holds markup stays text.
import site from '../../data/site/site.en.json'
import towns from '../../data/towns/towns.en.json'
import { cardOverlay } from '../../src/lib/build/og-images'
import { jsonLdText, roofingContractor } from '../../src/lib/structured-data'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { adminPage } = require('../../scripts/admin-page.cjs') as { adminPage: (title: string, scripts: string[]) => string }

const BRAND = 'Harlan</title><script>alert(1)</script> & "Sons"'

describe('a brand name that holds markup', () => {
  it("stays the editor page's title, and adds no script to it", () => {
    const html = adminPage(`Content editor · ${BRAND}`, ['editor-1.js'])
    expect(html).toContain(
      '<title>Content editor · Harlan&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot;</title>',
    )
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<\/title>/g)).toHaveLength(1)
  })

  it('cannot end the JSON-LD script it is written into', () => {
    const text = jsonLdText(roofingContractor({ ...site, brand: BRAND }, towns, { logo: 'https://x/l.png', image: 'https://x/i.jpg' }))
    expect(text).not.toMatch(/<\/?script/i)
    expect((JSON.parse(text) as { name: string }).name).toBe(BRAND)
  })

  it("stays words on a page's social card", () => {
    const svg = cardOverlay({ file: 'x.jpg', image: 'x.jpg', title: `<tspan>${BRAND}`, eyebrow: '<a href="x">' }, BRAND).toString()
    expect(svg).not.toMatch(/<(script|tspan|a)\b/i)
    expect(svg).toContain('Harlan&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot;')
  })
})
