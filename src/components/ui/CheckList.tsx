import { Box, Flex, Stack, Text } from '@chakra-ui/react'
import { Icon } from './Icon'

type CheckListProps = { items: ReadonlyArray<string>; strong?: boolean }

/** A list whose items each start with a copper check mark: a service's features, the careers benefits. */
export function CheckList({ items, strong = false }: CheckListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {items.map((item) => (
        <Flex as="li" key={item} gap="3" align="flex-start">
          <Box mt="0.5" color="white" bg="copper.700" rounded="full" p="1" flexShrink={0}>
            <Icon name="check" size={14} strokeWidth={3} />
          </Box>
          <Text fontWeight={strong ? '600' : undefined}>{item}</Text>
        </Flex>
      ))}
    </Stack>
  )
}
