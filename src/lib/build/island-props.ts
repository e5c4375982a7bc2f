// An island's props travel in its frame (`data-props`, src/lib/islands.ts). A large one (a carousel's
// cards and their pictures) would be most of a page's HTML, escaped, on every page it is on, though the
// island reads it only when it wakes: after the build it moves to a file named by its content
// (/static/props/<hash>.json, cached for good, shared by every page with the same props), which the
// browser fetches as the island wakes (src/islands/host.tsx). docs/performance.md, "CSS once".
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Props whose attribute, as the page carries it (escaped), is longer than this move to a file; smaller
 * ones cost less than the request. The file is shared by every page with the same props (the menus,
 * the reviews), so after the first page it costs no request at all; on the first, it is fetched beside
 * the island's code, which is larger, so the island's first answer waits for nothing more.
 */
export const PROPS_INLINE_MAX = 2 * 1024
export const PROPS_PATH = '/static/props/'

const FRAME_PROPS = /(<div data-island="[^"]*" data-wake="[^"]*") data-props="([^"]*)"/g
// what React escapes in an attribute's value
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export type PropsFile = { name: string; json: string }

/**
 * The page with each large island's props moved to a file (`data-props-src`). A form's draft, read at
 * load, is named in its frame (`data-draft`), not read from its props.
 */
export function externalizeIslandProps(html: string): { html: string; files: PropsFile[] } {
  const files: PropsFile[] = []
  const rewritten = html.replace(FRAME_PROPS, (whole, frame: string, value: string) => {
    if (value.length <= PROPS_INLINE_MAX) return whole
    const json = decode(value)
    const name = `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`
    files.push({ name, json })
    return `${frame} data-props-src="${PROPS_PATH}${name}"`
  })
  return { html: rewritten, files }
}

/** Every page of `files` with its large islands' props moved under `publicDir`/static/props/; how many moved and their bytes. */
export function externalizeIslandPropsIn(publicDir: string, files: ReadonlyArray<string>) {
  const outDir = path.join(publicDir, PROPS_PATH)
  mkdirSync(outDir, { recursive: true })
  const written = new Map<string, number>()
  let moved = 0
  for (const file of files) {
    const result = externalizeIslandProps(readFileSync(file, 'utf8'))
    for (const props of result.files) {
      if (!written.has(props.name)) writeFileSync(path.join(outDir, props.name), props.json)
      written.set(props.name, props.json.length)
    }
    moved += result.files.length
    writeFileSync(file, result.html)
  }
  return { moved, files: written.size, bytes: [...written.values()].reduce((a, b) => a + b, 0) }
}
