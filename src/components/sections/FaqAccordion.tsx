import { Box, Text } from '@chakra-ui/react'
import { Disclosure, DisclosureIndicator, DisclosureSummary } from '../ui/Disclosure'

type FaqAccordionProps = { items: ReadonlyArray<{ question: string; answer: string }> }

/**
 * The FAQ: one answer open at a time, and the open one can be closed again. Server HTML the browser
 * runs by itself (details sharing a name), so it needs no code: a page's only FAQ names its group.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Box
      bg="white"
      rounded="card"
      maxW="3xl"
      mx="auto"
      borderWidth="1px"
      overflow="hidden"
      css={{ '& > * + *': { borderTopWidth: '1px' } }}
    >
      {items.map((item) => (
        <Disclosure key={item.question} name="faq" css={{ '&[open]': { bg: 'bg.subtle' } }}>
          <DisclosureSummary
            display="flex"
            alignItems="center"
            gap="3"
            py="5"
            px="5"
            color="navy.900"
            textAlign="start"
            _focusVisible={{ outlineOffset: '-3px' }}
          >
            <Box as="h3" flex="1" fontSize={{ base: 'md', md: 'lg' }} fontWeight="600">
              {item.question}
            </Box>
            <DisclosureIndicator />
          </DisclosureSummary>
          <Box px="5" pb="5">
            <Text color="slate" lineHeight="1.7">
              {item.answer}
            </Text>
          </Box>
        </Disclosure>
      ))}
    </Box>
  )
}
