/** @jest-environment node */
// An island's large props move from its frame to a file named by its content (src/lib/build/island-props.ts).
import { externalizeIslandProps, PROPS_INLINE_MAX } from '../../src/lib/build/island-props'

const escape = (json: string) => json.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;')
const frame = (name: string, wake: string, props: object) =>
  `<div data-island="${name}" data-wake="${wake}" data-props="${escape(JSON.stringify(props))}" style="display:contents"><p>x</p></div>`

describe("an island's props", () => {
  const large = { cards: Array.from({ length: 200 }, (_, i) => ({ title: `Card "${i}" & <b>`, alt: "it's" })) }

  it('move to a file when large and read on a near wake, the file holding the JSON the island reads', () => {
    const page = `<main>${frame('ProjectsCarousel', 'near', large)}${frame('ProjectsCarousel', 'near', large)}</main>`
    const { html, files } = externalizeIslandProps(page)
    expect(files).toHaveLength(2)
    expect(files[0]!.name).toBe(files[1]!.name)
    expect(files[0]!.name).toMatch(/^[0-9a-f]{16}\.json$/)
    expect(JSON.parse(files[0]!.json)).toEqual(large)
    expect(html).toBe(
      `<main>${[0, 1].map(() => `<div data-island="ProjectsCarousel" data-wake="near" data-props-src="/static/props/${files[0]!.name}" style="display:contents"><p>x</p></div>`).join('')}</main>`,
    )
  })

  it('stay in the frame when small, or when the island wakes on a touch (its first answer waits for no request)', () => {
    const small = frame('VideoPoster', 'near', { id: 'abc' })
    const touched = frame('EstimateBox', 'touch', large)
    expect(JSON.stringify(large).length).toBeGreaterThan(PROPS_INLINE_MAX)
    expect(externalizeIslandProps(small + touched)).toEqual({ html: small + touched, files: [] })
  })
})
