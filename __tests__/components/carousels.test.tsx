import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ProjectsCarousel } from '../../src/components/sections/ProjectsCarousel'
import { TestimonialsCarousel, type TestimonialCardData } from '../../src/components/sections/TestimonialsCarousel'
import { AUTOPLAY_MS } from '../../src/lib/carousel'
import { readContent, sharpFile } from '../support/images'
import { renderWithProvider } from '../support/render'

type RawTestimonial = Omit<TestimonialCardData, 'avatar'> & { avatar: string }
type RawProject = {
  id: string
  title: string
  category: string
  imageAlt: string
  date: string
  location: string
  productName: string
  illustration: boolean
  thumbnails: string[]
}

const testimonials: TestimonialCardData[] = readContent<RawTestimonial[]>('testimonials/testimonials.en.json').map((t) => ({
  ...t,
  avatar: sharpFile(`/${t.avatar}`),
}))
const projects: Queries.ProjectCardFragment[] = readContent<RawProject[]>('projects/projects.en.json').map((p) => ({
  jsonId: p.id,
  title: p.title,
  category: p.category,
  imageAlt: p.imageAlt,
  illustration: p.illustration,
  date: p.date,
  location: p.location,
  productName: p.productName,
  image: sharpFile(),
  thumbnails: p.thumbnails.map((t) => sharpFile(`/${t}`)),
}))

// jsdom is 1024 px wide: three cards show. Cards the carousel hides (clones, off-screen) are
// aria-hidden, so role queries see only the visible ones.
const visibleAuthors = () => screen.getAllByRole('figure').map((card) => card.querySelector('figcaption p')?.textContent)
const visibleProjects = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms))
// The library ignores a second move within its 400 ms transition.
const TRANSITION = 500

const reducedMotion = (reduce: boolean) =>
  jest.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("'What Our Clients Say'", () => {
  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithProvider(<TestimonialsCarousel testimonials={testimonials} />)
    return user
  }

  it('shows the cards with platform, text, author, title and town, the first three first', () => {
    setup()
    expect(visibleAuthors()).toEqual(['Karen M.', 'Marcus T.', 'Priya S.'])
    const first = screen.getAllByRole('figure')[0]!
    expect(within(first).getByText('Google review')).toBeInTheDocument()
    expect(within(first).getByText(/replaced our roof in two days/)).toBeInTheDocument()
    expect(within(first).getByText('Homeowner, Cary')).toBeInTheDocument()
    expect(within(first).getByText('K')).toBeInTheDocument()
  })

  it('has named previous and next buttons that move it, and loops past both ends', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(visibleAuthors()).toEqual(['Marcus T.', 'Priya S.', 'James W.'])
    await wait(TRANSITION)
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    await wait(TRANSITION)
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(visibleAuthors()).toEqual(['Linda B.', 'Karen M.', 'Marcus T.'])
  })

  it('moves with the arrow keys once focused', async () => {
    const user = setup()
    act(() => screen.getByRole('group', { name: 'Client testimonials' }).focus())
    await user.keyboard('{ArrowRight}')
    expect(visibleAuthors()[0]).toBe('Marcus T.')
    await wait(TRANSITION)
    await user.keyboard('{ArrowLeft}')
    expect(visibleAuthors()[0]).toBe('Karen M.')
  })

  it(`moves on its own every ${AUTOPLAY_MS} ms`, async () => {
    setup()
    await wait(AUTOPLAY_MS - 10)
    expect(visibleAuthors()[0]).toBe('Karen M.')
    await wait(10)
    expect(visibleAuthors()[0]).toBe('Marcus T.')
    await wait(AUTOPLAY_MS)
    expect(visibleAuthors()[0]).toBe('Priya S.')
  })

  it('stops moving for good once the visitor uses it', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(visibleAuthors()[0]).toBe('Marcus T.')
    await wait(AUTOPLAY_MS * 4)
    expect(visibleAuthors()[0]).toBe('Marcus T.')
    // The toggle now offers to play again: the visitor's stop counts as a pause.
    expect(screen.getByRole('button', { name: 'Play the testimonials' })).toBeInTheDocument()
  })

  it('also stops when keyboard focus enters it', async () => {
    setup()
    act(() => screen.getByRole('group', { name: 'Client testimonials' }).focus())
    await wait(AUTOPLAY_MS * 2)
    expect(visibleAuthors()[0]).toBe('Karen M.')
  })

  it('has a visible pause control that says what it will do', async () => {
    const user = setup()
    const toggle = screen.getByRole('button', { name: 'Pause the testimonials' })
    expect(toggle).toHaveTextContent('Pause')
    await user.click(toggle)
    expect(toggle).toHaveAccessibleName('Play the testimonials')
    await wait(AUTOPLAY_MS * 3)
    expect(visibleAuthors()[0]).toBe('Karen M.')
    await user.click(toggle)
    expect(toggle).toHaveAccessibleName('Pause the testimonials')
    await wait(AUTOPLAY_MS)
    expect(visibleAuthors()[0]).toBe('Marcus T.')
  })

  it('never moves on its own, and offers no pause, when the visitor prefers reduced motion', async () => {
    const original = window.matchMedia
    window.matchMedia = reducedMotion(true)
    try {
      setup()
      await wait(AUTOPLAY_MS * 3)
      expect(visibleAuthors()[0]).toBe('Karen M.')
      expect(screen.queryByRole('button', { name: /^(Pause|Play) the testimonials$/ })).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument()
    } finally {
      window.matchMedia = original
    }
  })
})

