import { Box } from '@chakra-ui/react'
import { Children, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
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
 * icon font: the site draws its own controls), as Emotion styles in each page's own CSS.
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

const flexBasis = (perView: number) => `0 0 ${100 / perView}%`

// Around each card, in the server's row and in the carousel alike, so nothing moves when one takes the other's place.
const SLIDE_PADDING = { px: '3', py: '2' } as const

// A layout effect runs in the same frame as the carousel's own measurement; the server has neither.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect

type FirstRowProps = { perView: PerView; children: ReactNode }

/**
 * The slides as the server writes them, until the carousel runs: the cards the widest screen shows,
 * a row of the screen's number of them, the rest clipped, every card readable. The others come with
 * the carousel, which alone can bring them into view: in the page's HTML they would be bytes nobody
 * sees (a tenth of the home page). The carousel's own server render marks every slide aria-hidden
 * until it has measured itself, which would hide them all from a screen reader until the part wakes,
 * and for good if its code never comes.
 */
function FirstRow({ perView, children }: FirstRowProps) {
  return (
    <Box overflow="hidden">
      <Box as="ul" display="flex" listStyleType="none" m="0" p="0">
        {/* Children.map keys each card as React needs */}
        {Children.map(children, (child, index) =>
          index < perView.large ? (
            <Box
              as="li"
              flex={{ base: flexBasis(perView.small), md: flexBasis(perView.medium), lg: flexBasis(perView.large) }}
              {...SLIDE_PADDING}
            >
              {child}
            </Box>
          ) : null,
        )}
      </Box>
    </Box>
  )
}

/**
 * A looping react-multi-carousel that moves on its own every AUTOPLAY_MS, with our own controls and
 * the arrow keys. The library's keyBoardControl only reacts to keys pressed on something inside
 * the slides, and cards have nothing focusable, so the slides' frame takes focus and the keys.
 */
export function AutoCarousel({ label, names, perView, stopOnInteraction, children }: AutoCarouselProps) {
  const carousel = useRef<Carousel>(null)
  const autoplay = useCarouselAutoplay(stopOnInteraction)
  // The server's row stays until the island has hydrated; the carousel then takes its place and
  // measures itself in the same frame (its mount's updates are drawn together), so nothing jumps.
  const [hydrated, setHydrated] = useState(false)
  useBeforePaint(() => setHydrated(true), [])

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
        mx="-3"
        rounded="card"
        css={{
          ...CAROUSEL_LAYOUT,
          '& .react-multi-carousel-item': { ...CAROUSEL_LAYOUT['& .react-multi-carousel-item'], ...SLIDE_PADDING },
        }}
      >
        {hydrated ? (
          <Carousel
            ref={carousel}
            responsive={carouselResponsive(perView)}
            // Its cards at the large screen's width until it has measured itself: never drawn in a
            // browser (it measures as it mounts), but what a test without layout (jsdom) sees.
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
        ) : (
          <FirstRow perView={perView}>{children}</FirstRow>
        )}
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
