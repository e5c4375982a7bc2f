// The built browser code fetches each island's part on wake (src/islands/registry.ts, made lazy by
// ./lazy-parts-loader.cjs), has a stub for each module of src/views, V8's compile hints
// (performance.md, 6) and, instead of source maps, the list of each script's modules the tests read
// (src/lib/build/module-list-plugin.ts); the server's render imports the parts as they are.
import type { GatsbyNode } from 'gatsby'
import path from 'node:path'
import { htmlFiles } from '../../src/lib/build/externalize-scripts'
import { externalizeIslandPropsIn } from '../../src/lib/build/island-props'
import { CompileHintsPlugin } from '../../src/lib/build/compile-hints-plugin'
import { ModuleListPlugin } from '../../src/lib/build/module-list-plugin'

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, plugins }) => {
  if (stage !== 'build-javascript') return
  // Gatsby runs from the site's folder (this file runs compiled, from elsewhere).
  const islands = (file: string) => path.join(process.cwd(), 'src', 'islands', file)
  const stubViews = plugins.normalModuleReplacement(/[\\/]src[\\/]views[\\/]/, islands('view-stub.tsx'))
  // on the TypeScript source, before it is compiled
  const lazyParts = {
    test: islands('registry.ts'),
    enforce: 'pre',
    use: [path.join(process.cwd(), 'plugins', 'islands', 'lazy-parts-loader.cjs')],
  }
  actions.setWebpackConfig({
    module: { rules: [lazyParts] },
    plugins: [stubViews, new CompileHintsPlugin(), new ModuleListPlugin(process.cwd())],
    devtool: false,
  })
}

// After the build, an island's large props move from its frame to a file fetched as it wakes (src/lib/build/island-props.ts).
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), 'public')
  const moved = externalizeIslandPropsIn(publicDir, htmlFiles(publicDir))
  reporter.info(`Moved ${moved.moved} islands' props to ${moved.files} files (${Math.round(moved.bytes / 1024)} KB)`)
}
