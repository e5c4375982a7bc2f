import { Box, chakra } from '@chakra-ui/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { Picture } from '../ui/Picture'
import { Icon } from '../ui/Icon'
import { useCallback, useState } from 'react'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'

/** The privacy-enhanced player, started at once: it only ever loads after the visitor's click. */
export const youTubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`

type YouTubeFacadeProps = {
  videoId: string
  /** names the play button ('Play video: …') and the player */
  title: string
  /** a local still; without one the box is plain navy */
  poster?: IGatsbyImageData
  /** set to control it from outside (a carousel putting it back to its poster); leave out otherwise */
  playing?: boolean
  onPlay?: () => void
}

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const

/**
 * A YouTube video as its poster and a play button; nothing is asked of YouTube until the click,
 * which swaps in the player in the same 16:9 box.
 */
export function YouTubeFacade({ videoId, title, poster, playing, onPlay }: YouTubeFacadeProps) {
  const [started, setStarted] = useState(false)
  const isPlaying = playing ?? started
  // The play button disappears under the keyboard user: focus follows into the player.
  const focusPlayer = useCallback((frame: HTMLIFrameElement | null) => frame?.focus(), [])
  const play = () => {
    setStarted(true)
    onPlay?.()
  }
  return (
    <Box position="relative" aspectRatio="16 / 9" bg="navy.950" rounded="card" overflow="hidden">
      {isPlaying ? (
        <iframe
          ref={focusPlayer}
          src={youTubeEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
          style={{ ...fill, border: 0 }}
        />
      ) : (
        <>
          {poster && <Picture image={poster} alt="" fill sizes="(min-width: 1024px) 640px, 100vw" />}
          <PlayButton title={title} onClick={play} />
        </>
      )}
    </Box>
  )
}

type PlayButtonProps = { title: string; onClick: () => void }

function PlayButton({ title, onClick }: PlayButtonProps) {
  const words = useUi().sections.video
  return (
    <chakra.button
      type="button"
      aria-label={fillPlaceholders(words.play, { title })}
      onClick={onClick}
      {...fill}
      display="grid"
      placeItems="center"
      cursor="pointer"
      bgGradient="to-t"
      gradientFrom="rgba(10,21,38,0.45)"
      gradientTo="transparent"
      // The box clips anything outside it, so the focus ring is drawn inside: blue edge, white line.
      _focusVisible={{ outline: '3px solid white', outlineOffset: '-7px', boxShadow: 'inset 0 0 0 4px {colors.focus}' }}
      css={{ '&:hover > span, &:focus-visible > span': { transform: 'scale(1.08)', bg: 'copper.400' } }}
    >
      <chakra.span
        display="grid"
        placeItems="center"
        width={{ base: '16', md: '20' }}
        height={{ base: '16', md: '20' }}
        rounded="full"
        bg="copper.500"
        color="navy.950"
        boxShadow="lift"
        transition="transform 0.2s, background 0.2s"
      >
        <Icon name="play" size={32} fill="currentColor" />
      </chakra.span>
    </chakra.button>
  )
}
