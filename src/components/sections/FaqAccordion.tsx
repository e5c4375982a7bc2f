import { Accordion, Box, Text } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'

type FaqAccordionProps = { items: ReadonlyArray<{ question: string; answer: string }> }

/** The FAQ: one answer open at a time, and the open one can be closed again. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion.Root collapsible multiple={false} variant="enclosed" bg="white" rounded="card" maxW="3xl" mx="auto">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <h3>
            <Accordion.ItemTrigger
              py="5"
              px="5"
              cursor="pointer"
              fontSize={{ base: 'md', md: 'lg' }}
              fontWeight="600"
              color="navy.900"
              textAlign="left"
            >
              <Box as="span" flex="1">
                {item.question}
              </Box>
              <Accordion.ItemIndicator asChild>
                <span>
                  <ChevronDown aria-hidden size={20} />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent>
            <Accordion.ItemBody px="5" pb="5">
              <Text color="slate" lineHeight="1.7">
                {item.answer}
              </Text>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
