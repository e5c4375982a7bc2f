import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { CSSProperties } from 'react'

type PictureProps = {
  /** what gatsby-plugin-image made of the file (a page query's `gatsbyImageData`) */
  image: IGatsbyImageData
  alt: string
  /**
   * 'lazy' (the default) for anything below the first screen; 'eager' for what is in it; 'high' for
   * the page's largest image (its LCP): eager and fetched before other images.
   */
  priority?: 'lazy' | 'eager' | 'high'
  /** the slot's width, for the browser to pick a file: '(min-width: 1024px) 380px, 100vw' */
  sizes?: string
  /** fill the positioned parent (a hero or a poster) instead of sizing the box by the image */
  fill?: boolean
  /** where the crop keeps its subject when the slot's shape differs: 'center right' */
  position?: string
  radius?: number | string
  className?: string
}

/**
 * A raster image as one plain `<img>`, from gatsby-plugin-image's data: its WebP files as candidates,
 * the JPEG/PNG as `src`, width and height (so the box is reserved
 * before the file arrives: no layout shift), the dominant colour behind it while it loads, and
 * native lazy loading.
 *
 * Why not `<GatsbyImage>`: its server markup keeps the image at opacity 0 until a script has run,
 * so the largest image of a page waited for all of the JavaScript (LCP 5.5 s on a town page); it
 * adds a module script per image and `react-dom/server` to the browser bundle; and its lazy markup
 * (`<source>` with `data-srcset`, `sizes` without `srcset`) is not valid HTML. The browser does all
 * of it natively now.
 */
export function Picture({ image, alt, priority = 'lazy', sizes, fill, position, radius, className }: PictureProps) {
  const { images, backgroundColor, layout } = image
  const fallback = images.fallback
  const { width, height } = intrinsicSize(image)
  const slot = sizes ?? fallback?.sizes ?? images.sources?.[0]?.sizes
  // display: block and height: auto come from the reset (Chakra's preflight), not from each image's style
  const style: CSSProperties = fill
    ? { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }
    : { width: layout === 'fixed' ? width : '100%' }
  if (position) style.objectPosition = position
  if (backgroundColor) style.backgroundColor = backgroundColor
  if (radius !== undefined) style.borderRadius = radius
  // React 18 does not know fetchPriority yet; the lower-case attribute passes through as it is.
  const fetchPriority = priority === 'high' ? { fetchpriority: 'high' } : {}
  // Every browser the site supports shows WebP (record 2 in docs/performance.md), so the WebP files
  // are the candidates and the JPEG is only `src`: no <picture> and no second srcset in every page.
  const { srcSet } = candidates(image)
  const small = smallSlotFile(srcSet, slot)
  return (
    <img
      className={className}
      src={small ?? fallback?.src}
      srcSet={small ? undefined : srcSet}
      sizes={srcSet && !small ? slot : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'high' ? 'sync' : 'async'}
      style={style}
      {...fetchPriority}
    />
  )
}

/**
 * The width and height attributes: the image's own for fixed and constrained images; a full-width
 * image's data holds only its aspect ratio (width 1), so the widest file's width stands in.
 */
export function intrinsicSize({ layout, width, height, images }: IGatsbyImageData): { width: number; height: number } {
  if (layout !== 'fullWidth') return { width, height }
  const widths = (images.fallback?.srcSet ?? '').split(',').map((candidate) => parseInt(/\s(\d+)w\s*$/.exec(candidate)?.[1] ?? '', 10))
  const widest = Math.max(0, ...widths.filter((w) => w > 0)) || 1920
  return { width: widest, height: Math.round((widest * height) / width) }
}

const SMALL_SLOT = 96

/**
 * For a slot of a few CSS pixels (a 64 px thumbnail), the one file sharp enough at twice that: a
 * choice between files a few KB apart is not worth its list in the page's HTML.
 */
export function smallSlotFile(srcSet: string | undefined, slot: string | undefined): string | undefined {
  const px = /^(\d+)px$/.exec(slot?.trim() ?? '')
  if (!srcSet || !px || Number(px[1]) > SMALL_SLOT) return undefined
  const files = srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: parseInt(width, 10) }))
    .filter((file) => file.url && file.width > 0)
    .sort((a, b) => a.width - b.width)
  return (files.find((file) => file.width >= 2 * Number(px[1])) ?? files.at(-1))?.url
}

/** The files the browser picks from: the WebP ones, or the original format's where there are none. */
export function candidates({ images }: IGatsbyImageData): { srcSet?: string; type?: string } {
  const webp = images.sources?.find((source) => source.type === 'image/webp')
  return webp ? { srcSet: webp.srcSet, type: webp.type } : { srcSet: images.fallback?.srcSet }
}

/** The `<link rel="preload">` for a page's LCP image, for its Head: the same files as its `<img>`. */
export function PreloadImage({ image, sizes }: { image: IGatsbyImageData | null | undefined; sizes?: string }) {
  if (!image) return null
  const { srcSet, type } = candidates(image)
  if (!srcSet) return null
  return (
    <link
      rel="preload"
      as="image"
      type={type}
      imageSrcSet={srcSet}
      imageSizes={sizes ?? image.images.sources?.[0]?.sizes ?? image.images.fallback?.sizes}
      // see Picture: the attribute React 18 does not know yet
      {...{ fetchpriority: 'high' }}
    />
  )
}
