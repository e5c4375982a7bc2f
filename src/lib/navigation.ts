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

/**
 * Home and the twelve town pages have the full header (the top banner, Service Areas in the phone
 * menu); every other page the simple one. Read from the path, so the frame Gatsby keeps around every
 * page knows it on the server and after each move inside the site.
 */
export function hasFullHeader(pathname: string, towns: ReadonlyArray<Named>): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  return path === '/' || towns.some((town) => townPath(town.slug) === path)
}

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item

export const aboutLinks: NavLink[] = [
  { label: 'About Us', to: '/about/' },
  { label: 'Privacy Policy', to: '/privacy/' },
  { label: 'Terms of Service', to: '/terms/' },
  { label: 'Hiring', to: '/careers/' },
]

export const quickLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about/' },
  { label: 'Projects', to: '/projects/' },
  { label: 'Blog', to: '/blog/' },
  { label: 'Contact', to: '/contact/' },
  { label: 'Services', to: '/services/' },
  { label: 'Careers', to: '/careers/' },
]

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy/' },
  { label: 'Terms of Service', to: '/terms/' },
  { label: 'SMS Terms', to: '/sms-terms/' },
]

export const serviceLinks = (services: ReadonlyArray<Named & { title: string }>): NavLink[] =>
  services.map((s) => ({ label: s.title, to: servicePath(s.slug) }))

export const townLinks = (towns: ReadonlyArray<Named & { name: string }>): NavLink[] =>
  towns.map((t) => ({ label: t.name, to: townPath(t.slug) }))

/** Header menu, in the spec's order. Service Areas is left out where the variant hides it. */
export function headerMenu(
  services: ReadonlyArray<Named & { title: string }>,
  towns: ReadonlyArray<Named & { name: string }>,
  { withServiceAreas }: { withServiceAreas: boolean },
): NavItem[] {
  return [
    { label: 'Services', links: serviceLinks(services) },
    { label: 'About', links: aboutLinks },
    { label: 'Projects', to: '/projects/' },
    { label: 'Blog', to: '/blog/' },
    ...(withServiceAreas ? [{ label: 'Service Areas', links: townLinks(towns), columns: 2 as const }] : []),
    { label: 'Contact', to: '/contact/' },
  ]
}
