import { Box, defineStyle, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { ButtonLink } from '../ui/ButtonLink'
import { Section } from '../ui/Section'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'

type JoinOurTeamProps = {
  heading: string
  intro: string
  cards: ReadonlyArray<{ title: string; description: string; bullets: ReadonlyArray<string> }>
}

// The bullets' look once, on their list: a check before each line (nine lines on a landing page).
const BULLETS = defineStyle({
  '& > li': { display: 'flex', gap: '2.5', alignItems: 'flex-start', fontSize: 'sm', fontWeight: '600' },
  '& svg': { color: 'copper.700', mt: '0.5', flexShrink: 0 },
  '& use': { strokeWidth: '3' },
})

/** Join Our Team: three benefit cards and the way to the open positions. */
export function JoinOurTeam({ heading, intro, cards }: JoinOurTeamProps) {
  const words = useUi().sections.joinTeam
  const { href } = useLocale()
  return (
    <Section id="join-our-team" eyebrow={words.eyebrow} title={heading} intro={intro} tone="sand">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {cards.map((card) => (
          <Box layerStyle="card" as="li" key={card.title} p="7">
            <Heading as="h3" fontSize="xl" color="navy.900">
              {card.title}
            </Heading>
            <Text color="slate" mt="2">
              {card.description}
            </Text>
            <Stack as="ul" listStyleType="none" gap="2" mt="4" css={BULLETS}>
              {card.bullets.map((bullet) => (
                <li key={bullet}>
                  <Icon name="check" size={16} />
                  {bullet}
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
      <Flex justify="center" mt="10">
        <ButtonLink to={href('/careers/')} colorPalette="brand">
          {words.openPositions}
        </ButtonLink>
      </Flex>
    </Section>
  )
}
