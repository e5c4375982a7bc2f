import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps } from 'gatsby'
import { FixedPageHead } from '../components/seo/FixedPageHead'
import { faqPage } from '../lib/structured-data'

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

export const Head = ({ data, ...head }: HeadProps<Queries.AboutPageQuery, PageLanguage>) => (
  <FixedPageHead {...head} path="/about/" crumb="about" jsonLd={[faqPage(data.allFaq.nodes)]} />
)
