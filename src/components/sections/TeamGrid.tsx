import { Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { Card, CardBody } from '../ui/Card'
import { Picture } from '../ui/Picture'
import { BrandIcon } from '../ui/BrandIcons'
import { IconLink } from '../ui/ButtonLink'
import { Disclosure, DisclosureSummary } from '../ui/Disclosure'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'

export const TEAM_PAGE_SIZE = 8

type TeamGridProps = {
  members: ReadonlyArray<Queries.TeamMemberCardFragment>
  /** show this many first, with 'View More Members' / 'Show Less' when there are more */
  pageSize?: number
}

type Words = ReturnType<typeof useUi>['sections']['team']

/**
 * Team cards; the about page shows 8 of 15 until the visitor asks for all. The rest are in the
 * page's HTML, in the browser's own disclosure: 'View More Members' works before any script, and its
 * button stays below the cards, named for what it will do.
 */
export function TeamGrid({ members, pageSize }: TeamGridProps) {
  const words = useUi().sections.team
  const shown = pageSize ?? members.length
  const more = members.slice(shown)
  return (
    <>
      <Cards members={members.slice(0, shown)} words={words} />
      {more.length > 0 && (
        // the button after the cards it shows: a column read from the end
        <Disclosure display="flex" flexDirection="column-reverse" css={{ '& > ul': { mt: '6' } }}>
          <DisclosureSummary
            alignSelf="center"
            mt="10"
            display="inline-flex"
            alignItems="center"
            minH="12"
            px="6"
            rounded="full"
            borderWidth="1px"
            borderColor="navy.900"
            color="navy.900"
            fontWeight="600"
            _hover={{ bg: 'navy.50' }}
            css={{ 'details[open] > & [data-more], details:not([open]) > & [data-less]': { display: 'none' } }}
          >
            <span data-more="">{words.showMore}</span>
            <span data-less="">{words.showLess}</span>
          </DisclosureSummary>
          <Cards members={more} words={words} />
        </Disclosure>
      )}
    </>
  )
}

type CardsProps = { members: ReadonlyArray<Queries.TeamMemberCardFragment>; words: Words }

function Cards({ members, words }: CardsProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
      {members.map((member) => (
        <li key={member.name}>
          <TeamCard member={member} words={words} />
        </li>
      ))}
    </SimpleGrid>
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
