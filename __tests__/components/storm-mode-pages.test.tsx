/** @jest-environment node */
// Storm mode on every page in both languages (issue 49), without a second build of the site: every
// page the build makes gets the frame gatsby-ssr wraps it in (wrapPage, server-rendered here as
// gatsby-ssr's replaceRenderer does), and the frame is where the banner is. A page of each kind's frame
// is rendered with the storm the build reads with STORM_MODE_DEMO=1, and with none; the built public/
// (a build without storm mode) is checked for no banner by output.test.ts.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { useStaticQuery } from 'gatsby'
import { JSDOM } from 'jsdom'
import { renderToString } from 'react-dom/server'
import towns from '../../data/towns/towns.en.json'
import { createEmotionCache, setServerRenderCache } from '../../src/components/ui/emotion-cache'
import { Provider } from '../../src/components/ui/provider'
import { stormAtBuild } from '../../src/lib/build/storm-alert'
import { STORM_FIELDS } from '../../src/lib/forms/fields'
import { OPENER_ATTRIBUTE, readOpener } from '../../src/lib/forms/opener'
import { pathLocale } from '../../src/lib/i18n/locales'
import { hasFullHeader } from '../../src/lib/navigation'
import { pathTableFrom } from '../../src/lib/i18n/paths'
import { getSystem } from '../../src/theme/system'
import { wrapPage } from '../../src/wrap-page'

const DATA = path.join(__dirname, '..', '..', 'data')
const read = (file: string) => JSON.parse(readFileSync(path.join(DATA, file), 'utf8'))
const LOCALES = ['en', 'es'] as const
const inLocale = <T extends object>(locale: string, items: T[]) => items.map((item) => ({ ...item, fields: { locale } }))
const both = (file: string) => LOCALES.flatMap((locale) => inLocale(locale, [read(`${file}.${locale}.json`)]))
const bothLists = (file: string) => LOCALES.flatMap((locale) => inLocale(locale, read(`${file}.${locale}.json`) as object[]))

/** The markdown pages' slugs, as the path table reads them from their front matter. */
const markdown = ['articles', 'pages'].flatMap((folder) =>
  readdirSync(path.join(DATA, folder)).map((file) => {
    const [, name, locale] = /^(.+)\.(en|es)\.md$/.exec(file)!
    const slug = /^slug:\s*"?([^"\n]+)"?$/m.exec(readFileSync(path.join(DATA, folder, file), 'utf8'))![1]!
    return { fields: { locale: locale!, contentName: `${folder}/${name}.md` }, frontmatter: { slug } }
  }),
)
const content = {
  pages: bothLists('page-meta/page-meta'),
  services: bothLists('services/services'),
  towns: bothLists('towns/towns'),
  markdown,
}
const table = pathTableFrom(content as unknown as Parameters<typeof pathTableFrom>[0])
/** Every page the build makes, in both languages (the not-found pages too). */
const PAGES = [...table.flatMap((row) => [row.en, row.es].filter((p): p is string => Boolean(p))), '/404/', '/es/404/']

const uiNodes = ['layout', 'forms', 'pages', 'sections'].flatMap((part) =>
  LOCALES.map((locale) => ({
    fields: { locale, contentName: `ui-${part}/ui-${part}.json` },
    texts: read(`ui-${part}/ui-${part}.${locale}.json`).texts,
  })),
)

const NOW = new Date('2026-11-26T15:00:00Z')
let demo: Awaited<ReturnType<typeof stormAtBuild>>

/** Every static query answered as the build answers it, with `stormAlert` as the build read it. */
function answerQueries(stormAlert: typeof demo) {
  jest.mocked(useStaticQuery).mockReturnValue({
    sites: { nodes: both('site/site') },
    consents: { nodes: both('sms-consent/sms-consent') },
    allService: { nodes: content.services },
    allTown: { nodes: content.towns },
    site: { buildYear: '2026' },
    // the path table's query (usePathTable)
    services: { nodes: content.services },
    towns: { nodes: content.towns },
    pages: { nodes: content.pages },
    markdown: { nodes: content.markdown },
    allUiText: { nodes: uiNodes },
    stormAlert,
  })
}

