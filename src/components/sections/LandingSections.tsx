import { Button } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { telHref } from '../../lib/phone'
import { QuoteDialog } from '../forms/QuoteDialog'
import { ButtonLink } from '../ui/ButtonLink'
import { ReadyCta } from './ReadyCta'
import { ServiceAreas } from './ServiceAreas'
import { ServicesGrid } from './ServicesGrid'

type LandingSectionsProps = {
  data: Queries.LandingSectionsFragment
  /** the town of a town page; home passes none */
  town?: string
}

/** The sections home and the twelve town pages share, in the spec's order. */
export function LandingSections({ data, town }: LandingSectionsProps) {
  const { homeContent, siteData, allService, allTown } = data
  if (!homeContent || !siteData) return null
  const intros = homeContent.sectionIntros
  return (
    <>
      <ServicesGrid services={allService.nodes} town={town} intro={intros.services} />
      <ServiceAreas towns={allTown.nodes} intro={intros.serviceAreas} />
      <ReadyCta heading={homeContent.readyCta.heading} text={homeContent.readyCta.text}>
        <QuoteDialog
          title="Get a Free Estimate"
          source={town ? `Town page: ${town} (Ready to Get Started)` : 'Home page: Ready to Get Started'}
          trigger={
            <Button size="lg" rounded="full" fontWeight="700" bg="navy.950" color="white" _hover={{ bg: 'navy.800' }}>
              Get Free Estimate
            </Button>
          }
        />
        <ButtonLink to={telHref(siteData.phone)} variant="outline" borderColor="navy.950" color="navy.950" _hover={{ bg: 'copper.400' }}>
          Call {siteData.phone}
        </ButtonLink>
      </ReadyCta>
    </>
  )
}

export const query = graphql`
  fragment LandingSections on Query {
    homeContent {
      readyCta {
        heading
        text
      }
      sectionIntros {
        services
        serviceAreas
      }
    }
    siteData {
      phone
    }
    allService {
      nodes {
        ...ServiceCard
      }
    }
    allTown {
      nodes {
        slug
        name
      }
    }
  }
`
