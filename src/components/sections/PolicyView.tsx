import { Box, Container } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { fillPlaceholders, escapeHtml } from '../../lib/text'
import { Prose } from '../ui/Prose'
import { PageHero } from './PageHero'

type PolicyPageProps = { data: Queries.PolicyPageQuery }

/** /privacy and /terms: markdown from data/pages with the business details filled in from site.json. */
export function PolicyView({ data }: PolicyPageProps) {
  const { policy, siteData } = data
  if (!policy || !siteData) return null
  const { address } = siteData
  const html = fillPlaceholders(policy.html ?? '', {
    brand: escapeHtml(siteData.brand),
    legalName: escapeHtml(siteData.legalName),
    phone: escapeHtml(siteData.phone),
    email: escapeHtml(siteData.email),
    siteUrl: escapeHtml(siteData.siteUrl.replace(/^https:\/\//, '')),
    street: escapeHtml(address.street),
    address: escapeHtml(`${address.street}, ${address.city}, ${address.region} ${address.postalCode}`),
  })
  return (
    <>
      <PageHero eyebrow="Legal" title={policy.frontmatter.title} text={`Effective date: ${siteData.policyEffectiveDate}`} />
      <Box as="section" aria-label={policy.frontmatter.title} bg="white" py={{ base: '12', md: '16' }}>
        <Container maxW="7xl">
          <Prose html={html} />
        </Container>
      </Box>
    </>
  )
}

export const query = graphql`
  fragment PolicySite on Query {
    siteData(fields: { locale: { eq: $locale } }) {
      brand
      legalName
      phone
      email
      siteUrl
      policyEffectiveDate(formatString: "MMMM D, YYYY")
      address {
        street
        city
        region
        postalCode
      }
    }
  }
`
