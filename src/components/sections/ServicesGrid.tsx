import { defineStyle, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { CardBody, CardLink } from '../ui/Card'
import { Picture } from '../ui/Picture'
import { Icon } from '../ui/Icon'
import { servicePath } from '../../lib/navigation'
import { ContentIcon } from '../ui/ContentIcon'
import { Section } from '../ui/Section'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'

/** 'Our Roofing Services in North Carolina', or in '{town}, North Carolina' on a town page. */
export const servicesHeading = (texts: { heading: string; townHeading: string }, town?: string) =>
  town ? fillPlaceholders(texts.townHeading, { town }) : texts.heading

type ServicesGridProps = {
  services: ReadonlyArray<Queries.ServiceCardFragment>
  /** the town a landing page is about; the heading names it */
  town?: string
  intro?: string | null
}

/** The eight service cards, each linking to its page. One heading for home and every town page. */
export function ServicesGrid({ services, town, intro }: ServicesGridProps) {
  const words = useUi().sections.services
  return (
    <Section id="services" eyebrow={words.eyebrow} title={servicesHeading(words, town)} intro={intro} tone="sand">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" css={CARD_WORDS}>
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} learnMore={words.learnMore} />
          </li>
        ))}
      </SimpleGrid>
    </Section>
  )
}

// The cards' icon and "Learn more" drawn from their list, not a class on each of the eight.
const CARD_WORDS = defineStyle({
  '& a > div > svg:first-child': { color: 'copper.700' },
  '& a > div > span': { color: 'copper.700', fontWeight: '700', fontSize: 'sm', display: 'inline-flex', alignItems: 'center', gap: '1' },
})

type ServiceCardProps = { service: Queries.ServiceCardFragment; learnMore: string }

function ServiceCard({ service, learnMore }: ServiceCardProps) {
  const image = service.image.childImageSharp?.gatsbyImageData
  const { href } = useLocale()
  return (
    <CardLink
      to={href(servicePath(service.slug))}
      transition="transform 0.2s, box-shadow 0.2s"
      _hover={{ transform: 'translateY(-3px)', boxShadow: 'lift' }}
      textDecoration="none"
    >
      {image && <Picture image={image} alt="" sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw" />}
      <CardBody>
        <ContentIcon name={service.icon} />
        <Heading as="h3" fontSize="xl" fontWeight="700" color="navy.900">
          {service.title}
        </Heading>
        <Text color="slate" fontSize="sm" flex="1">
          {service.description}
        </Text>
        <span>
          {`${learnMore} `}
          <Icon name="arrow-right" size={16} />
        </span>
      </CardBody>
    </CardLink>
  )
}

export const query = graphql`
  fragment ServiceCard on Service {
    slug
    title
    description
    icon
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.6, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`
