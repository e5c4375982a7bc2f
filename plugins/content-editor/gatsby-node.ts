// The content editor (Decap CMS, src/admin/editor.tsx) at /admin/: built by its own script
// (scripts/build-admin.mjs, webpack in a process of its own) after the site's pages, so its code
// never enters theirs; beside `gatsby develop` (and `npm run cms`) it is rebuilt as its code changes.
import type { GatsbyNode, PluginOptions } from 'gatsby'
import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { iconSprite } from '../../src/lib/build/icon-sprite'
import { githubRepository } from '../../src/lib/content/editor-config'

// Gatsby runs from the site's folder; this file runs compiled, from elsewhere (so not __dirname).
const root = process.cwd()
const ADMIN_BUILD = path.join(root, 'scripts', 'build-admin.mjs')
const titleOf = (options: PluginOptions) => String((options as PluginOptions & { title: string }).title)
// the previews' icons are <use>s of the site's sprite, which plugins/icons writes to /static/
const iconsUrl = () => iconSprite().url

/**
 * The repository the live editor publishes to (owner/name on GitHub): Netlify names it at build
 * (REPOSITORY_URL); elsewhere, this folder's `origin`. Empty when neither is on GitHub.
 */
function repository(reporter: { warn: (message: string) => void }): string {
  let address = process.env.REPOSITORY_URL
  if (!address)
    try {
      address = execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    } catch {
      // no Git here, or no origin
    }
  const repo = githubRepository(address)
  if (!repo)
    reporter.warn(
      'The editor knows no GitHub repository (Netlify sets REPOSITORY_URL; here no origin on GitHub): signing in at /admin/ on a live site will fail. `npm run cms` needs none.',
    )
  return repo ?? ''
}

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }, options) => {
  execFileSync(
    process.execPath,
    [
      ADMIN_BUILD,
      '--out',
      path.join(root, 'public', 'admin'),
      '--title',
      titleOf(options),
      '--icons',
      iconsUrl(),
      '--repo',
      repository(reporter),
    ],
    { stdio: 'inherit' },
  )
  reporter.info('Built the content editor at /admin/')
}

// The part of the development server's (Express) response the editor's route uses.
type DevResponse = {
  sendFile: (file: string, options: { root: string }, done: (error?: Error) => void) => void
  status: (code: number) => { end: () => void }
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }, options) => {
  const outDir = path.join(root, '.cache', 'admin')
  const watcher = spawn(
    process.execPath,
    [ADMIN_BUILD, '--watch', '--out', outDir, '--title', titleOf(options), '--icons', iconsUrl(), '--repo', repository(reporter)],
    { stdio: 'inherit' },
  )
  process.on('exit', () => watcher.kill())
  reporter.info('Building the content editor for /admin/')
  app.get(/^\/admin(\/.*)?$/, (request: { path: string }, response: DevResponse) => {
    // a file of the editor's folder (Decap's release sits in a folder of its own); `root` keeps it inside
    const file = request.path.endsWith('/') ? 'index.html' : request.path.replace(/^\/admin\//, '')
    response.sendFile(file, { root: outDir }, (error?: Error) => error && response.status(404).end())
  })
}
