// The content editor (Decap CMS, src/admin/editor.tsx) at /admin/: built by its own script
// (scripts/build-admin.mjs, webpack in a process of its own) after the site's pages, so its code
// never enters theirs; beside `gatsby develop` (and `npm run cms`) it is rebuilt as its code changes.
import type { GatsbyNode, PluginOptions } from 'gatsby'
import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { editorPolicy } from '../../src/lib/build/security-headers'

// Gatsby runs from the site's folder; this file runs compiled, from elsewhere (so not __dirname).
const root = process.cwd()
const ADMIN_BUILD = path.join(root, 'scripts', 'build-admin.mjs')
const titleOf = (options: PluginOptions) => String((options as PluginOptions & { title: string }).title)

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }, options) => {
  execFileSync(process.execPath, [ADMIN_BUILD, '--out', path.join(root, 'public', 'admin'), '--title', titleOf(options)], {
    stdio: 'inherit',
  })
  reporter.info('Built the content editor at /admin/')
}

// The part of the development server's (Express) response the editor's route uses.
type DevResponse = {
  sendFile: (file: string, done: (error?: Error) => void) => void
  setHeader: (name: string, value: string) => void
  status: (code: number) => { end: () => void }
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }, options) => {
  const outDir = path.join(root, '.cache', 'admin')
  const watcher = spawn(process.execPath, [ADMIN_BUILD, '--watch', '--out', outDir, '--title', titleOf(options)], { stdio: 'inherit' })
  process.on('exit', () => watcher.kill())
  reporter.info('Building the content editor for /admin/')
  app.get(/^\/admin(\/.*)?$/, (request: { path: string }, response: DevResponse) => {
    const file = request.path.endsWith('/') ? 'index.html' : path.basename(request.path)
    // the editor's development policy: the live one's, and `npm run cms`'s local server
    response.setHeader('Content-Security-Policy', editorPolicy({ development: true }))
    response.sendFile(path.join(outDir, file), (error?: Error) => error && response.status(404).end())
  })
}
