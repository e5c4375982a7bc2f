// The icon sprite (src/lib/build/icon-sprite.ts): written where the site serves /static/ before any page
// is rendered (develop serves public/ too), its URL given to every bundle, and after the build every
// page's icons checked against it.
import type { GatsbyNode } from 'gatsby'
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles } from '../../src/lib/build/externalize-scripts'
import { iconSprite, missingIcons } from '../../src/lib/build/icon-sprite'

const sprite = iconSprite()

function writeSprite() {
  // Gatsby runs from the site's folder (this file runs compiled, from elsewhere).
  const dir = path.join(process.cwd(), 'public', 'static')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, sprite.file), sprite.svg)
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => writeSprite()

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ __ICON_SPRITE__: JSON.stringify(sprite.url) })] })
}

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  writeSprite()
  const publicDir = path.join(process.cwd(), 'public')
  for (const file of htmlFiles(publicDir)) {
    const missing = missingIcons(fs.readFileSync(file, 'utf8'), sprite)
    if (missing.length > 0) reporter.panicOnBuild(`${path.relative(publicDir, file)} draws icons the sprite lacks: ${missing.join(', ')}`)
  }
  reporter.info(`Icons: ${sprite.ids.length} in ${sprite.url} (${Math.round(sprite.svg.length / 1024)} KB)`)
}
