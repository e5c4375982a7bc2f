import { Box, Grid, Heading, Text } from '@chakra-ui/react'
import { Section } from '../../components/ui/Section'
import { ReviewLinks } from '../../components/sections/ReviewLinks'
import { useUi } from '../../hooks/use-ui'
import type { VideoTestimonialData } from '../../components/sections/VideoTestimonials'
import { Islands } from '../../islands'

type TestimonialsWithBookingProps = {
  testimonials: ReadonlyArray<VideoTestimonialData>
  bookingUrl?: string | null
  reviewSites: ReadonlyArray<{ name: string; url?: string | null }>
  intro?: string | null
}

/** Customers on video beside the scheduling widget, with links to our reviews elsewhere. */
export function TestimonialsWithBooking({ testimonials, bookingUrl, reviewSites, intro }: TestimonialsWithBookingProps) {
  const words = useUi().sections.booking
  return (
    <Section id="book-a-call" eyebrow={words.sectionEyebrow} title={words.sectionTitle} tone="sand">
      <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="start">
        <Box>
          <Islands.VideoTestimonials testimonials={testimonials} />
          <Box mt="8">
            <ReviewLinks sites={reviewSites} />
          </Box>
        </Box>
        <Box>
          <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
            {words.callHeading}
          </Heading>
          {intro && (
            <Text color="slate" mt="2" mb="5">
              {intro}
            </Text>
          )}
          <Islands.BookingWidget url={bookingUrl} />
        </Box>
      </Grid>
    </Section>
  )
}
