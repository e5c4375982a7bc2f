import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { YouTubeFacade } from '../../src/components/media/YouTubeFacade'
import { VideoTestimonials, type VideoTestimonialData } from '../../src/components/sections/VideoTestimonials'
import { readContent, sharpFile, testImage } from '../support/images'
import { renderWithProvider } from '../support/render'

const testimonials: VideoTestimonialData[] = readContent<Array<Omit<VideoTestimonialData, 'poster'> & { poster: string }>>(
  'video-testimonials/video-testimonials.en.json',
).map((t) => ({ ...t, poster: sharpFile(`/${t.poster.replace(/^\.\.\//, '')}`) }))

const player = () => document.querySelector('iframe')
/** Anything on the page that would make the browser ask YouTube for something. */
const youTubeRequests = () =>
  Array.from(document.querySelectorAll('[src], [srcset], [href]')).filter((el) => /youtube|ytimg/.test(el.outerHTML))
const shownName = () => screen.getByRole('figure').querySelector('figcaption p')?.textContent

const setup = () => {
  const user = userEvent.setup()
  renderWithProvider(<VideoTestimonials testimonials={testimonials} />)
  return user
}

describe('video testimonials', () => {
  it('shows the first testimonial: poster, play button, quote, name and project, and where it is of 3', () => {
    setup()
    expect(shownName()).toBe('Robert & Ellen Parrish')
    expect(screen.getByText('Residential Roofing')).toBeInTheDocument()
    expect(screen.getByText(/photos of every soft spot/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play video: Robert & Ellen Parrish, Residential Roofing' })).toBeInTheDocument()
    const position = screen.getByText('1 of 3')
    expect(position).toHaveAttribute('aria-live', 'polite')
  })

  it('asks nothing of YouTube before the click', () => {
    setup()
    expect(player()).toBeNull()
    expect(youTubeRequests()).toEqual([])
    // The poster is our own copy, not YouTube's thumbnail.
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/video/testimonial-1.jpg')
  })

  it('swaps in the privacy-enhanced player, autoplaying, when the poster is clicked', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: /^Play video:/ }))
    const frame = player()!
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/hFr8kQ2vLmX?autoplay=1&rel=0')
    expect(frame).toHaveAttribute('title', 'Robert & Ellen Parrish, Residential Roofing')
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture')
    expect(frame).toHaveAttribute('allowfullscreen')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('button', { name: /^Play video:/ })).not.toBeInTheDocument()
  })

  it('wraps from the last to the first with next, and from the first to the last with previous', async () => {
    const user = setup()
    const next = screen.getByRole('button', { name: 'Next video testimonial' })
    const previous = screen.getByRole('button', { name: 'Previous video testimonial' })
    await user.click(previous)
    expect(shownName()).toBe('Mike Alvarez')
    expect(screen.getByText('3 of 3')).toBeInTheDocument()
    await user.click(next)
    expect(shownName()).toBe('Robert & Ellen Parrish')
    await user.click(next)
    await user.click(next)
    expect(shownName()).toBe('Mike Alvarez')
    await user.click(next)
    expect(shownName()).toBe('Robert & Ellen Parrish')
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
  })

  it('puts the player back to its poster on any move, in either direction', async () => {
    const user = setup()
    for (const direction of ['Next', 'Previous']) {
      await user.click(screen.getByRole('button', { name: /^Play video:/ }))
      expect(player()).not.toBeNull()
      await user.click(screen.getByRole('button', { name: `${direction} video testimonial` }))
      expect(player()).toBeNull()
      expect(screen.getByRole('button', { name: /^Play video:/ })).toBeInTheDocument()
    }
    // Back where it started: the first video is on its poster too, not playing unseen.
    expect(shownName()).toBe('Robert & Ellen Parrish')
    expect(player()).toBeNull()
  })
})

describe('YouTubeFacade on its own', () => {
  it('keeps its own state when no one controls it', async () => {
    const user = userEvent.setup()
    renderWithProvider(<YouTubeFacade videoId="abc" title="Our story" poster={testImage()} />)
    const play = screen.getByRole('button', { name: 'Play video: Our story' })
    expect(play.tagName).toBe('BUTTON')
    await user.click(play)
    expect(player()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0')
  })

  it('goes back to its poster when its controller says so', async () => {
    const user = userEvent.setup()
    const onPlay = jest.fn()
    const { rerender } = renderWithProvider(<YouTubeFacade videoId="abc" title="Our story" playing={false} onPlay={onPlay} />)
    await user.click(screen.getByRole('button', { name: 'Play video: Our story' }))
    expect(onPlay).toHaveBeenCalledTimes(1)
    rerender(<YouTubeFacade videoId="abc" title="Our story" playing onPlay={onPlay} />)
    expect(player()).not.toBeNull()
    rerender(<YouTubeFacade videoId="abc" title="Our story" playing={false} onPlay={onPlay} />)
    expect(player()).toBeNull()
  })
})
