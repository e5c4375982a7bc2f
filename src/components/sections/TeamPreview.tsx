import { Flex } from '@chakra-ui/react'
import { ButtonLink } from '../ui/ButtonLink'
import { Section } from '../ui/Section'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { TeamGrid } from '../../islands'

type TeamPreviewProps = { members: ReadonlyArray<Queries.TeamMemberCardFragment>; intro?: string | null }

/** The home page's team: the first four people, and the way to the rest on the about page. */
export function TeamPreview({ members, intro }: TeamPreviewProps) {
  const words = useUi().sections.team
  const { href } = useLocale()
  return (
    <Section id="team" eyebrow={words.eyebrow} title={words.title} intro={intro}>
      <TeamGrid members={members} />
      <Flex justify="center" mt="10">
        <ButtonLink to={href('/about/#team')} variant="outline" borderColor="navy.900" color="navy.900">
          {words.wholeTeam}
        </ButtonLink>
      </Flex>
    </Section>
  )
}