/** A page's HTML as the build writes it: its frame (wrapPage) around a body, rendered on the server. */
function pageHtml(pathname: string) {
  const cache = createEmotionCache()
  setServerRenderCache(cache)
  const html = renderToString(
    <Provider cache={cache} system={getSystem()}>
      {wrapPage({ element: <h1>Page body</h1>, props: { location: { pathname } } })}
    </Provider>,
  )
  return new JSDOM(html).window.document
}

beforeAll(async () => {
  demo = await stormAtBuild({ env: { STORM_MODE_DEMO: '1' }, towns, now: NOW, log: () => undefined })
})

const WORDS = {
  en: {
    label: 'Storm alert',
    headline: 'Hail up to 1.75 in reported near Cary on Nov 25',
    button: 'Free storm inspection',
    check: '/storm-check/?town=cary&radius=10',
    guide: '/storm-damage-insurance-claims/',
  },
  es: {
    label: 'Tormenta reciente',
    headline: 'Granizo de hasta 1.75 pulg. cerca de Cary el 25 de noviembre',
    button: 'Inspección gratis por daños de tormenta',
    check: '/es/historial-de-tormentas/?town=cary&radius=10',
    guide: '/es/reclamo-al-seguro-por-danos-de-tormenta/',
  },
}

/**
 * The frame, and so the banner, differs by a page's language and its header (the full one on home and
 * the towns: lib/navigation.ts, hasFullHeader): one page of each, and the pages the banner links to.
 */
const KINDS = ['/', '/cary/', '/services/roof-repair/', '/storm-check/', WORDS.en.guide, '/404/'].flatMap((english) => {
  const row = table.find((paths) => paths.en === english)
  return [english, row?.es ?? `/es${english}`]
})

describe('storm mode (STORM_MODE_DEMO=1)', () => {
  beforeEach(() => answerQueries(demo))

  it('is tried on a page of each kind in both languages, each one the build makes', () => {
    expect(new Set(KINDS.map((pathname) => hasFullHeader(pathname, towns)))).toEqual(new Set([true, false]))
    expect(KINDS.filter((pathname) => !PAGES.includes(pathname))).toEqual([])
    expect(KINDS).toEqual(expect.arrayContaining(['/es/', '/es/cary/', WORDS.es.guide, WORDS.es.check.split('?')[0]]))
  })

  it.each(KINDS)('%s starts its main content with the banner: what, where, when, the inspection and the two links', (pathname) => {
    const words = WORDS[pathLocale(pathname) as 'en' | 'es']
    const document = pageHtml(pathname)
    const banner = document.querySelector('main')!.firstElementChild!
    expect(banner.matches(`section[aria-label="${words.label}"]`)).toBe(true)
    expect(banner.textContent).toContain(words.headline)
    // (the dialog's form has links of its own)
    const links = [...banner.querySelectorAll('a')].filter((a) => !a.closest('dialog')).map((a) => a.getAttribute('href'))
    expect(links).toEqual([words.check, words.guide])
    // the inspection opens the page's estimate dialog from its HTML, naming the storm for its hidden fields
    const button = [...banner.querySelectorAll('button')].find((b) => b.textContent === words.button)!
    expect(button.getAttribute('command')).toBe('show-modal')
    const form = document.getElementById(button.getAttribute('commandfor')!)!.querySelector('form')!
    const opener = readOpener(button.getAttribute(OPENER_ATTRIBUTE))
    expect([opener.storm?.storm_date, opener.storm?.storm_hail_in, opener.storm?.storm_place, opener.source]).toEqual([
      '2026-11-25',
      '1.75',
      'Cary',
      'Storm banner',
    ])
    for (const field of [...STORM_FIELDS, 'source']) expect(form.querySelector(`input[type="hidden"][name="${field}"]`)).not.toBeNull()
  })
})

describe('without a storm', () => {
  beforeEach(() => answerQueries(null))

  it.each(['/', '/es/', '/cary/', '/es/cary/', '/storm-check/', WORDS.es.guide])('%s has no banner', (pathname) => {
    const document = pageHtml(pathname)
    expect(document.querySelector('main')!.firstElementChild!.textContent).toBe('Page body')
    expect(document.querySelector('[data-storm-banner]')).toBeNull()
  })
})
