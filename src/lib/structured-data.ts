// schema.org JSON-LD for search engines, built from the content data. Shapes follow Google's
// documentation for LocalBusiness (RoofingContractor), WebSite, Service, BreadcrumbList, Article
// and FAQPage.

export type BusinessInput = {
  brand: string
  legalName: string
  siteUrl: string
  description: string
  phone: string
  email: string
  priceRange: string
  address: { street: string; city: string; region: string; postalCode: string; country: string }
  geo: { lat: number; lng: number }
  officeHours: ReadonlyArray<{ opens?: string | null; closes?: string | null; dayOfWeek: ReadonlyArray<string> }>
  social: ReadonlyArray<{ url?: string | null }>
  ratings?: ReadonlyArray<{ score: string; reviews: number }>
  foundedYear: number
}

type Json = Record<string, unknown>

export const businessId = (siteUrl: string) => `${siteUrl}/#business`
const websiteId = (siteUrl: string) => `${siteUrl}/#website`

/** The business as a RoofingContractor (a LocalBusiness subtype), on every page. */
export function roofingContractor(
  site: BusinessInput,
  towns: ReadonlyArray<{ name: string }>,
  images: { logo: string; image: string },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'RoofingContractor',
    '@id': businessId(site.siteUrl),
    name: site.brand,
    legalName: site.legalName,
    description: site.description,
    url: `${site.siteUrl}/`,
    logo: images.logo,
    image: images.image,
    telephone: `+1-${site.phone.replace(/\D/g, '').replace(/^1?(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')}`,
    email: site.email,
    priceRange: site.priceRange,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    areaServed: towns.map((t) => ({ '@type': 'City', name: `${t.name}, NC` })),
    openingHoursSpecification: site.officeHours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...h.dayOfWeek], opens: h.opens, closes: h.closes })),
    sameAs: site.social.map((s) => s.url).filter((url): url is string => Boolean(url)),
  }
}

export function website(site: Pick<BusinessInput, 'brand' | 'siteUrl'>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(site.siteUrl),
    name: site.brand,
    url: `${site.siteUrl}/`,
    publisher: { '@id': businessId(site.siteUrl) },
  }
}

export function service(
  siteUrl: string,
  input: { title: string; description: string; path: string; image: string },
  towns: ReadonlyArray<{ name: string }>,
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.title,
    serviceType: input.title,
    description: input.description,
    url: `${siteUrl}${input.path}`,
    image: input.image,
    provider: { '@id': businessId(siteUrl) },
    areaServed: towns.map((t) => ({ '@type': 'City', name: `${t.name}, NC` })),
  }
}

/** A town page: the business's roofing service in that town. */
export function townService(siteUrl: string, town: { name: string; path: string }): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `Roofing in ${town.name}, NC`,
    serviceType: 'Roofing contractor',
    url: `${siteUrl}${town.path}`,
    provider: { '@id': businessId(siteUrl) },
    areaServed: { '@type': 'City', name: `${town.name}, NC` },
  }
}

export function breadcrumbs(siteUrl: string, trail: ReadonlyArray<{ name: string; path: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `${siteUrl}${crumb.path}` })),
  }
}

export function article(
  siteUrl: string,
  input: { title: string; description: string; path: string; image: string; author: string; datePublished: string },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    author: { '@type': 'Person', name: input.author },
    publisher: { '@id': businessId(siteUrl) },
    mainEntityOfPage: `${siteUrl}${input.path}`,
  }
}

/** A guide of steps (the storm insurance claim guide): each step with its own address on the page (#id). */
export function howTo(
  siteUrl: string,
  input: { name: string; description: string; path: string; steps: ReadonlyArray<{ id: string; title: string; text: string }> },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: input.name,
    description: input.description,
    mainEntityOfPage: `${siteUrl}${input.path}`,
    step: input.steps.map((step, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: step.title,
      text: step.text,
      url: `${siteUrl}${input.path}#${step.id}`,
    })),
  }
}

export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** Serialises JSON-LD for a <script> element; "<" is escaped so no text can close the element early. */
export const jsonLdText = (data: Json) => JSON.stringify(data).replace(/</g, '\\u003c')
