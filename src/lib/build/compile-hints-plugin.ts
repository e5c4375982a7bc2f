import type { Compiler } from 'webpack'

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file whose first line
 * is this comment has all its functions compiled as it is parsed, on a background thread while the
 * script downloads, instead of one by one on the main thread the first time each runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts the compile hint at the top of every script of the browser bundle. Without it, every module
 * a page runs at start-up was compiled lazily inside the task that first called it: the app bundle,
 * commons and each page's chunk each ran as one long main-thread task, about half of it compiling
 * (issue 8: total blocking time; docs/benchmarks.md has the A/B). A page's scripts are mostly code
 * that runs as it starts; the largest parts a visitor may never use (the map, the image generator,
 * the carousels, the desktop menus) are chunks of their own, fetched when needed and run at once.
 *
 * It runs after minification (which would drop the comment) and before source maps are written, so
 * the maps account for the added line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source))
          }
        },
      )
    })
  }
}
