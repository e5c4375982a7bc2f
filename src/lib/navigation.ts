import { localePrefix, pathLocale } from './i18n/locales'

// The site's structure: which pages the header, menus and footer link to, built from the content.
export type NavLink = { label: string; to: string }
export type NavGroup = { label: string; links: NavLink[]; columns?: 1 | 2 }
export type NavItem = NavLink | NavGroup

type Named = { slug: string }

export const servicePath = (slug: string) => `/services/${slug}/`
export const townPath = (slug: string) => `/${slug}/`
export const articlePath = (slug: string) => `/blog/${slug}/`
/** The privacy policy and the terms, at the root like the towns. */
export const policyPath = (slug: string) => `/${slug}/`
/** The storm check (src/pages/storm-check.tsx), and the service page that links to it. */
export const STORM_CHECK_PATH = '/storm-check/'
export const STORM_DAMAGE_SERVICE = 'storm-damage-repair'
/** The insurance claim guide after a storm (src/pages/storm-damage-insurance-claims.tsx). */
export const STORM_GUIDE_PATH = '/storm-damage-insurance-claims/'
/**
 * Pages whose address changed: each old address moves to its new one for good, by a 301 in
 * netlify.toml (which the local server follows too) and Gatsby's redirect for a link inside the site.
 * routes.test checks that the server answers each with its 301 and the new address with its page.
 */
export const MOVED_PAGES: ReadonlyArray<{ from: string; to: string }> = [
  // the Spanish storm check is named for what it is, a history of storms (a "revisión" is the roof inspection)
  { from: '/es/revision-de-tormentas/', to: '/es/historial-de-tormentas/' },
]
/** The storm check for a place, as the town pages link to it. */
export const stormCheckFor = (href: Href, town: string, radius: number) =>
  `${href(STORM_CHECK_PATH)}?${new URLSearchParams({ town, radius: String(radius) })}`

/**
 * Home and the twelve town pages have the full header (the top banner, Service Areas in the phone
 * menu); every other page the simple one. Read from the path, so the frame Gatsby keeps around every
 * page knows it on the server and after each move inside the site.
 */
export function hasFullHeader(pathname: string, towns: ReadonlyArray<Named>): boolean {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`
  // The same in every language: /es/ and /es/cary/ as / and /cary/.
  const path = withSlash.slice(localePrefix(pathLocale(withSlash)).length)
  return path === '/' || towns.some((town) => townPath(town.slug) === path)
}

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item

/** The menus' words (data/ui-layout/ui-layout.en.json `nav`), in the page's language. */
export type NavTexts = Record<
  | 'services'
  | 'about'
  | 'aboutUs'
  | 'privacy'
  | 'terms'
  | 'hiring'
  | 'projects'
  | 'blog'
  | 'serviceAreas'
  | 'contact'
  | 'home'
  | 'careers'
  | 'smsTerms'
  | 'stormCheck'
  | 'stormGuide',
  string
>
/** A link written with its English path, as the page's language shows it (useLocale().href). */
export type Href = (englishPath: string) => string

/** Every menu of the site, with the words and addresses of the page's language. */
export function navigation(nav: NavTexts, href: Href) {
  const link = (label: string, englishPath: string): NavLink => ({ label, to: href(englishPath) })
  const serviceLinks = (services: ReadonlyArray<Named & { title: string }>): NavLink[] =>
    services.map((s) => link(s.title, servicePath(s.slug)))
  const townLinks = (towns: ReadonlyArray<Named & { name: string }>): NavLink[] => towns.map((t) => link(t.name, townPath(t.slug)))
  const aboutLinks = [
    link(nav.aboutUs, '/about/'),
    link(nav.privacy, '/privacy/'),
    link(nav.terms, '/terms/'),
    link(nav.hiring, '/careers/'),
  ]
  return {
    aboutLinks,
    quickLinks: [
      link(nav.home, '/'),
      link(nav.about, '/about/'),
      link(nav.projects, '/projects/'),
      link(nav.blog, '/blog/'),
      link(nav.contact, '/contact/'),
      link(nav.services, '/services/'),
      link(nav.careers, '/careers/'),
      link(nav.stormCheck, STORM_CHECK_PATH),
      link(nav.stormGuide, STORM_GUIDE_PATH),
    ],
    legalLinks: [link(nav.privacy, '/privacy/'), link(nav.terms, '/terms/'), link(nav.smsTerms, '/sms-terms/')],
    serviceLinks,
    townLinks,
    /** Header menu, in the spec's order. Service Areas is left out where the variant hides it. */
    headerMenu(
      services: ReadonlyArray<Named & { title: string }>,
      towns: ReadonlyArray<Named & { name: string }>,
      { withServiceAreas }: { withServiceAreas: boolean },
    ): NavItem[] {
      return [
        { label: nav.services, links: serviceLinks(services) },
        { label: nav.about, links: aboutLinks },
        link(nav.projects, '/projects/'),
        link(nav.blog, '/blog/'),
        ...(withServiceAreas ? [{ label: nav.serviceAreas, links: townLinks(towns), columns: 2 as const }] : []),
        link(nav.contact, '/contact/'),
      ]
    },
  }
}
