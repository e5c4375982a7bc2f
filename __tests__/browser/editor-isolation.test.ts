// The content editor adds nothing to the public pages: their scripts are the same, byte for byte,
// when the site is built without it (SITE_WITHOUT_EDITOR=1 skips its build, gatsby-node onPostBuild),
// and none of them holds any of its code. The second build reuses the first one's cache and leaves
// public/ as the other browser tests expect it (the editor's own folder stays).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { rootDir } from './support/site'

jest.setTimeout(600_000)

const publicDir = path.join(rootDir, 'public')

/**
 * The scripts of the latest build for the pages, by name, with a digest of their bytes: the chunks
 * webpack names (public/webpack.stats.json) and those its runtime loads by hash (public/ keeps the
 * files of earlier builds too).
 */
function pageScripts(): Record<string, string> {
  const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
  }
  const named = new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)))
  const runtime = [...named].find((file) => file.startsWith('webpack-runtime-'))
  if (!runtime) throw new Error('webpack.stats.json names no webpack runtime')
  const loads = readFileSync(path.join(publicDir, runtime), 'utf8')
  const current = (file: string) => named.has(file) || loads.includes(/-([0-9a-f]{20})\.js$/.exec(file)?.[1] ?? '\u0000')
  return Object.fromEntries(
    readdirSync(publicDir)
      .filter((file) => file.endsWith('.js') && current(file))
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(publicDir, file)))
          .digest('hex'),
      ]),
  )
}

/** Strings only the editor's code has: Decap, Netlify's sign-in widget, the editor's list format. */
const EDITOR_CODE = ['decap-cms-core', 'netlifyIdentity', 'json-list']

describe('the public pages without the content editor', () => {
  it('hold none of its code, and have the same scripts when the site is built without it', () => {
    const withEditor = pageScripts()
    expect(Object.keys(withEditor).length).toBeGreaterThan(20)
    expect(existsSync(path.join(publicDir, 'admin', 'index.html'))).toBe(true)
    const carrying = Object.keys(withEditor).filter((file) => {
      const code = readFileSync(path.join(publicDir, file), 'utf8')
      return EDITOR_CODE.some((marker) => code.includes(marker))
    })
    expect(carrying).toEqual([])

    const build = spawnSync(path.join(rootDir, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: rootDir,
      env: { ...process.env, SITE_WITHOUT_EDITOR: '1', GATSBY_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`The build without the editor failed:\n${(build.stdout + build.stderr).slice(-3000)}`)
    expect(build.stdout).not.toMatch(/Built the content editor/)
    expect(pageScripts()).toEqual(withEditor)
  })
})
