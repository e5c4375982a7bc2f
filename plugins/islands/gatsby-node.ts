// The built browser code fetches each island's part on wake (src/islands/parts.*), has a stub for each
// module of src/views, V8's compile hints (performance.md, 6) and, instead of source maps, the list of
// each script's modules the tests read (src/lib/build/module-list-plugin.ts); the rest imports the parts.
import type { GatsbyNode } from 'gatsby'
import path from 'node:path'
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
