/** @jest-environment node */
import faq from '../../data/faq/faq.en.json'
import site from '../../data/site/site.en.json'
import towns from '../../data/towns/towns.en.json'
import { article, breadcrumbs, faqPage, jsonLdText, roofingContractor, service, website } from '../../src/lib/structured-data'

const images = { logo: `${site.siteUrl}/icons/icon-512x512.png`, image: `${site.siteUrl}/og/home.jpg` }
const business = roofingContractor(site, towns, images) as Record<string, unknown> & { areaServed: unknown[] }

describe('RoofingContractor (Google: LocalBusiness)', () => {
  it('has the required properties: name and a full PostalAddress', () => {
    expect(business['@type']).toBe('RoofingContractor')
    expect(business.name).toBe(site.brand)
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: 'Raleigh',
      addressRegion: 'NC',
      postalCode: site.address.postalCode,
      addressCountry: 'US',
    })
  })

  it('has the recommended properties: url, telephone, geo, opening hours, price range, image', () => {
    expect(business.url).toBe(`${site.siteUrl}/`)
    expect(business.telephone).toBe('+1-919-555-0147')
    expect(business.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng })
    expect(business.priceRange).toBe(site.priceRange)
    expect(business.image).toMatch(/^https:\/\//)
    expect(business.logo).toMatch(/^https:\/\//)
    // Office hours (the contact page's), with Sunday left out as closed.
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
    ])
  })

  it('names the twelve towns as the area served and links the social profiles', () => {
    expect(business.areaServed).toHaveLength(towns.length)
    expect(business.areaServed[7]).toEqual({ '@type': 'City', name: 'Holly Springs, NC' })
    expect(business.sameAs).toEqual(site.social.map((s) => s.url).filter(Boolean))
  })
})

describe('other page types', () => {
  it('describes the site and points its publisher at the business', () => {
    expect(website(site)).toMatchObject({ '@type': 'WebSite', url: `${site.siteUrl}/`, publisher: { '@id': business['@id'] } })
  })

  it('describes a service with its provider, type and area', () => {
    const data = service(
      site.siteUrl,
      { title: 'Roof Repair', description: 'd', path: '/services/roof-repair/', image: images.image },
      towns,
    )
    expect(data).toMatchObject({ '@type': 'Service', serviceType: 'Roof Repair', provider: { '@id': business['@id'] } })
    expect((data.areaServed as unknown[]).length).toBe(12)
  })

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbs(site.siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${site.siteUrl}/services/` },
      ],
    })
  })

  it('gives an article its headline, image, dates and author', () => {
    expect(
      article(site.siteUrl, {
        title: 'T',
        description: 'D',
        path: '/blog/t/',
        image: images.image,
        author: 'Dale Harlan',
        datePublished: '2025-03-12',
      }),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      image: [images.image],
      datePublished: '2025-03-12',
      author: { '@type': 'Person', name: 'Dale Harlan' },
    })
  })

  it('turns the FAQ into Question and Answer pairs', () => {
    const data = faqPage(faq) as { mainEntity: Array<Record<string, unknown>> }
    expect(data.mainEntity).toHaveLength(5)
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: faq[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: faq[0]!.answer },
    })
  })

  it('cannot be broken out of its script element by the text it carries', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
