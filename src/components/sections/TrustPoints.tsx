import { Flex, Stack, Text } from '@chakra-ui/react'
import { CheckCircle2 } from 'lucide-react'

type TrustPointsProps = { points: ReadonlyArray<string> }

export function TrustPoints({ points }: TrustPointsProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="2.5" mt="6">
      {points.map((point) => (
        <Flex as="li" key={point} align="center" gap="3" fontWeight="600" fontSize={{ base: 'md', md: 'lg' }}>
          <CheckCircle2 size={22} aria-hidden color="#F08A3E" />
          <Text as="span">{point}</Text>
        </Flex>
      ))}
    </Stack>
  )
}
