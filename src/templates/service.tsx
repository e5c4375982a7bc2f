import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'
import { serviceTitle } from '../lib/titles'
import { ogImagePath } from '../lib/og'
import { service } from '../lib/structured-data'
import { LocalHead } from '../components/sections/LocalHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Service'

export const query = graphql`
  query ServicePage($slug: String!, $locale: String!) {
    service(slug: { eq: $slug }, fields: { locale: { eq: $locale } }) {
      slug
      title
      description
      metaDescription
      body
      features
      benefits
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.6, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
        }
      }
      related {
        slug
        title
        description
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      brand
      phone
      siteUrl
    }
    allTown(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        slug
        name
      }
    }
    pricing(fields: { locale: { eq: $locale } }) {
      service {
        slug
      }
      ...PricingFigures
    }
    financing(fields: { locale: { eq: $locale } }) {
      ...FinancingExample
    }
  }
`

export const Head = ({ data, location, pageContext }: HeadProps<Queries.ServicePageQuery, PageLanguage>) => {
  const { service: page, siteData, allTown } = data
  if (!page || !siteData) return null
  return (
    <LocalHead pathname={location.pathname}>
      {(ui) => (
        <Seo
          page={pageContext}
          title={serviceTitle(page.title, siteData.brand, ui.pages.titles)}
          fullTitle
          description={page.metaDescription}
          path={location.pathname}
          trail={[
            { name: ui.pages.crumbs.services, path: '/services/' },
            { name: page.title, path: location.pathname },
          ]}
          jsonLd={[
            service(
              siteData.siteUrl,
              {
                title: page.title,
                description: page.metaDescription,
                path: location.pathname,
                image: `${siteData.siteUrl}${ogImagePath(location.pathname)}`,
              },
              allTown.nodes,
            ),
          ]}
        />
      )}
    </LocalHead>
  )
}
