import { Box, Grid, Heading, Text } from '@chakra-ui/react'
import { Section } from '../ui/Section'
import { BookingWidget } from './BookingWidget'
import { ReviewLinks } from './ReviewLinks'
import { VideoTestimonials, type VideoTestimonialData } from './VideoTestimonials'

type TestimonialsWithBookingProps = {
  testimonials: ReadonlyArray<VideoTestimonialData>
  bookingUrl?: string | null
  reviewSites: ReadonlyArray<{ name: string; url?: string | null }>
  intro?: string | null
}

/** Customers on video beside the scheduling widget, with links to our reviews elsewhere. */
export function TestimonialsWithBooking({ testimonials, bookingUrl, reviewSites, intro }: TestimonialsWithBookingProps) {
  return (
    <Section id="book-a-call" eyebrow="Hear it from them" title="Homeowners on Video, and a Time That Suits You" tone="sand">
      <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="start">
        <Box>
          <VideoTestimonials testimonials={testimonials} />
          <Box mt="8">
            <ReviewLinks sites={reviewSites} />
          </Box>
        </Box>
        <Box>
          <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
            Book a 10-minute call
          </Heading>
          {intro && (
            <Text color="slate" mt="2" mb="5">
              {intro}
            </Text>
          )}
          <BookingWidget url={bookingUrl} />
        </Box>
      </Grid>
    </Section>
  )
}
