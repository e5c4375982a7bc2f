import { graphql, useStaticQuery } from 'gatsby'
import { inLocale, localeFile, type Locale } from '../lib/i18n/locales'
import type { StormAlertWords } from '../lib/storms/words'
import { useLocale } from './use-locale'

/**
 * The one way components read the business details, menus' services and towns, the build year and
 * storm mode's storm (null when none),
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
          phoneHours {
            ...HoursSet
          }
          spanishHours {
            ...HoursSet
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
          privacyLabel
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
      stormAlert {
        date
        kind
        hailInches
        windMph
        tornado
        rating
        town
        towns
      }
    }
  `)
  const [site] = inLocale(data.sites.nodes, locale)
  const [smsConsent] = inLocale(data.consents.nodes, locale)
  if (!site) throw new Error(`data/${localeFile('site/site.json', locale)} is missing`)
  if (!smsConsent) throw new Error(`data/${localeFile('sms-consent/sms-consent.json', locale)} is missing`)
  const towns = inLocale(data.allTown.nodes, locale)
  return {
    site,
    smsConsent,
    services: inLocale(data.allService.nodes, locale),
    towns,
    buildYear: data.site?.buildYear ?? '',
    storm: stormAlertOf(data.stormAlert, towns),
  }
}

/** Storm mode's storm: the town nearest the report it leads with (slug and name) and the towns hit, nearest first. */
export type StormAlert = StormAlertWords & { town: string; townName: string; towns: ReadonlyArray<string> }

/** The build's StormAlert node (gatsby-node's sourceNodes), or null when the site is not in storm mode. */
function stormAlertOf(node: Queries.SiteDataQuery['stormAlert'], towns: ReadonlyArray<{ slug: string; name: string }>): StormAlert | null {
  if (!node) return null
  const kind = node.kind === 'hail' || node.kind === 'wind' || node.kind === 'tornado' ? node.kind : null
  if (!kind) return null
  const townName = towns.find((t) => t.slug === node.town)?.name ?? node.town
  return { ...node, kind, townName, hailInches: node.hailInches ?? null, windMph: node.windMph ?? null, rating: node.rating ?? null }
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

/** A set of hours: what is shown and what it means (src/lib/hours.ts). */
export const hoursSetFragment = graphql`
  fragment HoursSet on Hours {
    days
    hours
    opens
    closes
    dayOfWeek
  }
`
