import { drawOffscreenOnFirstUse } from '../../src/lib/page-script/draw-offscreen'

/** A section skipped off screen, `top` px from the screen's top, `height` px tall until drawn and `drawn` px after. */
function section(top: number, height: number, drawn: number) {
  const element = document.createElement('div')
  element.dataset.offscreen = ''
  element.style.contentVisibility = 'auto'
  element.getBoundingClientRect = () => {
    const h = element.style.contentVisibility === 'visible' ? drawn : height
    return { top, bottom: top + h, height: h, left: 0, right: 375, width: 375, x: 0, y: top, toJSON: () => ({}) }
  }
  document.body.append(element)
  return element
}

describe('sections skipped off screen, drawn after the first use', () => {
  const scrollBy = jest.fn()
  beforeEach(() => {
    document.body.innerHTML = ''
    delete document.documentElement.dataset.drawing
    scrollBy.mockReset()
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy
    window.requestIdleCallback = ((draw: () => void) => setTimeout(draw, 0)) as unknown as typeof window.requestIdleCallback
  })

  const drawAll = async (anchored: boolean) => {
    window.CSS = { supports: (property: string) => anchored && property === 'overflow-anchor' } as unknown as typeof CSS
    drawOffscreenOnFirstUse(['scroll', 'keydown'])
    window.dispatchEvent(new Event('scroll'))
    expect(document.documentElement.dataset.drawing).toBe('')
    // every section drawn, one per idle moment: the mark goes when none is left
    while (document.documentElement.dataset.drawing !== undefined) await new Promise((resolve) => setTimeout(resolve, 0))
  }

  it('moves the page with a section above the screen that changes height, where the browser keeps no scroll anchor (Safari)', async () => {
    const above = section(-3000, 1000, 3400)
    const below = section(900, 1000, 600)
    await drawAll(false)
    expect([above.dataset.drawn, below.dataset.drawn]).toEqual(['', ''])
    expect(scrollBy.mock.calls).toEqual([[{ top: 2400, behavior: 'instant' }]])
  })

  it('leaves the scrolling to a browser that keeps its own anchor', async () => {
    section(-3000, 1000, 3400)
    await drawAll(true)
    expect(scrollBy).not.toHaveBeenCalled()
  })
})
