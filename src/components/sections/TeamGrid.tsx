import { Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { Card, CardBody } from '../ui/Card'
import { Picture } from '../ui/Picture'
import { useId, useState } from 'react'
import { BrandIcon } from '../ui/BrandIcons'
import { IconLink } from '../ui/ButtonLink'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'

export const TEAM_PAGE_SIZE = 8

type TeamGridProps = {
  members: ReadonlyArray<Queries.TeamMemberCardFragment>
  /** show this many first, with 'View More Members' / 'Show Less' when there are more */
  pageSize?: number
}

/** Team cards; the about page shows 8 of 15 until the visitor asks for all. */
export function TeamGrid({ members, pageSize }: TeamGridProps) {
  const [expanded, setExpanded] = useState(false)
  const gridId = useId()
  const words = useUi().sections.team
  const limit = pageSize && !expanded ? pageSize : members.length
  const canToggle = pageSize !== undefined && members.length > pageSize
  return (
    <>
      <SimpleGrid id={gridId} as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {members.slice(0, limit).map((member) => (
          <li key={member.name}>
            <TeamCard member={member} words={words} />
          </li>
        ))}
      </SimpleGrid>
      {canToggle && (
        <Flex justify="center" mt="10">
          <Button
            size="lg"
            rounded="full"
            variant="outline"
            borderColor="navy.900"
            color="navy.900"
            aria-controls={gridId}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? words.showLess : words.showMore}
          </Button>
        </Flex>
      )}
    </>
  )
}

type TeamCardProps = { member: Queries.TeamMemberCardFragment; words: { portrait: string; onNetwork: string } }

const socialNames = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' } as const

function TeamCard({ member, words }: TeamCardProps) {
  const image = member.image.childImageSharp?.gatsbyImageData
  const links = (Object.keys(socialNames) as Array<keyof typeof socialNames>).filter((k) => member.social[k])
  return (
    <Card>
      {image && (
        <Picture
          image={image}
          alt={fillPlaceholders(words.portrait, { name: member.name })}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
        />
      )}
      <CardBody gap="1">
        <Heading as="h3" fontSize="lg" color="navy.900">
          {member.name}
        </Heading>
        <Text color="copper.700" fontWeight="600" fontSize="sm">
          {member.title}
        </Text>
        <Text color="slate" fontSize="sm" mt="2" flex="1">
          {member.bio}
        </Text>
        {links.length > 0 && (
          <Flex gap="1" mt="3">
            {links.map((k) => (
              <IconLink
                key={k}
                href={member.social[k] ?? ''}
                label={fillPlaceholders(words.onNetwork, { name: member.name, network: socialNames[k] })}
                external
                variant="ghost"
                size="sm"
                color="navy.700"
              >
                <BrandIcon name={socialNames[k]} size={18} />
              </IconLink>
            ))}
          </Flex>
        )}
      </CardBody>
    </Card>
  )
}

export const query = graphql`
  fragment TeamMemberCard on TeamMember {
    name
    title
    bio
    social {
      facebook
      instagram
      tiktok
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 360, aspectRatio: 0.8, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`
