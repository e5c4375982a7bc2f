// Social-card images (Open Graph, 1200x630) made at build time for each page kind: the page's own
// photo, darkened on the left, with its title and the brand. Node only (sharp); used by gatsby-node.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { articlePath, policyPath, servicePath, townPath } from '../navigation'
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

/**
 * One card for every page the site builds, from the same nodes the pages are made of (the SocialCards
 * query in gatsby-node.ts). `dataDir` resolves a page's own `ogImage` (a path in data/).
 */
export function cardsFor(data: Queries.SocialCardsQuery, dataDir: string, ogPath: (pagePath: string) => string): OgCard[] {
  const at = (pagePath: string, image: string, title: string, eyebrow: string): OgCard => ({
    file: ogPath(pagePath).replace(/^\/og\//, ''),
    image,
    title,
    eyebrow,
  })
  const fallbackImage = data.homeContent?.hero.image.absolutePath ?? path.join(dataDir, 'images', 'hero', 'home.jpg')
  return [
    ...data.allPageMeta.nodes.map((m) =>
      at(m.path, m.ogImage ? path.join(dataDir, m.ogImage) : fallbackImage, m.heading || m.title, m.eyebrow || 'Roofing in North Carolina'),
    ),
    ...data.allService.nodes.map((s) => at(servicePath(s.slug), s.image.absolutePath, s.title, 'Our services')),
    ...data.allTown.nodes.map((t) => at(townPath(t.slug), t.heroImage.absolutePath, townHeading(t.name), t.county)),
    ...data.articles.nodes.map(({ frontmatter: a }) =>
      at(articlePath(a.slug), a.cover?.absolutePath ?? fallbackImage, a.title, 'Roofing advice'),
    ),
    ...data.policies.nodes.map(({ frontmatter: p }) => at(policyPath(p.slug), fallbackImage, p.title, 'Legal')),
  ]
}
