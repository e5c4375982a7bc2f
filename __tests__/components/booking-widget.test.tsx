import { act, screen, waitFor } from '@testing-library/react'
import { BOOKING_SCRIPT, BookingWidget } from '../../src/components/sections/BookingWidget'
import { ReviewLinks } from '../../src/components/sections/ReviewLinks'
import { renderWithProvider } from '../support/render'

const URL = 'https://calendly.com/harlanfamilyroofing/10min'

// An IntersectionObserver the test drives: scroll the section in and out of view by hand.
let observed: Array<{ callback: IntersectionObserverCallback; element?: Element }> = []
class TestObserver {
  private entry: { callback: IntersectionObserverCallback; element?: Element }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback }
    observed.push(this.entry)
  }
  observe(element: Element) {
    this.entry.element = element
  }
  unobserve() {}
  disconnect() {
    observed = observed.filter((e) => e !== this.entry)
  }
  takeRecords() {
    return []
  }
}
const scrollTo = (isIntersecting: boolean) =>
  act(() =>
    observed.forEach(({ callback, element }) =>
      callback([{ isIntersecting, target: element } as IntersectionObserverEntry], {} as IntersectionObserver),
    ),
  )

const scripts = () => Array.from(document.body.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === BOOKING_SCRIPT)

const original = globalThis.IntersectionObserver
beforeEach(() => {
  observed = []
  globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver
})
afterEach(() => {
  globalThis.IntersectionObserver = original
})

describe('booking widget', () => {
  it('is the inline widget box for the booking URL, 600 px high and at least 250 px wide', () => {
    const { container } = renderWithProvider(<BookingWidget url={URL} />)
    const widget = container.querySelector<HTMLElement>('.calendly-inline-widget')!
    expect(widget).toHaveAttribute('data-url', URL)
    expect(widget.style.height).toBe('600px')
    expect(widget.style.minWidth).toBe('250px')
  })

  it('adds its script only when the section comes into view, and removes it when it leaves', () => {
    renderWithProvider(<BookingWidget url={URL} />)
    expect(scripts()).toHaveLength(0)
    scrollTo(true)
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0]!.async).toBe(true)
    scrollTo(false)
    expect(scripts()).toHaveLength(0)
    scrollTo(true)
    expect(scripts()).toHaveLength(1)
  })

  it('removes its script when the section goes away', () => {
    const { unmount } = renderWithProvider(<BookingWidget url={URL} />)
    scrollTo(true)
    unmount()
    expect(scripts()).toHaveLength(0)
  })

  it('offers the booking page until the calendar has arrived, and if it never does', async () => {
    const { container } = renderWithProvider(<BookingWidget url={URL} />)
    scrollTo(true)
    const link = screen.getByRole('link', { name: 'Open the booking page' })
    expect(link).toHaveAttribute('href', URL)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    // What Calendly's script does once it runs: its iframe goes into the widget box.
    act(() => {
      container.querySelector('.calendly-inline-widget')!.appendChild(document.createElement('iframe'))
    })
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open the booking page' })).not.toBeInTheDocument())
  })

  it('renders nothing, and loads nothing, without a booking URL', () => {
    for (const url of ['', null, undefined]) {
      const { container, unmount } = renderWithProvider(<BookingWidget url={url} />)
      scrollTo(true)
      expect(container).toBeEmptyDOMElement()
      expect(scripts()).toHaveLength(0)
      unmount()
    }
  })
})

describe('review links', () => {
  it('links to each review site that has an address, in a new tab', () => {
    renderWithProvider(
      <ReviewLinks
        sites={[
          { name: 'Google', url: 'https://g.page/r/example/review' },
          { name: 'Yelp', url: '' },
          { name: 'Facebook', url: 'https://www.facebook.com/example/reviews' },
        ]}
      />,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://g.page/r/example/review',
      'https://www.facebook.com/example/reviews',
    ])
    expect(links[0]).toHaveAccessibleName('Google reviews (opens in a new tab)')
    expect(links[0]).toHaveAttribute('target', '_blank')
    expect(screen.queryByText(/Yelp/)).not.toBeInTheDocument()
  })

  it('renders nothing when no site has an address', () => {
    const { container } = renderWithProvider(<ReviewLinks sites={[{ name: 'Yelp', url: null }]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
