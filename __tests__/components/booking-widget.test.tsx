import { act, screen } from '@testing-library/react'
import { BookingWidget } from '../../src/components/sections/BookingWidget'
import { ReviewLinks } from '../../src/components/sections/ReviewLinks'
import { renderWithProvider } from '../support/render'

const BOOKING_URL = 'https://calendly.com/harlanfamilyroofing/10min'

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

const frames = () => Array.from(document.querySelectorAll('iframe'))

const original = globalThis.IntersectionObserver
beforeEach(() => {
  observed = []
  globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver
})
afterEach(() => {
  globalThis.IntersectionObserver = original
})

/** What Calendly's page posts to the page that frames it once it has drawn itself. */
const calendarSays = (frame: HTMLIFrameElement, origin = 'https://calendly.com', data: unknown = { event: 'calendly.event_type_viewed' }) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data, source: frame.contentWindow }))
  })

describe('booking calendar', () => {
  it('is a box 600 px high and at least 250 px wide, with no third-party script and no frame before it comes into view', () => {
    renderWithProvider(<BookingWidget url={BOOKING_URL} />)
    expect(frames()).toHaveLength(0)
    expect(document.querySelectorAll('script')).toHaveLength(0)
    const box = screen.getByRole('link', { name: 'Open the booking page' }).closest('div[class]')!.parentElement!
    expect(getComputedStyle(box)).toMatchObject({ height: '600px', minWidth: '250px' })
  })

  it("frames Calendly's booking page once the section comes into view, and keeps it when it leaves", () => {
    renderWithProvider(<BookingWidget url={BOOKING_URL} />)
    scrollTo(true)
    expect(frames()).toHaveLength(1)
    const src = new URL(frames()[0]!.src)
    expect(`${src.origin}${src.pathname}`).toBe(BOOKING_URL)
    expect(Object.fromEntries(src.searchParams)).toEqual({ embed_domain: 'localhost', embed_type: 'Inline' })
    expect(frames()[0]).toHaveAttribute('title', 'Booking calendar (Calendly)')
    expect(document.querySelectorAll('script')).toHaveLength(0)
    scrollTo(false)
    expect(frames()).toHaveLength(1)
  })

  it('offers the booking page until the calendar says it has drawn itself, and if it never does', () => {
    renderWithProvider(<BookingWidget url={BOOKING_URL} />)
    scrollTo(true)
    const link = screen.getByRole('link', { name: 'Open the booking page' })
    expect(link).toHaveAttribute('href', BOOKING_URL)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    const frame = frames()[0]!
    // messages from any other origin or sender, or of another shape, change nothing
    calendarSays(frame, 'https://calendly.com.evil.example')
    calendarSays(frame, 'https://calendly.com', 'calendly.event_type_viewed')
    calendarSays(frame, 'https://calendly.com', { event: 'other.thing' })
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://calendly.com', data: { event: 'calendly.event_type_viewed' }, source: window }),
      )
    })
    expect(screen.getByRole('link', { name: 'Open the booking page' })).toBeInTheDocument()
    expect(frame.style.visibility).toBe('hidden') // behind the link, out of the tab order and unread
    calendarSays(frame)
    expect(screen.queryByRole('link', { name: 'Open the booking page' })).not.toBeInTheDocument()
    expect(frame.style.visibility).toBe('visible')
  })

  it('frames only a calendly.com page: another booking address gets the link alone', () => {
    renderWithProvider(<BookingWidget url="https://booking.example.com/roof" />)
    scrollTo(true)
    expect(frames()).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Open the booking page' })).toHaveAttribute('href', 'https://booking.example.com/roof')
  })

  it('renders nothing, and loads nothing, without a booking URL', () => {
    for (const url of ['', null, undefined]) {
      const { container, unmount } = renderWithProvider(<BookingWidget url={url} />)
      scrollTo(true)
      expect(container).toBeEmptyDOMElement()
      expect(frames()).toHaveLength(0)
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
