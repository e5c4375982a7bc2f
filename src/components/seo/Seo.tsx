import { graphql, useStaticQuery } from 'gatsby'
import type { ReactNode } from 'react'
import { ogImagePath } from '../../lib/og'
import { breadcrumbs, jsonLdText, roofingContractor, website } from '../../lib/structured-data'

type Crumb = { name: string; path: string }
type JsonLd = Record<string, unknown>

type SeoProps = {
  /** the page's path, with its trailing slash; fixed pages find their title and description by it */
  path: string
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
 * the business in JSON-LD. Titles and descriptions of fixed pages come from data/page-meta.json.
 * Head is outside the page's layout: plain tags only, no Chakra.
 */
export function Seo({ path, title, description, fullTitle = false, type = 'website', trail = [], jsonLd = [], children }: SeoProps) {
  const { siteData, allPageMeta, allTown } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      siteData {
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
      allPageMeta {
        nodes {
          path
          title
          description
        }
      }
      allTown {
        nodes {
          name
        }
      }
    }
  `)
  if (!siteData) return null
  const meta = allPageMeta.nodes.find((m) => m.path === path)
  const ownTitle = title ?? meta?.title ?? siteData.brand
  const pageTitle = fullTitle ? ownTitle : `${ownTitle} | ${siteData.brand}`
  const pageDescription = description ?? meta?.description ?? siteData.description
  const url = `${siteData.siteUrl}${path}`
  const image = `${siteData.siteUrl}${ogImagePath(path)}`
  const structured = [
    roofingContractor(siteData, allTown.nodes, {
      logo: `${siteData.siteUrl}/icons/icon-512x512.png`,
      image: `${siteData.siteUrl}${ogImagePath('/')}`,
    }),
    website(siteData),
    ...(trail.length ? [breadcrumbs(siteData.siteUrl, [{ name: 'Home', path: '/' }, ...trail])] : []),
    ...jsonLd,
  ]
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={url} />
      {/* A PNG the manifest plugin draws from static/favicon.svg; not the SVG, which Chrome
          renders on the page's main thread (gatsby-config.ts). */}
      <link rel="icon" href="/icons/icon-48x48.png" type="image/png" sizes="48x48" />
      <meta property="og:site_name" content={siteData.brand} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={image} />
      {structured.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
      {children}
    </>
  )
}
