// Social-card images (Open Graph, 1200x630) made at build time for each page kind: the page's own
// photo, darkened on the left, with its title and the brand. Node only (sharp); used by gatsby-node.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
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

function overlay({ title, eyebrow }: OgCard, brand: string): Buffer {
  const lines = wrapTitle(title)
  const top = 330 - lines.length * 36
  const text = lines
    .map((line, i) => `<text x="72" y="${top + 90 + i * 76}" font-size="64" font-weight="800" fill="#FFFFFF">${escapeHtml(line)}</text>`)
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
        .composite([{ input: overlay(card, brand) }])
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(target)
    }),
  )
}

type Named = Record<string, unknown>
type ContentForCards = {
  json: Record<string, unknown>
  markdown: Record<string, Array<{ file: string; frontmatter: Named }>>
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) => (Array.isArray(value) ? (value as Named[]) : [])

/** One card for every page the site builds, from the same content the pages are made of. */
export function cardsFor(content: ContentForCards, dataDir: string, ogPath: (pagePath: string) => string): OgCard[] {
  const at = (pagePath: string, image: string, title: string, eyebrow: string, base = dataDir): OgCard => ({
    file: ogPath(pagePath).replace(/^\/og\//, ''),
    image: path.join(base, image),
    title,
    eyebrow,
  })
  const home = content.json['home.json'] as { hero?: { image?: string } } | undefined
  const fallbackImage = home?.hero?.image ?? 'images/hero/home.jpg'
  return [
    ...list(content.json['page-meta.json']).map((m) =>
      at(str(m.path), str(m.ogImage) || fallbackImage, str(m.heading) || str(m.title), str(m.eyebrow) || 'Roofing in North Carolina'),
    ),
    ...list(content.json['services.json']).map((s) => at(`/services/${str(s.slug)}/`, str(s.image), str(s.title), 'Our services')),
    ...list(content.json['towns.json']).map((t) => at(`/${str(t.slug)}/`, str(t.heroImage), townHeading(str(t.name)), str(t.county))),
    ...(content.markdown.articles ?? []).map(({ file, frontmatter }) =>
      at(
        `/blog/${str(frontmatter.slug)}/`,
        str(frontmatter.cover),
        str(frontmatter.title),
        'Roofing advice',
        path.join(dataDir, path.dirname(file)),
      ),
    ),
    ...(content.markdown.pages ?? []).map(({ frontmatter }) =>
      at(`/${str(frontmatter.slug)}/`, fallbackImage, str(frontmatter.title), 'Legal'),
    ),
  ]
}
