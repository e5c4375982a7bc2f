import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { FixedPageHead } from '../components/seo/FixedPageHead'
import { STORM_GUIDE_PATH } from '../lib/navigation'
import { howTo } from '../lib/structured-data'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/StormGuide'

export const query = graphql`
  query StormGuidePage($locale: String!) {
    pageMeta(path: { eq: "/storm-damage-insurance-claims/" }, fields: { locale: { eq: $locale } }) {
      ...FixedPageHero
      description
    }
    stormGuide(fields: { locale: { eq: $locale } }) {
      reviewed
      steps {
        id
        title
        paragraphs
        points
        sources {
          label
          url
        }
      }
      authoritiesHeading
      authorities {
        name
        url
        purpose
      }
      note
    }
    siteData(fields: { locale: { eq: $locale } }) {
      siteUrl
      phone
    }
  }
`

export const Head = ({ data, ...head }: HeadProps<Queries.StormGuidePageQuery, PageLanguage>) => {
  const { pageMeta, stormGuide, siteData } = data
  const jsonLd =
    pageMeta && stormGuide && siteData
      ? [
          howTo(siteData.siteUrl, {
            name: pageMeta.heading ?? pageMeta.title,
            description: pageMeta.description,
            path: head.location.pathname,
            steps: stormGuide.steps.map((step) => ({
              id: step.id,
              title: step.title,
              text: [...step.paragraphs, ...step.points].join(' '),
            })),
          }),
        ]
      : []
  return <FixedPageHead {...head} path={STORM_GUIDE_PATH} crumb="stormGuide" jsonLd={jsonLd} />
}
