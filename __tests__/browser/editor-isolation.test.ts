// The content editor adds nothing to the public pages. Its code is bundled by a webpack of its own
// (scripts/build-admin.mjs) into public/admin/ after the pages' bundles are written, so it reaches a
// page only if a page's code imports it: the build's list of every module of every script
// (src/lib/build/module-list-plugin.ts) shows none of it, and no script of a page holds its code;
// the editor's page loads only its own scripts, from /admin/. Read from the one build every browser
// test uses.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { builtModules, rootDir } from './support/site'

const publicDir = path.join(rootDir, 'public')

/**
 * The scripts of the latest build for the pages: the chunks webpack names (public/webpack.stats.json)
 * and those its runtime loads by hash (public/ keeps the files of earlier builds too).
 */
function pageScripts(): string[] {
  const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
  }
  const named = new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)))
  const runtime = [...named].find((file) => file.startsWith('webpack-runtime-'))
  if (!runtime) throw new Error('webpack.stats.json names no webpack runtime')
  const loads = readFileSync(path.join(publicDir, runtime), 'utf8')
  const current = (file: string) => named.has(file) || loads.includes(/-([0-9a-f]{20})\.js$/.exec(file)?.[1] ?? '\u0000')
  return readdirSync(publicDir)
    .filter((file) => file.endsWith('.js') && current(file))
    .sort()
}

/** Strings only the editor's code has: Decap's, the editor's flag for it, the editor's list format. */
const EDITOR_CODE = ['decap-cms-core', 'CMS_MANUAL_INIT', 'json-list']
/** The modules only the editor has: its own code and the packages it brings. */
const EDITOR_MODULES = /(^|\/)(src\/admin\/|node_modules\/(decap-cms[\w-]*|decap-server)\/)/

describe('the public pages and the content editor', () => {
  it("hold none of the editor's modules or code", () => {
    const scripts = pageScripts()
    expect(scripts.length).toBeGreaterThan(20)
    const list = builtModules()
    const modules = scripts.flatMap((file) =>
      list[file] ? list[file].map((source) => ({ file, source })) : [{ file, source: '(not in the list of modules)' }],
    )
    expect(modules.length).toBeGreaterThan(300)
    expect(modules.some(({ source }) => source.includes('src/components/'))).toBe(true) // the list names the site's modules
    expect(modules.filter(({ source }) => EDITOR_MODULES.test(source) || source === '(not in the list of modules)')).toEqual([])
    const carrying = scripts.filter((file) =>
      EDITOR_CODE.some((marker) => readFileSync(path.join(publicDir, file), 'utf8').includes(marker)),
    )
    expect(carrying).toEqual([])
  })

  it("loads, on the editor's page, only the editor's own scripts, from /admin/: its code, then Decap's release from the site", () => {
    const html = readFileSync(path.join(publicDir, 'admin', 'index.html'), 'utf8')
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const decap = `/admin/decap-cms-${(require('decap-cms/package.json') as { version: string }).version}/decap-cms.js`
    expect(sources).toEqual([expect.stringMatching(/^\/admin\/editor-[0-9a-f]+\.js$/), decap])
    for (const src of sources) expect(existsSync(path.join(publicDir, src))).toBe(true)
    // the package's own file, as published (no copy from elsewhere)
    expect(readFileSync(path.join(publicDir, decap)).equals(readFileSync(require.resolve('decap-cms')))).toBe(true)
    const scripts = new Set(pageScripts())
    expect(sources.filter((src) => scripts.has(path.basename(src)))).toEqual([])
  })
})
