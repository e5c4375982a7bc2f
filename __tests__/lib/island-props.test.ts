/** @jest-environment node */
// An island's large props move from its frame to a file named by its content (src/lib/build/island-props.ts).
import { externalizeIslandProps, PROPS_INLINE_MAX } from '../../src/lib/build/island-props'

const escape = (json: string) => json.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;')
const frame = (name: string, wake: string, props: object) =>
  `<div data-island="${name}" data-wake="${wake}" data-props="${escape(JSON.stringify(props))}" style="display:contents"><p>x</p></div>`

describe("an island's props", () => {
  const large = { cards: Array.from({ length: 200 }, (_, i) => ({ title: `Card "${i}" & <b>`, alt: "it's" })) }

  it('move to a file when large, whenever the island wakes, the file holding the JSON the island reads', () => {
    const page = `<main>${frame('ProjectsCarousel', 'near', large)}${frame('EstimateBox', 'touch', large)}</main>`
    const { html, files } = externalizeIslandProps(page)
    expect(files).toHaveLength(2)
    expect(files[0]!.name).toBe(files[1]!.name)
    expect(files[0]!.name).toMatch(/^[0-9a-f]{16}\.json$/)
    expect(JSON.parse(files[0]!.json)).toEqual(large)
    expect(html).toBe(
      `<main>${[
        ['ProjectsCarousel', 'near'],
        ['EstimateBox', 'touch'],
      ]
        .map(
          ([name, wake]) =>
            `<div data-island="${name}" data-wake="${wake}" data-props-src="/static/props/${files[0]!.name}" style="display:contents"><p>x</p></div>`,
        )
        .join('')}</main>`,
    )
  })

  it('stay in the frame while their attribute, as the page carries it, is no longer than the request would cost', () => {
    // 2 KB of JSON, but its quotes escaped make it longer in the page
    const quoted = { words: Array.from({ length: 100 }, () => '"q"') }
    expect(JSON.stringify(quoted).length).toBeLessThan(PROPS_INLINE_MAX)
    expect(escape(JSON.stringify(quoted)).length).toBeGreaterThan(PROPS_INLINE_MAX)
    expect(externalizeIslandProps(frame('DesktopNav', 'near', quoted)).files).toHaveLength(1)
    const small = frame('VideoPoster', 'near', { id: 'abc' })
    expect(externalizeIslandProps(small)).toEqual({ html: small, files: [] })
  })
})
