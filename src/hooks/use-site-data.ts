import { graphql, useStaticQuery } from 'gatsby'
import { inLocale, localeFile, type Locale } from '../lib/i18n/locales'
import { useLocale } from './use-locale'

/**
 * The one way components read the business details, menus' services and towns, and the build year,
 * in the page's language (or in `language`: the English home page says in Spanish when Spanish is spoken).
 */
export function useSiteData(language?: Locale) {
  const pageLocale = useLocale().locale
  const locale = language ?? pageLocale
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      sites: allSiteData {
        nodes {
          fields {
            locale
          }
          ...SiteContact
          topBanner
          footerTagline
          footerHours {
            days
            hours
          }
          spanishHours
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
      }
      consents: allSmsConsent {
        nodes {
          fields {
            locale
          }
          version
          label
          disclosure
          termsLabel
        }
      }
      allService {
        nodes {
          fields {
            locale
          }
          slug
          title
        }
      }
      allTown {
        nodes {
          fields {
            locale
          }
          slug
          name
        }
      }
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
    }
  `)
  const [site] = inLocale(data.sites.nodes, locale)
  const [smsConsent] = inLocale(data.consents.nodes, locale)
  if (!site) throw new Error(`data/${localeFile('site/site.json', locale)} is missing`)
  if (!smsConsent) throw new Error(`data/${localeFile('sms-consent/sms-consent.json', locale)} is missing`)
  return {
    site,
    smsConsent,
    services: inLocale(data.allService.nodes, locale),
    towns: inLocale(data.allTown.nodes, locale),
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
