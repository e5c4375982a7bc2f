import { fireEvent, screen } from '@testing-library/react'
import { Avatar } from '../../src/components/sections/Avatar'
import { renderWithProvider } from '../support/render'

const avatarOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-status]')!
const imageOf = (container: HTMLElement) => container.querySelector('img')

describe('Avatar', () => {
  it('shows the first letter, and no image, when there is no photo (idle)', () => {
    const { container } = renderWithProvider(<Avatar name="karen M." />)
    expect(avatarOf(container)).toHaveAttribute('data-status', 'idle')
    expect(screen.getByText('K')).toBeVisible()
    expect(imageOf(container)).toBeNull()
  })

  it('shows the letter while the photo loads, the photo once it has', () => {
    const { container } = renderWithProvider(<Avatar name="Marcus T." src="/avatars/marcus.jpg" />)
    const img = imageOf(container)!
    expect(avatarOf(container)).toHaveAttribute('data-status', 'loading')
    expect(screen.getByText('M')).toBeVisible()
    expect(img).not.toBeVisible()
    // The name is written next to the avatar, so the photo adds nothing for a screen reader.
    expect(img).toHaveAttribute('alt', '')

    fireEvent.load(img)
    expect(avatarOf(container)).toHaveAttribute('data-status', 'loaded')
    expect(img).toBeVisible()
    expect(screen.queryByText('M')).not.toBeInTheDocument()
  })

  it('keeps the letter when the photo fails', () => {
    const { container } = renderWithProvider(<Avatar name="Priya S." src="/avatars/missing.jpg" />)
    fireEvent.error(imageOf(container)!)
    expect(avatarOf(container)).toHaveAttribute('data-status', 'error')
    expect(screen.getByText('P')).toBeVisible()
    expect(imageOf(container)).toBeNull()
  })

  it('is named by its alt text when the name is not written beside it', () => {
    renderWithProvider(<Avatar name="James W." src="/avatars/james.jpg" alt="James W." />)
    expect(screen.getByRole('img', { name: 'James W.' })).toBeInTheDocument()
  })

  it('offers the WebP files as its candidates, sized to the avatar, not the screen', () => {
    const { container } = renderWithProvider(
      <Avatar
        name="Karen M."
        size={48}
        src="/a/karen-48.jpg"
        srcSet={'/a/karen-48.jpg 48w,\n/a/karen-96.jpg 96w'}
        sources={[{ type: 'image/webp', srcSet: '/a/karen-48.webp 48w,\n/a/karen-96.webp 96w' }]}
      />,
    )
    expect(container.querySelector('picture, source')).toBeNull()
    expect(imageOf(container)).toHaveAttribute('srcset', '/a/karen-48.webp 48w,\n/a/karen-96.webp 96w')
    expect(imageOf(container)).toHaveAttribute('sizes', '48px')
  })
})
