import { Box, Container } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { fillPlaceholders, escapeHtml, formatDate } from '../../lib/text'
import { useLocale } from '../../hooks/use-locale'
import { telHref } from '../../lib/phone'
import { useUi } from '../../hooks/use-ui'
import { Prose } from '../ui/Prose'
import { PageHero } from './PageHero'

type PolicyPageProps = { data: Queries.PolicyPageQuery }

/** /privacy and /terms: markdown from data/pages with the business details filled in from site.json. */
export function PolicyView({ data }: PolicyPageProps) {
  const { policy, siteData } = data
  const words = useUi().sections.policy
  const { locale, localize } = useLocale()
  if (!policy || !siteData) return null
  const { address } = siteData
  const html = fillPlaceholders(policy.html ?? '', {
    brand: escapeHtml(siteData.brand),
    legalName: escapeHtml(siteData.legalName),
    // a number to tap on a phone, as everywhere else on the site
    phone: `<a href="${telHref(siteData.phone)}">${escapeHtml(siteData.phone)}</a>`,
    email: escapeHtml(siteData.email),
    siteUrl: escapeHtml(siteData.siteUrl.replace(/^https:\/\//, '')),
    street: escapeHtml(address.street),
    address: escapeHtml(`${address.street}, ${address.city}, ${address.region} ${address.postalCode}`),
  })
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={policy.frontmatter.title}
        text={fillPlaceholders(words.effectiveDate, { date: formatDate(siteData.policyEffectiveDate, locale) })}
      />
      <Box as="section" aria-label={policy.frontmatter.title} bg="white" py={{ base: '12', md: '16' }}>
        <Container maxW="7xl">
          {/* the markdown names site pages by their English paths */}
          <Prose html={localize(html)} />
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
      # YYYY-MM-DD, for formatDate in the page's language (the same field type, so the typegen types hold)
      policyEffectiveDate(formatString: "YYYY-MM-DD")
      address {
        street
        city
        region
        postalCode
      }
    }
  }
`
