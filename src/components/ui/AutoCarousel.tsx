import { Box } from '@chakra-ui/react'
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import Carousel from 'react-multi-carousel'
import { useCarouselAutoplay } from '../../hooks/use-carousel-autoplay'
import { AUTOPLAY_MS, carouselResponsive, type PerView } from '../../lib/carousel'
import { CarouselControls, type CarouselNames } from './CarouselControls'

type AutoCarouselProps = {
  /** the carousel's accessible name: 'Client testimonials' */
  label: string
  /** the controls' names ('Previous testimonial', 'Pause the testimonials') */
  names: CarouselNames
  perView: PerView
  /** true: the first click, touch, key or focus stops autoplay for good; false: it only pauses */
  stopOnInteraction: boolean
  children: ReactNode
}

/**
 * The layout rules of react-multi-carousel's lib/styles.css (not its arrows, dots and their 10 KB
 * icon font: the site draws its own controls). Here and not in a .css file: a CSS import would go
 * with the carousel's chunk, fetched when its island wakes (parts.client.ts), so the server's HTML showed every
 * card stacked, unstyled, until the carousel hydrated near the screen (4,000 px of a phone's page
 * that then collapsed to one row). As Emotion styles they are in each page's own CSS.
 */
const CAROUSEL_LAYOUT = {
  '& .react-multi-carousel-list': { display: 'flex', alignItems: 'center', overflow: 'hidden', position: 'relative' },
  '& .react-multi-carousel-track': {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'row',
    position: 'relative',
    transformStyle: 'preserve-3d',
    backfaceVisibility: 'hidden',
    willChange: 'transform, transition',
  },
  '& .react-multi-carousel-item': { transformStyle: 'preserve-3d', backfaceVisibility: 'hidden' },
} as const

const flexBasis = (perView: number) => `0 0 ${100 / perView}% !important`

// A layout effect runs in the same frame as the carousel's own measurement; the server has neither.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * A looping react-multi-carousel that moves on its own every AUTOPLAY_MS, with our own controls and
 * the arrow keys. The library's keyBoardControl only reacts to keys pressed on something inside
 * the slides, and cards have nothing focusable, so the slides' frame takes focus and the keys.
 */
export function AutoCarousel({ label, names, perView, stopOnInteraction, children }: AutoCarouselProps) {
  const carousel = useRef<Carousel>(null)
  const autoplay = useCarouselAutoplay(stopOnInteraction)
  // Until it has measured itself the carousel shows every card at the server's guessed width; CSS
  // gives each screen its own number of cards meanwhile, so nothing jumps on hydration. The CSS
  // must go in the frame the carousel measures: its widths are relative to the slides from then on.
  const [measured, setMeasured] = useState(false)
  useBeforePaint(() => setMeasured(true), [])

  const previous = () => carousel.current?.previous(0)
  const next = () => carousel.current?.next(0)
  const onKeyDown = (event: KeyboardEvent) => {
    autoplay.regionProps.onKeyDown(event)
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    if (event.key === 'ArrowLeft') previous()
    else next()
  }

  return (
    <Box {...autoplay.regionProps} onKeyDown={onKeyDown}>
      <Box
        {...autoplay.hoverProps}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        aria-live={autoplay.running ? 'off' : 'polite'}
        tabIndex={0}
        data-ssr={measured ? undefined : ''}
        mx="-3"
        rounded="card"
        css={{
          ...CAROUSEL_LAYOUT,
          '& .react-multi-carousel-item': { ...CAROUSEL_LAYOUT['& .react-multi-carousel-item'], px: '3', py: '2' },
          '&[data-ssr] .react-multi-carousel-item': {
            flex: { base: flexBasis(perView.small), md: flexBasis(perView.medium), lg: flexBasis(perView.large) },
          },
        }}
      >
        {/* Without ssr and a device type the server would render no cards at all. */}
        <Carousel
          ref={carousel}
          responsive={carouselResponsive(perView)}
          ssr
          deviceType="large"
          infinite
          arrows={false}
          keyBoardControl={false}
          autoPlay={autoplay.running}
          autoPlaySpeed={AUTOPLAY_MS}
          // The library's own hover pause starts again on any mouseup (a click on a card) while the
          // mouse is still there; useCarouselAutoplay holds it for as long as the mouse stays.
          pauseOnHover={false}
        >
          {children}
        </Carousel>
      </Box>
      <CarouselControls
        names={names}
        onPrevious={previous}
        onNext={next}
        autoplay={autoplay.canPlay ? { playing: autoplay.playing, onToggle: autoplay.toggle, toggleRef: autoplay.toggleRef } : undefined}
      />
    </Box>
  )
}
