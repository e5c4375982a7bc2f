// Reads data/ from disk for the content check (Node only: gatsby-node and the tests use it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { LoadedContent } from './check'

const frontmatterValue = (value: unknown): unknown =>
  // YAML turns 2026-01-15 into a Date; the rules expect the text the author wrote.
  value instanceof Date ? value.toISOString().slice(0, 10) : value

export function loadContent(dataDir: string): LoadedContent {
  const json: LoadedContent['json'] = {}
  const markdown: LoadedContent['markdown'] = {}
  const unreadable: NonNullable<LoadedContent['unreadable']> = []

  const readJson = (file: string) => {
    try {
      json[file] = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'))
    } catch (error) {
      unreadable.push({ file, message: `is not valid JSON (${(error as Error).message})` })
    }
  }
  // Each content has a folder of its own (services/services.en.json, articles/*.en.md), as the editor does.
  for (const name of readdirSync(dataDir)) {
    const full = path.join(dataDir, name)
    if (name.endsWith('.json')) readJson(name)
    else if (statSync(full).isDirectory() && name !== 'images') {
      for (const file of readdirSync(full).filter((f) => f.endsWith('.json'))) readJson(`${name}/${file}`)
      const pages = readdirSync(full).filter((f) => f.endsWith('.md'))
      if (pages.length === 0) continue
      markdown[name] = pages.sort().flatMap((f) => {
        const file = `${name}/${f}`
        try {
          const raw = readFileSync(path.join(full, f), 'utf8')
          const { data, content: body } = matter(raw)
          const frontmatter = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, frontmatterValue(v)]))
          // the body's first line in the file, so a problem in the text names the line an editor sees
          const bodyLine = raw.slice(0, raw.length - body.length).split('\n').length
          return [{ file, frontmatter, body, bodyLine }]
        } catch (error) {
          unreadable.push({ file, message: `has front matter that cannot be read (${(error as Error).message})` })
          return []
        }
      })
    }
  }

  return {
    json,
    markdown,
    unreadable,
    fileExists: (fromFile, relativePath) => existsSync(path.resolve(dataDir, path.dirname(fromFile), relativePath)),
  }
}
