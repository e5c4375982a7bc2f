// The built browser code fetches each island's part on wake (src/islands/parts.*), has a stub for each
// module of src/views, and V8's compile hints (performance.md, 6); the rest imports the parts.
import type { GatsbyNode } from 'gatsby'
import path from 'node:path'
import { CompileHintsPlugin } from '../../src/lib/build/compile-hints-plugin'

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, plugins }) => {
  // Gatsby runs from the site's folder (this file runs compiled, from elsewhere).
  const islands = (file: string) => path.join(process.cwd(), 'src', 'islands', file)
  const parts = islands(stage === 'build-javascript' ? 'parts.client.ts' : 'parts.server.ts')
  const stubViews = plugins.normalModuleReplacement(/[\\/]src[\\/]views[\\/]/, islands('view-stub.tsx'))
  const browser = stage === 'build-javascript' ? [stubViews, new CompileHintsPlugin()] : []
  actions.setWebpackConfig({ resolve: { alias: { 'island-parts$': parts } }, plugins: browser })
}
