import { render } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { intrinsicSize, Picture, PreloadImage, smallSlotFile } from '../../src/components/ui/Picture'

const constrained: IGatsbyImageData = {
  layout: 'constrained',
  width: 480,
  height: 320,
  backgroundColor: '#a0a0a0',
  images: {
    fallback: { src: '/a-480.jpg', srcSet: '/a-240.jpg 240w,\n/a-480.jpg 480w', sizes: '(min-width: 480px) 480px, 100vw' },
    sources: [
      { type: 'image/avif', srcSet: '/a-240.avif 240w,\n/a-480.avif 480w', sizes: '(min-width: 480px) 480px, 100vw' },
      { type: 'image/webp', srcSet: '/a-240.webp 240w,\n/a-480.webp 480w', sizes: '(min-width: 480px) 480px, 100vw' },
    ],
  },
}
const fullWidth: IGatsbyImageData = {
  ...constrained,
  layout: 'fullWidth',
  width: 1,
  height: 0.5625,
  images: { fallback: { src: '/h.jpg', srcSet: '/h-480.jpg 480w,\n/h-1920.jpg 1920w' } },
}

describe('Picture', () => {
  it('renders one plain img the browser loads by itself: the WebP files as candidates, the JPEG as src, sizes, a reserved box', () => {
    const { container } = render(<Picture image={constrained} alt="A new roof" sizes="300px" />)
    expect(container.querySelector('picture, source')).toBeNull()
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('srcset', '/a-240.webp 240w,\n/a-480.webp 480w')
    expect(img).toHaveAttribute('sizes', '300px')
    expect(img).toHaveAttribute('src', '/a-480.jpg')
    expect(img).toHaveAttribute('alt', 'A new roof')
    expect(img).toHaveAttribute('width', '480')
    expect(img).toHaveAttribute('height', '320')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
    // Nothing waits for a script to show it.
    expect((img as HTMLElement).style.opacity).toBe('')
  })

  it('gives a thumbnail one file, sharp at twice its slot, and no list of candidates', () => {
    const { container } = render(<Picture image={constrained} alt="" sizes="64px" />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('src', '/a-240.webp')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    expect(smallSlotFile('/a-96.webp 96w,\n/a-192.webp 192w', '64px')).toBe('/a-192.webp')
    expect(smallSlotFile('/a-96.webp 96w,\n/a-192.webp 192w', '96px')).toBe('/a-192.webp')
    expect(smallSlotFile('/a-96.webp 96w', '64px')).toBe('/a-96.webp')
    // a wider or a fluid slot keeps its candidates
    expect(smallSlotFile('/a-96.webp 96w,\n/a-192.webp 192w', '120px')).toBeUndefined()
    expect(smallSlotFile('/a-96.webp 96w', '(min-width: 480px) 64px, 20vw')).toBeUndefined()
  })

  it('leaves display and height to the reset: its style sets only the width and the colour behind it', () => {
    const img = render(<Picture image={constrained} alt="" />).container.querySelector('img')!
    expect(img.getAttribute('style')).toBe('width: 100%; background-color: rgb(160, 160, 160);')
  })

  it('fetches the LCP image first and at once', () => {
    const { container } = render(<Picture image={constrained} alt="" priority="high" fill />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img.style.objectFit).toBe('cover')
  })

  it('gives a full-width image whole-number dimensions in its own aspect ratio', () => {
    expect(intrinsicSize(fullWidth)).toEqual({ width: 1920, height: 1080 })
    expect(intrinsicSize(constrained)).toEqual({ width: 480, height: 320 })
  })

  it('preloads the files the image picks from (the WebP ones) with the same sizes as the image', () => {
    const { container } = render(<PreloadImage image={constrained} sizes="100vw" />)
    const link = container.querySelector('link')!
    expect(link).toHaveAttribute('rel', 'preload')
    expect(link).toHaveAttribute('as', 'image')
    expect(link).toHaveAttribute('type', 'image/webp')
    expect(link.getAttribute('imagesrcset')).toContain('/a-480.webp 480w')
    expect(link.getAttribute('imagesizes')).toBe('100vw')
  })
})
