import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { HERO_SIZES } from '../lib/image-sizes'
import { PreloadImage } from '../components/ui/Picture'
import { Seo } from '../components/seo/Seo'
import { townService } from '../lib/structured-data'
import { townHeading } from '../lib/titles'
import { LocalHead } from '../components/sections/LocalHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/Town'

export const query = graphql`
  query TownPage($slug: String!, $locale: String!) {
    town(slug: { eq: $slug }, fields: { locale: { eq: $locale } }) {
      slug
      name
      county
      intro
      metaDescription
      heroImage {
        ...HeroPhoto
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      siteUrl
      phone
      ratings {
        score
        reviews
        source
      }
    }
    ...LandingSections
  }
`

export const Head = ({ data, location, pageContext }: HeadProps<Queries.TownPageQuery, PageLanguage>) => {
  const { town, siteData } = data
  if (!town || !siteData) return null
  return (
    <LocalHead pathname={location.pathname}>
      {(ui) => (
        <Seo
          page={pageContext}
          title={townHeading(town.name, ui.pages.titles)}
          description={town.metaDescription}
          path={location.pathname}
          trail={[{ name: town.name, path: location.pathname }]}
          jsonLd={[townService(siteData.siteUrl, { name: town.name, path: location.pathname })]}
        >
          <PreloadImage image={town.heroImage.childImageSharp?.gatsbyImageData} sizes={HERO_SIZES} />
        </Seo>
      )}
    </LocalHead>
  )
}
