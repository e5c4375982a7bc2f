import { MoreLink } from '../ui/MoreLink'
import { Section } from '../ui/Section'
import { useUi } from '../../hooks/use-ui'
import { TeamGrid } from './TeamGrid'

type TeamPreviewProps = { members: ReadonlyArray<Queries.TeamMemberCardFragment>; intro?: string | null }

/** The home page's team: the first four people, and the way to the rest on the about page. */
export function TeamPreview({ members, intro }: TeamPreviewProps) {
  const words = useUi().sections.team
  return (
    <Section id="team" eyebrow={words.eyebrow} title={words.title} intro={intro}>
      <TeamGrid members={members} />
      <MoreLink to="/about/#team">{words.wholeTeam}</MoreLink>
    </Section>
  )
}
