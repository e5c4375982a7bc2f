import { Box, Flex, Text } from '@chakra-ui/react'
import { CalendarDays } from 'lucide-react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { ButtonLink } from '../ui/ButtonLink'
import { useScriptWhileVisible } from '../../hooks/use-script-while-visible'
import { useUi } from '../../hooks/use-ui'

export const BOOKING_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js'

type BookingWidgetProps = {
  /** the scheduling page (site.json's bookingUrl); without one nothing is shown */
  url?: string | null
}

/** The inline scheduling calendar (Calendly), 600 px high, at least 250 px wide. */
export function BookingWidget({ url }: BookingWidgetProps) {
  return url ? <InlineCalendar url={url} /> : null
}

type InlineCalendarProps = { url: string }

function InlineCalendar({ url }: InlineCalendarProps) {
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<HTMLDivElement>(null)
  useScriptWhileVisible(box, BOOKING_SCRIPT)
  const loaded = useHasFrame(widget)
  const words = useUi().sections.booking
  return (
    <Box ref={box} position="relative" bg="white" rounded="card" boxShadow="card" overflow="hidden">
      {/* Calendly's script fills this div with its iframe; React never renders inside it. */}
      <div ref={widget} className="calendly-inline-widget" data-url={url} style={{ minWidth: 250, height: 600 }} />
      {!loaded && (
        <Flex position="absolute" inset="0" direction="column" align="center" justify="center" gap="4" p="8" textAlign="center">
          <Box color="copper.600">
            <CalendarDays size={40} aria-hidden />
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

/**
 * Whether the third-party script has put its iframe in the element yet. Until it has (and for good
 * if its host is unreachable) the fallback stays in front.
 */
function useHasFrame(ref: RefObject<HTMLElement>) {
  const [hasFrame, setHasFrame] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const check = () => setHasFrame(element.querySelector('iframe') !== null)
    check()
    const observer = new MutationObserver(check)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [ref])
  return hasFrame
}
