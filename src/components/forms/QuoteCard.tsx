import { Box, Heading, Text } from '@chakra-ui/react'
import { QuoteForm, type QuotePrefill } from './QuoteForm'

type QuoteCardProps = { heading: string; source: string; draftKey: string; prefill?: QuotePrefill; id?: string }

/** The quote form on a white card, as it sits on town pages, the contact page and home. */
export function QuoteCard({ heading, source, draftKey, prefill, id }: QuoteCardProps) {
  return (
    <Box id={id} bg="white" color="ink" rounded="card" boxShadow="lift" p={{ base: '5', md: '7' }} scrollMarginTop="100px">
      <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
        {heading}
      </Heading>
      <Text color="slate" fontSize="sm" mt="1" mb="5">
        Free, no-pressure estimates. We reply within 24 hours.
      </Text>
      <QuoteForm source={source} draftKey={draftKey} prefill={prefill} />
    </Box>
  )
}
