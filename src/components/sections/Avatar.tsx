import { Box } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'

type AvatarProps = {
  name: string
  src?: string | null
  srcSet?: string | null
  /** other formats of the photo (gatsby-plugin-image's `images.sources`): its WebP files are the candidates */
  sources?: ReadonlyArray<{ type?: string; srcSet: string }> | null
  /** width and height in pixels */
  size?: number
  /** leave empty (the default) when the name is written next to the avatar */
  alt?: string
}

/** Spec §4: idle (no image), loading, loaded or error; the initial shows in every state but loaded. */
export type AvatarStatus = 'idle' | 'loading' | 'loaded' | 'error'

const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase()

/** A round portrait over the person's first letter, which stays until the photo has arrived, and if it never does. */
export function Avatar({ name, src, srcSet, sources, size = 48, alt = '' }: AvatarProps) {
  const [status, setStatus] = useState<AvatarStatus>(src ? 'loading' : 'idle')
  const image = useRef<HTMLImageElement>(null)
  const candidates = sources?.find((source) => source.type === 'image/webp')?.srcSet ?? srcSet

  useEffect(() => {
    const img = image.current
    if (!src) setStatus('idle')
    // The photo may have arrived (or failed) in the server-rendered page before React listened.
    else if (img?.complete) setStatus(img.naturalWidth > 0 ? 'loaded' : 'error')
    else setStatus('loading')
  }, [src])

  return (
    <Box
      data-status={status}
      position="relative"
      flexShrink={0}
      width={`${size}px`}
      height={`${size}px`}
      rounded="full"
      overflow="hidden"
      bg="navy.700"
      color="white"
      display="grid"
      placeItems="center"
      fontFamily="heading"
      fontWeight="700"
      fontSize={`${Math.round(size * 0.42)}px`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      {status !== 'loaded' && <span aria-hidden="true">{initialOf(name)}</span>}
      {src && status !== 'error' && (
        // Its candidates are described by width, so the slot's size picks the file: without `sizes`
        // the browser takes the widest, for a slot as wide as the screen. Out of the grid's flow, so
        // the letter stays centred; the WebP files when there are (as Picture does).
        <img
          ref={image}
          src={src}
          srcSet={candidates ?? undefined}
          sizes={candidates ? `${size}px` : undefined}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: status === 'loaded' ? 1 : 0,
            transition: 'opacity 0.2s',
          }}
        />
      )}
    </Box>
  )
}
