// Social-card images (Open Graph, 1200x630) made at build time for each page kind: the page's own
// photo, darkened on the left, with its title and the brand. Node only (sharp); used by gatsby-node.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { uiTexts } from '../i18n/ui'
import { DEFAULT_LOCALE, inLocale, localePrefix, LOCALES, type Locale } from '../i18n/locales'
import { policyPath, servicePath, townPath } from '../navigation'
import { escapeHtml } from '../text'
import { townHeading } from '../titles'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

export type OgCard = { file: string; image: string; title: string; eyebrow: string }

/** Breaks a title into lines of at most `max` characters, without splitting words. */
export function wrapTitle(title: string, max = 26): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.slice(0, 4)
}

/** The words of a card, drawn over its photo: every text from content is escaped into the SVG. */
export function cardOverlay({ title, eyebrow }: OgCard, brand: string): Buffer {
  const lines = wrapTitle(title)
  // The rule, the eyebrow, then the title's lines (64 px type, 76 px apart) below the eyebrow's line.
  const top = 300 - lines.length * 38
  const text = lines
    .map((line, i) => `<text x="72" y="${top + 130 + i * 76}" font-size="64" font-weight="800" fill="#FFFFFF">${escapeHtml(line)}</text>`)
    .join('')
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#0A1526" stop-opacity="0.96"/><stop offset="0.6" stop-color="#0A1526" stop-opacity="0.78"/><stop offset="1" stop-color="#0A1526" stop-opacity="0.2"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="72" y="${top}" width="64" height="8" rx="4" fill="#E8742A"/>
    <g font-family="sans-serif">
      <text x="72" y="${top + 50}" font-size="26" font-weight="700" letter-spacing="3" fill="#F5BE95">${escapeHtml(eyebrow.toUpperCase())}</text>
      ${text}
      <text x="72" y="${OG_HEIGHT - 60}" font-size="30" font-weight="700" fill="#FAF7F2">${escapeHtml(brand)}</text>
    </g>
  </svg>`)
}

/** Writes each card as a JPEG under `outDir`. */
export async function writeOgImages(cards: ReadonlyArray<OgCard>, brand: string, outDir: string): Promise<void> {
  await Promise.all(
    cards.map(async (card) => {
      const target = path.join(outDir, card.file)
      mkdirSync(path.dirname(target), { recursive: true })
      await sharp(card.image)
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'right' })
        .composite([{ input: cardOverlay(card, brand) }])
        // libjpeg's own encoder: mozjpeg saved 16 % of a card's bytes (59 against 71 KB), which only
        // link previews fetch, for three times the encoding (73 cards: about 6 s of a build, 2 s now)
        .jpeg({ quality: 82 })
        .toFile(target)
    }),
  )
}

/**
 * One card for every page the site builds, in each language, from the same nodes the pages are made
 * of (the SocialCards query in gatsby-node.ts). `dataDir` resolves a page's own `ogImage` (a path from
 * data/page-meta/, where the pages' texts are); `localPath` gives a page's path in a language from its English path (the path table), and
 * `fixedPath` a fixed page's (the not-found page has no twin but a page in each language).
 */
export function cardsFor(
  data: Queries.SocialCardsQuery,
  dataDir: string,
  ogPath: (pagePath: string) => string,
  localPath: (englishPath: string, locale: Locale) => string | undefined,
  fixedPath: (englishPath: string, locale: Locale) => string,
): OgCard[] {
  const fallbackImage = data.homeContent?.hero.image.absolutePath ?? path.join(dataDir, 'images', 'hero', 'home.jpg')
  return LOCALES.flatMap((locale) => {
    const { pages } = uiTexts(data.allUiText.nodes, locale)
    const words = pages.socialCards
    // A card is drawn at the page's own path; a page with no twin in this language has no card in it.
    const at = (pagePath: string | undefined, image: string, title: string, eyebrow: string): OgCard[] =>
      pagePath ? [{ file: ogPath(pagePath).replace(/^\/og\//, ''), image, title, eyebrow }] : []
    const english = (englishPath: string) => (locale === DEFAULT_LOCALE ? englishPath : localPath(englishPath, locale))
    const blog = english('/blog/')
    return [
      ...inLocale(data.allPageMeta.nodes, locale).flatMap((m) =>
        at(
          fixedPath(m.path, locale),
          m.ogImage ? path.join(dataDir, 'page-meta', m.ogImage) : fallbackImage,
          m.heading || m.title,
          m.eyebrow || words.default,
        ),
      ),
      ...inLocale(data.allService.nodes, locale).flatMap((s) =>
        at(english(servicePath(s.slug)), s.image.absolutePath, s.title, words.services),
      ),
      ...inLocale(data.allTown.nodes, locale).flatMap((t) =>
        at(english(townPath(t.slug)), t.heroImage.absolutePath, townHeading(t.name, pages.titles), t.county),
      ),
      // An article's and a policy's own slug is its address in its language.
      ...inLocale(data.articles.nodes, locale).flatMap(({ frontmatter: a }) =>
        at(blog && `${blog}${a.slug}/`, a.cover?.absolutePath ?? fallbackImage, a.title, words.articles),
      ),
      ...inLocale(data.policies.nodes, locale).flatMap(({ frontmatter: p }) =>
        at(`${localePrefix(locale)}${policyPath(p.slug)}`, fallbackImage, p.title, words.legal),
      ),
    ]
  })
}
