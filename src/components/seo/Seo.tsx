import { graphql, useStaticQuery } from 'gatsby'
import type { ReactNode } from 'react'
import { inLocale, LOCALES, type Locale } from '../../lib/i18n/locales'
import { fixedPagePath, localHref, type PageLanguage } from '../../lib/i18n/paths'
import { usePathTable } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { ogImagePath } from '../../lib/og'
import { breadcrumbs, jsonLdText, roofingContractor, website } from '../../lib/structured-data'

type Crumb = { name: string; path: string }

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' }
const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' }
type JsonLd = Record<string, unknown>

type SeoProps = {
  /** the page's English path, with its trailing slash; fixed pages find their title and description by it */
  path: string
  /** the page's language and its paths in each language (createPages' context) */
  page: PageLanguage
  /** the page's own title; the brand is appended unless `fullTitle` */
  title?: string
  description?: string
  fullTitle?: boolean
  type?: 'website' | 'article'
  /** where the page sits (Home is added first); every nested page gets a BreadcrumbList */
  trail?: Crumb[]
  /** structured data for what the page is about (a Service, an Article, an FAQ) */
  jsonLd?: JsonLd[]
  children?: ReactNode
}

/**
 * Head tags for every page (Gatsby Head API): title, description, canonical URL, social cards and
 * the business in JSON-LD. Titles and descriptions of fixed pages come from data/page-meta/page-meta.en.json.
 * Head is outside the page's layout: plain tags only, no Chakra.
 */
export function Seo({
  path: givenPath,
  page,
  title,
  description,
  fullTitle = false,
  type = 'website',
  trail = [],
  jsonLd = [],
  children,
}: SeoProps) {
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      allSiteData {
        nodes {
          fields {
            locale
          }
          ...SiteContact
          priceRange
          foundedYear
          geo {
            lat
            lng
          }
          officeHours {
            opens
            closes
            dayOfWeek
          }
          social {
            url
          }
        }
      }
      allPageMeta {
        nodes {
          fields {
            locale
          }
          path
          title
          description
        }
      }
      allTown {
        nodes {
          fields {
            locale
          }
          name
        }
      }
    }
  `)
  const paths = usePathTable()
  const { locale, alternates } = page
  const { nav } = useUi(locale).layout
  // Fixed pages are found by the English page's path.
  const path = alternates.en ?? givenPath
  const [siteData] = inLocale(data.allSiteData.nodes, locale)
  if (!siteData) return null
  const meta = inLocale(data.allPageMeta.nodes, locale).find((m) => m.path === path)
  const ownTitle = title ?? meta?.title ?? siteData.brand
  const pageTitle = fullTitle ? ownTitle : `${ownTitle} | ${siteData.brand}`
  const pageDescription = description ?? meta?.description ?? siteData.description
  // A page without twin in its language (the not-found page) is at the English path under the language's prefix.
  const ownPath = alternates[locale] ?? fixedPagePath(paths, path, locale)
  const url = `${siteData.siteUrl}${ownPath}`
  const image = `${siteData.siteUrl}${ogImagePath(ownPath)}`
  const language = { inLanguage: LANGUAGE_TAGS[locale] }
  const structured = [
    roofingContractor(siteData, inLocale(data.allTown.nodes, locale), {
      logo: `${siteData.siteUrl}/icons/icon-512x512.png`,
      image: `${siteData.siteUrl}${ogImagePath('/')}`,
    }),
    { ...website(siteData), ...language },
    ...(trail.length
      ? [
          breadcrumbs(siteData.siteUrl, [
            { name: nav.home, path: localHref(paths, '/', locale) },
            ...trail.map((c) => ({ ...c, path: localHref(paths, c.path, locale) })),
          ]),
        ]
      : []),
    ...jsonLd.map((item) => ({ ...item, ...language })),
  ]
  const versions = LOCALES.flatMap((l) => (alternates[l] ? [{ locale: l, path: alternates[l] }] : []))
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={url} />
      {/* iOS's home-screen icon: one size it scales (gatsby-plugin-manifest makes it; `legacy: false` in gatsby-config) */}
      <link rel="apple-touch-icon" href="/icons/icon-192x192.png" />
      <meta property="og:site_name" content={siteData.brand} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {versions
        .filter((v) => v.locale !== locale)
        .map((v) => (
          <meta key={v.locale} property="og:locale:alternate" content={OG_LOCALES[v.locale]} />
        ))}
      {/* every language version of the page, and the English one for any other reader */}
      {versions.length > 1 &&
        [...versions, { locale: 'x-default', path: alternates.en }].map((v) => (
          <link key={v.locale} rel="alternate" hrefLang={v.locale} href={`${siteData.siteUrl}${v.path}`} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      {/* X reads the title, description and image from the og: tags when its own are absent */}
      <meta name="twitter:card" content="summary_large_image" />
      {structured.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
      {children}
    </>
  )
}
