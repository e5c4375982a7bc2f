#!/usr/bin/env node
// Builds the content editor (/admin/, Decap CMS: src/admin/editor.tsx) as a bundle of its own, after the
// site's: its code never enters the public pages' bundles, and the pages never load it. gatsby-node
// runs it after a build (onPostBuild) and beside `gatsby develop` (--watch). Decap itself is its
// standalone release (the `decap-cms` package, its own React inside), copied as published into a
// folder named for its version, which the page loads after the editor's code.
//   node scripts/build-admin.mjs --out public/admin --title "Content editor · Brand" --icons /static/i-<hash>.svg
//     [--repo owner/name] [--watch]
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import webpack from 'webpack'

const require = createRequire(import.meta.url)
const { ADMIN_PATH, adminPage } = require('./admin-page.cjs')
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Decap's standalone release: its script (the package's `main`) and the files beside it that it loads. */
const decapScript = require.resolve('decap-cms')
const decapFolder = `decap-cms-${require('decap-cms/package.json').version}`
const decapFiles = () =>
  readdirSync(path.dirname(decapScript)).filter(
    (file) => file === path.basename(decapScript) || /^\d+\.decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(file),
  )

/** Decap's release into the editor's folder, once per version (the folder's name changes with it, so no browser keeps an old one). */
function copyDecap(outDir) {
  const target = path.join(outDir, decapFolder)
  if (existsSync(path.join(target, path.basename(decapScript)))) return
  mkdirSync(target, { recursive: true })
  for (const file of decapFiles()) cpSync(path.join(path.dirname(decapScript), file), path.join(target, file))
}

export function adminWebpackConfig({ outDir, mode, icons, repo = '' }) {
  // the previews draw the site's components, whose icons are <use>s of the site's sprite (plugins/icons)
  if (!icons) throw new Error("The content editor's bundle needs the icon sprite's URL (--icons)")
  return {
    mode,
    context: root,
    entry: { editor: path.join(root, 'src', 'admin', 'editor.tsx') },
    output: {
      path: outDir,
      publicPath: ADMIN_PATH,
      filename: mode === 'production' ? '[name]-[contenthash].js' : '[name].js',
      // Decap's release is copied beside the bundle, not made by it
      clean: { keep: (asset) => asset.startsWith(decapFolder) },
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // The site's components declare their GraphQL fragments beside them; outside Gatsby they are inert.
        gatsby$: path.join(root, 'src', 'admin', 'outside-gatsby.ts'),
      },
    },
    module: {
      // A component that needs more of Gatsby than the stand-in has fails this build, not the editor.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              babelrc: false,
              configFile: false,
              presets: [
                ['babel-preset-gatsby', { reactRuntime: 'automatic', stage: mode === 'production' ? 'build-javascript' : 'develop' }],
                '@babel/preset-typescript',
              ],
            },
          },
        },
        { test: /\.woff2$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // only owner/name: the address Netlify gives may hold a token (plugins/content-editor)
      new webpack.DefinePlugin({ EDITOR_REPOSITORY: JSON.stringify(repo), __ICON_SPRITE__: JSON.stringify(icons) }),
    ],
    performance: { hints: false },
  }
}

function writePage(stats, { outDir, title }) {
  const scripts = (stats.toJson({ all: false, entrypoints: true }).entrypoints?.editor?.assets ?? []).map((asset) => asset.name)
  if (scripts.length === 0) throw new Error("The content editor's bundle has no scripts: its entry is named `editor`")
  copyDecap(outDir)
  // the editor's code first: it tells Decap, which runs next, to wait for its configuration
  writeFileSync(path.join(outDir, 'index.html'), adminPage(title, [...scripts, `${decapFolder}/${path.basename(decapScript)}`]))
}

const failure = (error, stats) =>
  error ?? (stats?.hasErrors() ? new Error(`The content editor's bundle failed:\n${stats.toString('errors-only')}`) : null)

/** One build of the editor into `outDir`. */
export function buildAdmin(options) {
  const compiler = webpack(adminWebpackConfig(options))
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {
        const problem = failure(error, stats)
        if (problem) return reject(problem)
        writePage(stats, options)
        resolve()
      })
    }),
  )
}

/** Builds the editor, and again on each change of its code (for `gatsby develop`). */
export function watchAdmin(options) {
  webpack(adminWebpackConfig(options)).watch({}, (error, stats) => {
    const problem = failure(error, stats)
    if (problem) return console.error(String(problem))
    writePage(stats, options)
    console.log(`The content editor is ready at ${ADMIN_PATH}`)
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      title: { type: 'string' },
      icons: { type: 'string' },
      repo: { type: 'string' },
      watch: { type: 'boolean' },
    },
  })
  const options = {
    outDir: path.resolve(values.out ?? path.join(root, 'public', 'admin')),
    title: values.title ?? 'Content editor',
    icons: values.icons,
    repo: values.repo ?? '',
  }
  if (values.watch) watchAdmin({ ...options, mode: 'development' })
  else
    buildAdmin({ ...options, mode: 'production' }).catch((error) => {
      console.error(error.message)
      process.exit(1)
    })
}