describe('Recent projects', () => {
  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithProvider(<ProjectsCarousel projects={projects} />)
    return user
  }

  it("shows project cards with at most four thumbnails and a '+N more' tile", () => {
    setup()
    const first = screen.getAllByRole('article')[0]!
    expect(within(first).getByRole('heading')).toHaveTextContent('Highland Park Roof Replacement')
    const photos = within(first).getByRole('list', { name: 'Project photos' })
    expect(within(photos).getAllByRole('listitem')).toHaveLength(5)
    expect(within(photos).getByText('+4 more')).toBeInTheDocument()
  })

  it('labels a drawn image "Illustration" for the eyes, and a real photo (illustration cleared in data) not at all', () => {
    const [drawn, photo] = [projects[0]!, { ...projects[1]!, illustration: false }]
    renderWithProvider(<ProjectsCarousel projects={[drawn, photo]} />)
    const card = (title: string) => screen.getAllByRole('article', { hidden: true }).find((a) => a.textContent?.includes(title))!
    expect(within(card(drawn.title)).getByText('Illustration', { ignore: '' })).toBeInTheDocument()
    expect(within(card(photo.title)).queryByText('Illustration', { ignore: '' })).not.toBeInTheDocument()
  })

  it("writes its date from the ISO date, in the page's language", () => {
    setup()
    expect(within(screen.getAllByRole('article')[0]!).getByText('May 9, 2023')).toHaveAttribute('datetime', '2023-05-09')
  })

  it(`keeps moving every ${AUTOPLAY_MS} ms after the visitor uses it`, async () => {
    const user = setup()
    const start = visibleProjects()[0]
    await user.click(screen.getByRole('button', { name: 'Next project' }))
    const second = visibleProjects()[0]
    expect(second).not.toBe(start)
    await wait(AUTOPLAY_MS)
    expect(visibleProjects()[0]).not.toBe(second)
  })

  it('pauses while the mouse is over the cards and goes on when it leaves', async () => {
    const user = setup()
    const slides = screen.getByRole('group', { name: 'Recent projects' })
    await user.hover(slides)
    const held = visibleProjects()[0]
    await wait(AUTOPLAY_MS * 3)
    expect(visibleProjects()[0]).toBe(held)
    await user.unhover(slides)
    await wait(AUTOPLAY_MS)
    expect(visibleProjects()[0]).not.toBe(held)
  })

  it('has a visible pause control', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Pause the projects' }))
    const held = visibleProjects()[0]
    await wait(AUTOPLAY_MS * 3)
    expect(visibleProjects()[0]).toBe(held)
    expect(screen.getByRole('button', { name: 'Play the projects' })).toBeInTheDocument()
  })

  it('never moves on its own with reduced motion', async () => {
    const original = window.matchMedia
    window.matchMedia = reducedMotion(true)
    try {
      setup()
      const first = visibleProjects()[0]
      await wait(AUTOPLAY_MS * 3)
      expect(visibleProjects()[0]).toBe(first)
      expect(screen.queryByRole('button', { name: 'Pause the projects' })).not.toBeInTheDocument()
    } finally {
      window.matchMedia = original
    }
  })

  it("links to every project with 'View All Projects'", () => {
    setup()
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects/')
  })
})
