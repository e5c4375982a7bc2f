/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import webpack from 'webpack'
import { COMPILE_HINT, CompileHintsPlugin } from '../../src/lib/build/compile-hints-plugin'

/** A minified production build of a two-module entry, with source maps, as Gatsby makes them. */
async function build(plugins: webpack.WebpackPluginInstance[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  writeFileSync(path.join(dir, 'greet.js'), 'export function greet(name) {\n  return "Hello, " + name\n}\n')
  writeFileSync(path.join(dir, 'entry.js'), 'import { greet } from "./greet"\n\ndocument.title = greet(location.hash)\n')
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'out'), filename: 'main.js' },
    plugins,
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
  )
  await new Promise((resolve) => compiler.close(resolve))
  const built = {
    code: readFileSync(path.join(dir, 'out', 'main.js'), 'utf8'),
    map: JSON.parse(readFileSync(path.join(dir, 'out', 'main.js.map'), 'utf8')),
  }
  rmSync(dir, { recursive: true })
  return built
}

describe('the compile hint atop every script (webpack plugin)', () => {
  it('puts V8’s hint on the first line of the minified script, and the source map counts that line', async () => {
    const { code, map } = await build([new CompileHintsPlugin()])
    expect(code.startsWith(COMPILE_HINT)).toBe(true)
    // In a source map, each ';' ends a line of the script: the lines before the code have no mappings.
    const firstCodeLine = code.split('\n').findIndex((line) => line.includes('"Hello, "'))
    expect(firstCodeLine).toBeGreaterThan(0)
    expect(/^;*/.exec(map.mappings)![0].length).toBe(firstCodeLine)
    expect(map.sources.some((source: string) => source.endsWith('greet.js'))).toBe(true)
  }, 60_000)

  it('is not there without the plugin (the minifier keeps no such comment by itself)', async () => {
    const { code } = await build([])
    expect(code).not.toContain('allFunctionsCalledOnLoad')
  }, 60_000)
})
