import { Flex, Stack, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'

type TrustPointsProps = { points: ReadonlyArray<string> }

export function TrustPoints({ points }: TrustPointsProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="2.5" mt="6">
      {points.map((point) => (
        <Flex as="li" key={point} align="center" gap="3" fontWeight="600" fontSize={{ base: 'md', md: 'lg' }}>
          <Icon name="check-circle" size={22} color="#F08A3E" />
          <Text as="span">{point}</Text>
        </Flex>
      ))}
    </Stack>
  )
}
