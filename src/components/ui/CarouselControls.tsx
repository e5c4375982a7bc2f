import { Box, Button, Flex, IconButton } from '@chakra-ui/react'
import { useUi } from '../../hooks/use-ui'
import type { RefObject } from 'react'
import { Icon } from './Icon'
import { OUTLINE_PILL } from './looks'

type StepButtonProps = { direction: 'previous' | 'next'; label: string; onClick: () => void }

/** A round 44 px previous or next button. */
export function StepButton({ direction, label, onClick }: StepButtonProps) {
  return (
    <IconButton {...OUTLINE_PILL.onWhite} size="lg" aria-label={label} onClick={onClick}>
      <Icon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} size={22} />
    </IconButton>
  )
}

export type CarouselNames = { previous: string; next: string; pause: string; play: string }

type CarouselControlsProps = {
  /** the buttons' names, which say what the carousel holds ('Previous testimonial', 'Pause the testimonials') */
  names: CarouselNames
  onPrevious: () => void
  onNext: () => void
  /** the pause/play toggle, when the carousel may move on its own */
  autoplay?: { playing: boolean; onToggle: () => void; toggleRef: RefObject<HTMLButtonElement> }
}

/** Previous, next and a visible pause/play toggle (WCAG 2.2.2) whose name says what it will do. */
export function CarouselControls({ names, onPrevious, onNext, autoplay }: CarouselControlsProps) {
  const words = useUi().sections.carousel
  return (
    <Flex mt="6" align="center" justify="space-between" gap="4">
      {autoplay ? (
        <Button
          ref={autoplay.toggleRef}
          {...OUTLINE_PILL.onWhite}
          minH="11"
          px="5"
          aria-label={autoplay.playing ? names.pause : names.play}
          onClick={autoplay.onToggle}
        >
          <Icon name={autoplay.playing ? 'pause' : 'play'} size={18} />
          {autoplay.playing ? words.pause : words.play}
        </Button>
      ) : (
        <Box />
      )}
      <Flex gap="3">
        <StepButton direction="previous" label={names.previous} onClick={onPrevious} />
        <StepButton direction="next" label={names.next} onClick={onNext} />
      </Flex>
    </Flex>
  )
}
