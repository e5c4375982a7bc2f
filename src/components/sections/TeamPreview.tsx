import { Flex } from '@chakra-ui/react'
import { ButtonLink } from '../ui/ButtonLink'
import { Section } from '../ui/Section'
import { TeamGrid } from './TeamGrid'

type TeamPreviewProps = { members: ReadonlyArray<Queries.TeamMemberCardFragment>; intro?: string | null }

/** The home page's team: the first four people, and the way to the rest on the about page. */
export function TeamPreview({ members, intro }: TeamPreviewProps) {
  return (
    <Section id="team" eyebrow="Our team" title="Meet the Family Behind Your Roof" intro={intro}>
      <TeamGrid members={members} />
      <Flex justify="center" mt="10">
        <ButtonLink to="/about/#team" variant="outline" borderColor="navy.900" color="navy.900">
          Meet the Whole Team
        </ButtonLink>
      </Flex>
    </Section>
  )
}
