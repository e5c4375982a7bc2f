import { contentName, fileLocale, localeFile, pathLocale } from '../../src/lib/i18n/locales'
import { fixedPagePath, localHref, localizeLinks, pathIn, pathTableFrom } from '../../src/lib/i18n/paths'
import { hasFullHeader } from '../../src/lib/navigation'

const en = { fields: { locale: 'en' } }
const es = { fields: { locale: 'es' } }
const md = (locale: string, contentName: string, slug: string) => ({ fields: { locale, contentName }, frontmatter: { slug } })

const table = pathTableFrom({
  pages: [
    { path: '/', ...en },
    { path: '/services/', ...en },
    { path: '/blog/', ...en },
    { path: '/404/', ...en },
    { path: '/', ...es },
    { path: '/404/', ...es },
    { path: '/services/', urlSlug: 'servicios', ...es },
    { path: '/blog/', urlSlug: 'blog', ...es },
  ],
  services: [
    { slug: 'roof-repair', ...en },
    { slug: 'roof-repair', urlSlug: 'reparacion-de-techos', ...es },
  ],
  towns: [
    { slug: 'cary', ...en },
    { slug: 'cary', ...es },
  ],
  markdown: [
    md('en', 'articles/a.md', 'signs'),
    md('es', 'articles/a.md', 'senales'),
    md('en', 'articles/b.md', 'untranslated'),
    md('en', 'pages/privacy.md', 'privacy'),
    md('es', 'pages/privacy.md', 'privacidad'),
  ],
})

describe('content files by language', () => {
  it("names each language's file after the content, and reads the language and the content back", () => {
    expect(localeFile('services.json', 'es')).toBe('services.es.json')
    expect(localeFile('services/services.json', 'en')).toBe('services/services.en.json')
    expect(localeFile('articles/a.md', 'es')).toBe('articles/a.es.md')
    expect([
      fileLocale('services/services.es.json'),
      fileLocale('services/services.en.json'),
      fileLocale('ui-forms/ui-forms.en.json'),
    ]).toEqual(['es', 'en', 'en'])
    // a file that names no language of the site (the content check refuses it)
    expect([fileLocale('services.json'), fileLocale('services.fr.json')]).toEqual([undefined, undefined])
    expect([contentName('pages/privacy.es.md'), contentName('services/services.en.json')]).toEqual([
      'pages/privacy.md',
      'services/services.json',
    ])
  })

  it('reads the language of a page from its path', () => {
    expect(['/', '/es/', '/es/cary/', '/estimates/', '/cary/'].map(pathLocale)).toEqual(['en', 'es', 'es', 'en', 'en'])
  })
})

describe('every page in each language', () => {
  it('pairs each page with its twin, with the Spanish slugs chosen in the content', () => {
    expect(table).toEqual(
      expect.arrayContaining([
        { en: '/', es: '/es/' },
        { en: '/services/', es: '/es/servicios/' },
        { en: '/services/roof-repair/', es: '/es/servicios/reparacion-de-techos/' },
        { en: '/cary/', es: '/es/cary/' },
        { en: '/blog/signs/', es: '/es/blog/senales/' },
        { en: '/privacy/', es: '/es/privacidad/' },
      ]),
    )
  })

  it('gives the not-found page no twin: it answers addresses that are no page', () => {
    expect(pathIn(table, '/404/', 'es')).toBeUndefined()
    expect(pathIn(table, '/es/404/', 'en')).toBeUndefined()
    // but a page in each language all the same, at the language's prefix
    expect(fixedPagePath(table, '/404/', 'es')).toBe('/es/404/')
    expect(fixedPagePath(table, '/services/', 'es')).toBe('/es/servicios/')
    expect(fixedPagePath(table, '/services/', 'en')).toBe('/services/')
  })

  it('gives an article without a translation no Spanish page', () => {
    expect(table).toContainEqual({ en: '/blog/untranslated/' })
    expect(pathIn(table, '/blog/untranslated/', 'es')).toBeUndefined()
  })

  it('finds the other version from either side, keeping a #fragment', () => {
    expect(pathIn(table, '/es/servicios/reparacion-de-techos/', 'en')).toBe('/services/roof-repair/')
    expect(pathIn(table, '/services/roof-repair/#quote', 'es')).toBe('/es/servicios/reparacion-de-techos/#quote')
  })

  it('writes links of a Spanish page to Spanish pages, and leaves English pages and other addresses alone', () => {
    expect(localHref(table, '/services/', 'es')).toBe('/es/servicios/')
    expect(localHref(table, '/services/', 'en')).toBe('/services/')
    expect(localHref(table, 'tel:+19195550147', 'es')).toBe('tel:+19195550147')
  })

  it("leads the links of a Spanish page's markdown to Spanish pages", () => {
    const html =
      '<p>See <a href="/services/">services</a>, <a title="x" href="/blog/untranslated/">this</a>, <a href="tel:+19195550147">call</a>. /services/</p>'
    expect(localizeLinks(table, html, 'es')).toBe(
      '<p>See <a href="/es/servicios/">services</a>, <a title="x" href="/blog/untranslated/">this</a>, <a href="tel:+19195550147">call</a>. /services/</p>',
    )
    expect(localizeLinks(table, html, 'en')).toBe(html)
  })
})

describe('the full header in Spanish', () => {
  it('is on the Spanish home and town pages too', () => {
    const towns = [{ slug: 'cary' }]
    expect(['/es/', '/es/cary/', '/es/servicios/'].map((p) => hasFullHeader(p, towns))).toEqual([true, true, false])
  })
})
