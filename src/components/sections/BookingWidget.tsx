import { Box, Flex, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { useEffect, useRef, useState } from 'react'
import { ButtonLink } from '../ui/ButtonLink'
import { useInView } from '../../hooks/use-in-view'
import { useUi } from '../../hooks/use-ui'
import { bookingFrameUrl, isCalendarReady } from '../../lib/booking'

type BookingWidgetProps = {
  /** the scheduling page (site.json's bookingUrl); without one nothing is shown */
  url?: string | null
}

/** The inline scheduling calendar (Calendly), 600 px high, at least 250 px wide. */
export function BookingWidget({ url }: BookingWidgetProps) {
  return url ? <InlineCalendar url={url} /> : null
}

type InlineCalendarProps = { url: string }

/**
 * The calendar's frame is added once the section comes near the screen (nothing is fetched from
 * Calendly before) and kept, so a visitor halfway through a booking who scrolls away loses nothing.
 * The link to the booking page stays in front until the calendar says it has drawn itself, and for
 * good if it never does (Calendly unreachable).
 */
function InlineCalendar({ url }: InlineCalendarProps) {
  const box = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const near = useInView(box, { once: true })
  const [ready, setReady] = useState(false)
  const [src, setSrc] = useState<string | null>(null)
  const words = useUi().sections.booking

  useEffect(() => {
    if (near) setSrc(bookingFrameUrl(url, window.location.host))
  }, [near, url])

  useEffect(() => {
    if (!src) return
    const onMessage = (message: MessageEvent) => {
      if (isCalendarReady(message, src, frame.current?.contentWindow)) setReady(true)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [src])

  return (
    <Box layerStyle="card" ref={box} position="relative" overflow="hidden" minW="250px" h="600px">
      {/* Hidden (not focusable, not read out) until it has drawn: the link in front is the way to book till then. */}
      {src && (
        <iframe
          ref={frame}
          src={src}
          title={words.frameTitle}
          width="100%"
          height="600"
          style={{ border: 0, display: 'block', visibility: ready ? 'visible' : 'hidden' }}
        />
      )}
      {!ready && (
        <Flex position="absolute" inset="0" bg="white" direction="column" align="center" justify="center" gap="4" p="8" textAlign="center">
          <Box color="copper.600">
            <Icon name="calendar" size={40} />
          </Box>
          <Text color="slate" maxW="xs">
            {words.fallback}
          </Text>
          <ButtonLink to={url} external bg="navy.900" color="white" _hover={{ bg: 'navy.700' }}>
            {words.openPage}
          </ButtonLink>
        </Flex>
      )}
    </Box>
  )
}
