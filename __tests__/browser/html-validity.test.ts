import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { allRoutes, rootDir } from './support/site'

// The Nu Html Checker (the W3C validator, from the vnu-jar package) over every page of the build.
const VNU = path.join(rootDir, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
const PUBLIC = path.join(rootDir, 'public')

type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

/**
 * Every HTML page Gatsby wrote (404 included); not public/_gatsby, where Gatsby keeps the fragments
 * (script slices) it stitches into pages, which are not documents.
 */
function builtPages(dir = PUBLIC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['static', 'page-data', '_gatsby'].includes(entry.name) ? [] : builtPages(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** Read once: every test below looks at the same build. */
const pages = builtPages()

async function validate(files: string[]): Promise<Message[]> {
  // vnu exits with 1 when it reports errors; its JSON report is on stderr either way.
  // The JIT's quick tier only (half the CPU for one run over the pages), with the deeper stack
  // that tier's frames need for the checker's schema.
  const result = await promisify(execFile)(
    'java',
    ['-Xss16m', '-XX:TieredStopAtLevel=1', '-jar', VNU, '--errors-only', '--format', 'json', ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout: string; stderr: string; code?: number }) => {
    if (!error.stderr?.trim().startsWith('{')) throw error
    return error
  })
  return (JSON.parse(result.stderr || '{"messages":[]}') as { messages: Message[] }).messages
}

describe('valid HTML (Nu Html Checker)', () => {
  it('finds every page of the site in the build', () => {
    expect(existsSync(VNU)).toBe(true)
    const built = new Set(
      pages.map(
        (file) =>
          '/' +
          path
            .relative(PUBLIC, file)
            .replace(/index\.html$/, '')
            .split(path.sep)
            .join('/'),
      ),
    )
    for (const { path: route } of allRoutes()) expect(built).toContain(route)
    expect(built).toContain('/404.html')
  })

  it('reports no error on any built page', async () => {
    const messages = await validate(pages)
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map(
        (m) =>
          `${path.relative(PUBLIC, m.url.replace(/^file:/, ''))}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`,
      )
    expect(errors).toEqual([])
  }, 180_000)
})

describe('server-rendered HTML', () => {
  it('has every part of every page in it: no part left for the browser to render (a Suspense fallback)', () => {
    // React marks a boundary the server could not render with <!--$!--> and a <template>.
    const clientRendered = pages
      .filter((file) => /<!--\$!-->|<template data-(msg|dgst)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(PUBLIC, file))
    expect(clientRendered).toEqual([])
  })

  it('defines every theme colour its styles use (src/theme/chakra-theme.ts leaves unused palettes out)', () => {
    const missing = pages.flatMap((file) => {
      // the page's own rules and the stylesheet the pages share (src/lib/build/shared-styles.ts)
      const page = readFileSync(file, 'utf8')
      const sheets = [...page.matchAll(/<link rel="stylesheet" href="(\/static\/[^"]+\.css)"/g)].map((m) =>
        readFileSync(path.join(PUBLIC, m[1]!), 'utf8'),
      )
      const html = [page, ...sheets].join('\n')
      const defined = new Set([...html.matchAll(/(--chakra-colors-[\w-]+)\s*:/g)].map((m) => m[1]))
      const used = new Set([...html.matchAll(/var\((--chakra-colors-[\w-]+)/g)].map((m) => m[1]!))
      return [...used].filter((name) => !defined.has(name)).map((name) => `${path.relative(PUBLIC, file)}: ${name}`)
    })
    expect(missing).toEqual([])
  })
})
