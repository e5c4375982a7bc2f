// The site's typeface cut, at build, to the characters its pages can show and the weights they draw
// (record 30 in docs/performance.md): every page preloads the file, and whatever loads before the
// first paint delays it on a slow phone. Inter's Latin file 48 → ~25 KB.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'

// resolved from the site's folder, where Gatsby and the tests run (plugins run compiled, from elsewhere)
const fromSite = createRequire(path.join(process.cwd(), 'package.json'))

export type FontSource = {
  family: string
  /** the package's Latin file (a public export of @fontsource-variable/*) */
  file: string
  /** the package's table of its files' Unicode ranges */
  ranges: string
  /** the weights the site draws (the file shrinks when cut to them) */
  weight: { min: number; max: number }
}

export type FaceDeclaration = { family: string; url: string; weight: string }

export const FONT_SOURCES: FontSource[] = [
  {
    family: 'Inter Variable',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: '@fontsource-variable/inter/unicode.json',
    weight: { min: 400, max: 800 },
  },
]

// Always kept, whatever the content says: what a visitor may type into a field (printable ASCII and the
// letters of Spanish names), and the spaces and punctuation that formatting and typesetting produce.
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')
export const ALWAYS = `${ASCII}áéíóúüñÁÉÍÓÚÜÑ¿¡«»°·×\u00a0\u2009\u202f‐–—‘’“”…•€™`

/** Each distinct character of the texts, with ALWAYS's, in code point order (stable across builds). */
export function fontCharacters(texts: string[]): string {
  const chars = new Set(ALWAYS)
  for (const text of texts) for (const char of text) if (char.codePointAt(0)! >= 0x20) chars.add(char)
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('')
}

/** A source file's text: a JSON file's strings (escapes decoded), any other file as written, with its \u escapes read too. */
export function textOf(file: string, content: string): string {
  if (file.endsWith('.json')) {
    const strings: string[] = []
    JSON.parse(content, (key, value: unknown) => {
      strings.push(key)
      if (typeof value === 'string') strings.push(value)
      return value
    })
    return strings.join('\n')
  }
  const escaped = [...content.matchAll(/\\u\{?([0-9a-fA-F]{4,5})\}?/g)].map(([, hex]) => String.fromCodePoint(parseInt(hex!, 16)))
  return content + escaped.join('')
}

const SOURCE_FILE = /\.(json|md|tsx?)$/
// Code that never draws a page: the build's and the content check's, the server functions' (the
// text messages' alphabet alone would add 4 KB of letters no page shows).
export const NOT_DRAWN = ['src/lib/build', 'src/lib/content', 'src/lib/server', 'src/lib/leads']
const listFiles = (root: string, dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === '__tests__' || NOT_DRAWN.includes(file) ? [] : listFiles(root, file)
    return SOURCE_FILE.test(entry.name) ? [path.join(root, file)] : []
  })

/** The characters of everything the pages draw from: the content in data/ and the words in src/. */
export function siteCharacters(root: string): string {
  const files = ['data', 'src'].flatMap((dir) => listFiles(root, dir))
  return fontCharacters(files.map((file) => textOf(file, fs.readFileSync(file, 'utf8'))))
}

/** A "U+0000-00FF,U+0131" list as a test of one code point. */
export function inRanges(list: string): (codePoint: number) => boolean {
  const ranges = list.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(from!, 16), parseInt(to!, 16)] as const
  })
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to)
}

/** Which of a font's code points its package's Latin file draws. */
export function latinRange(source: FontSource): (codePoint: number) => boolean {
  const table = JSON.parse(fs.readFileSync(fromSite.resolve(source.ranges), 'utf8')) as Record<string, string>
  if (!table.latin) throw new Error(`${source.ranges} names no latin range`)
  return inRanges(table.latin)
}

/** The characters of a page's text (outside scripts and styles, entities read) that the fonts lack. */
export function missingCharacters(html: string, chars: string, covered: (codePoint: number) => boolean): string[] {
  const body = html.slice(Math.max(0, html.indexOf('<body')))
  const text = body
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*\splaceholder="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
  const have = new Set(chars)
  const missing = new Set<string>()
  for (const char of text) if (!have.has(char) && covered(char.codePointAt(0)!) && char.codePointAt(0)! >= 0x20) missing.add(char)
  return [...missing]
}

/** Writes each family cut to `chars` into `dir` as <family>-<hash of the file>.woff2; the faces to declare. */
export async function writeFontSubsets(chars: string, dir: string, sources = FONT_SOURCES): Promise<FaceDeclaration[]> {
  fs.mkdirSync(dir, { recursive: true })
  return Promise.all(
    sources.map(async (source) => {
      const full = fs.readFileSync(fromSite.resolve(source.file))
      const cut = await subsetFont(full, chars, { targetFormat: 'woff2', variationAxes: { wght: source.weight } })
      const name = `${source.family.split(' ')[0]!.toLowerCase()}-${createHash('sha256').update(cut).digest('hex').slice(0, 12)}.woff2`
      fs.writeFileSync(path.join(dir, name), cut)
      return { family: source.family, url: `/static/${name}`, weight: `${source.weight.min} ${source.weight.max}` }
    }),
  )
}
