import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'
import { faqPage } from '../lib/structured-data'
import { LocalHead } from '../components/sections/LocalHead'

// The page's body, which only the build renders (docs/architecture.md, "Islands").
export { default } from '../views/About'

export const query = graphql`
  query AboutPage($locale: String!) {
    aboutContent(fields: { locale: { eq: $locale } }) {
      heading
      intro
      story
      storyImageAlt
      storyImage {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.6, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
        }
      }
      values {
        title
        description
        icon
      }
      videoId
      videoTitle
      poster {
        ...VideoPosterImage
      }
      thankYou {
        heading
        text
        videoId
        videoTitle
        poster {
          ...VideoPosterImage
        }
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      phone
      foundedYear
    }
    allTeamMember(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        ...TeamMemberCard
      }
    }
    allFaq(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        question
        answer
      }
    }
  }
`

export const Head = ({ data, location, pageContext }: HeadProps<Queries.AboutPageQuery, PageLanguage>) => (
  <LocalHead pathname={location.pathname}>
    {(ui) => (
      <Seo
        page={pageContext}
        path="/about/"
        trail={[{ name: ui.pages.crumbs.about, path: '/about/' }]}
        jsonLd={[faqPage(data.allFaq.nodes)]}
      />
    )}
  </LocalHead>
)
