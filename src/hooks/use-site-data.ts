import { graphql, useStaticQuery } from 'gatsby'

/** The one way components read the business details, menus' services and towns, and the build year. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteData {
        ...SiteContact
        topBanner
        footerTagline
        footerHours {
          days
          hours
        }
        social {
          name
          url
        }
        ratings {
          score
          reviews
          source
        }
        copyrightStartYear
        license
      }
      smsConsent {
        version
        label
        disclosure
        termsLabel
      }
      allService {
        nodes {
          slug
          title
        }
      }
      allTown {
        nodes {
          slug
          name
        }
      }
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
    }
  `)
  if (!data.siteData) throw new Error('data/site.json is missing')
  if (!data.smsConsent) throw new Error('data/sms-consent.json is missing')
  return {
    site: data.siteData,
    smsConsent: data.smsConsent,
    services: data.allService.nodes,
    towns: data.allTown.nodes,
    buildYear: data.site?.buildYear ?? '',
  }
}

export type SiteData = ReturnType<typeof useSiteData>

/** The business's name, address and ways to reach it: the fields every page that names the business reads. */
export const siteContactFragment = graphql`
  fragment SiteContact on SiteData {
    brand
    legalName
    siteUrl
    description
    phone
    email
    address {
      street
      city
      region
      postalCode
      country
    }
  }
`
