/** @jest-environment node */
// Every relative link in README.md and docs/*.md names a file that exists, and an anchor that a heading of
// that file makes (GitHub's slugs, repeats numbered), so the docs stay references that hold.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '..')
const docs = path.join(root, 'docs')
const mdFiles = [
  path.join(root, 'README.md'),
  ...readdirSync(docs).flatMap((name) => (name.endsWith('.md') ? [path.join(docs, name)] : [])),
]

/** The file's lines outside fenced code blocks (``` or ~~~), as [line number, text]. */
function proseLines(markdown: string): Array<[number, string]> {
  const lines: Array<[number, string]> = []
  let fence: string | null = null
  markdown.split('\n').forEach((line, i) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length).trim()) fence = null
      return
    }
    if (marker) fence = marker
    else lines.push([i + 1, line])
  })
  return lines
}

/** A heading's text as GitHub renders it: links as their text, no code ticks, emphasis marks or HTML tags. */
const headingText = (raw: string) =>
  raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part.slice(1, -1) : part.replace(/<[^>]+>/g, '').replace(/\*+/g, '')))
    .join('')
    .trim()

/** GitHub's anchor for a heading: lower case, punctuation but hyphens and underscores dropped, each space a hyphen. */
const slug = (heading: string) =>
  headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')

/** Every anchor a file's headings make, a repeated one numbered as GitHub numbers it (-1, -2...). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, line] of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line)?.[1]
    if (heading === undefined) continue
    const base = slug(heading)
    let anchor = base
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`
    anchors.add(anchor)
  }
  return anchors
}

/** The links of a file's prose (not in code blocks or code spans; a link's text may wrap): [line number, target]. */
function linksOf(markdown: string): Array<[number, string]> {
  const lines = markdown.split('\n').map(() => '')
  for (const [number, line] of proseLines(markdown)) lines[number - 1] = line
  // code spans blanked, their line breaks kept, so that a link's offset still gives its line
  const prose = lines.join('\n').replace(/(`+)[\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ' '))
  const links: Array<[number, string]> = []
  for (const match of prose.matchAll(/\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g))
    links.push([prose.slice(0, match.index).split('\n').length, match[1]!])
  return links
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//')

/** What is wrong with each relative link of `file`, one line each ("docs/x.md:12: (target) ..."). */
function brokenLinks(file: string): string[] {
  const problems: string[] = []
  for (const [line, target] of linksOf(readFileSync(file, 'utf8'))) {
    if (!isRelative(target)) continue
    const where = `${path.relative(root, file)}:${line}: (${target})`
    const hash = target.indexOf('#')
    const filePart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash))
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1))
    // a path from the repository's root (/docs/x.md), else from the file's folder; none: the file itself
    const resolved = filePart ? path.join(filePart.startsWith('/') ? root : path.dirname(file), filePart) : file
    if (!existsSync(resolved)) {
      problems.push(`${where} no such file: ${path.relative(root, resolved)}`)
      continue
    }
    if (anchor === null || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue
    if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
      problems.push(`${where} no heading of ${path.relative(root, resolved)} makes #${anchor}`)
  }
  return problems
}

describe('the links of README.md and docs/*.md', () => {
  it('make GitHub’s anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered', () => {
    expect(slug('1. Plain `<picture>` images instead of `<GatsbyImage>`')).toBe('1-plain-picture-images-instead-of-gatsbyimage')
    expect(slug("Leads into the office's tools")).toBe('leads-into-the-offices-tools')
    expect(slug('Settings (environment variables)')).toBe('settings-environment-variables')
    expect(slug('[The storm check](x.md) and `__tests__/`')).toBe('the-storm-check-and-__tests__')
    expect(slug('Año: **niño** & <em>co</em>')).toBe('año-niño--co')
    expect([...anchorsOf('# Notes\n\n## Notes\n\n```\n# Notes\n```\n\n## Notes ##\n')]).toEqual(['notes', 'notes-1', 'notes-2'])
  })

  it('finds the links of prose, not those in code blocks or code spans', () => {
    const text = [
      'See [a](a.md#x) and `[b](b.md)`.',
      '```md',
      '[c](c.md)',
      '```',
      '~~~',
      '[d](d.md)',
      '~~~',
      '![e](img/e.png "title") [f](https://x.org)',
      'A [link',
      'wrapped](wrapped.md).',
    ].join('\n')
    expect(linksOf(text)).toEqual([
      [1, 'a.md#x'],
      [8, 'img/e.png'],
      [8, 'https://x.org'],
      [9, 'wrapped.md'],
    ])
  })

  it('every relative link names a file that exists and, for a .md file, an anchor one of its headings makes', () => {
    expect(mdFiles.length).toBeGreaterThan(1)
    const problems = mdFiles.flatMap(brokenLinks)
    expect(problems.join('\n')).toBe('')
  })
})
