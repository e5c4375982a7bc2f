// The typefaces cut to the site's characters (src/lib/build/font-subsets.ts): written where the site
// serves /static/ before any page is rendered, the faces given to every bundle, and after the build
// every page's text checked against them.
import type { GatsbyNode } from 'gatsby'
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles } from '../../src/lib/build/externalize-scripts'
import {
  FONT_SOURCES,
  latinRange,
  missingCharacters,
  siteCharacters,
  writeFontSubsets,
  type FaceDeclaration,
} from '../../src/lib/build/font-subsets'

// Gatsby runs from the site's folder (this file runs compiled, from elsewhere).
const root = process.cwd()
const staticDir = path.join(root, 'public', 'static')
let chars = ''
let faces: FaceDeclaration[] = []

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  chars = siteCharacters(root)
  faces = await writeFontSubsets(chars, staticDir)
  const kb = faces.map(({ url }) => `${url} ${Math.round(fs.statSync(path.join(staticDir, path.basename(url))).size / 1024)} KB`)
  reporter.info(`Fonts: ${chars.length} characters; ${kb.join(', ')}`)
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ __FONT_FACES__: JSON.stringify(faces) })] })
}

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.join(root, 'public')
  const ranges = FONT_SOURCES.map(latinRange)
  const covered = (codePoint: number) => ranges.some((inRange) => inRange(codePoint))
  for (const file of htmlFiles(publicDir)) {
    const missing = missingCharacters(fs.readFileSync(file, 'utf8'), chars, covered)
    if (missing.length > 0)
      reporter.panicOnBuild(
        `${path.relative(publicDir, file)} shows characters the fonts were cut without: ${missing.map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}. Add them to ALWAYS in src/lib/build/font-subsets.ts.`,
      )
  }
}
