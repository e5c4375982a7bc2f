// The built browser code fetches each island's part on wake (src/islands/parts.*), has a stub for each
// module of src/views, V8's compile hints (performance.md, 6) and, instead of source maps, the list of
// each script's modules the tests read (src/lib/build/module-list-plugin.ts); the rest imports the parts.
import type { GatsbyNode } from 'gatsby'
import path from 'node:path'
import { htmlFiles } from '../../src/lib/build/externalize-scripts'
import { externalizeIslandPropsIn } from '../../src/lib/build/island-props'
import { CompileHintsPlugin } from '../../src/lib/build/compile-hints-plugin'
import { ModuleListPlugin } from '../../src/lib/build/module-list-plugin'

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, plugins }) => {
  // Gatsby runs from the site's folder (this file runs compiled, from elsewhere).
  const islands = (file: string) => path.join(process.cwd(), 'src', 'islands', file)
  const parts = islands(stage === 'build-javascript' ? 'parts.client.ts' : 'parts.server.ts')
  const stubViews = plugins.normalModuleReplacement(/[\\/]src[\\/]views[\\/]/, islands('view-stub.tsx'))
  const alias = { resolve: { alias: { 'island-parts$': parts } } }
  if (stage !== 'build-javascript') return actions.setWebpackConfig(alias)
  const browser = [stubViews, new CompileHintsPlugin(), new ModuleListPlugin(process.cwd())]
  actions.setWebpackConfig({ ...alias, plugins: browser, devtool: false })
}

// After the build, an island's large props move from its frame to a file fetched as it wakes (src/lib/build/island-props.ts).
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), 'public')
  const moved = externalizeIslandPropsIn(publicDir, htmlFiles(publicDir))
  reporter.info(`Moved ${moved.moved} islands' props to ${moved.files} files (${Math.round(moved.bytes / 1024)} KB)`)
}
