/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import webpack from 'webpack'
import { MODULE_LIST, ModuleListPlugin, type ModuleList } from '../../src/lib/build/module-list-plugin'

describe('the list of the modules in each script (webpack plugin)', () => {
  it('names every source file of each script, those concatenated into one module too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'module-list-'))
    writeFileSync(path.join(dir, 'greet.js'), 'export const greet = (name) => "Hello, " + name\n')
    writeFileSync(path.join(dir, 'later.js'), 'export const later = () => "later"\n')
    writeFileSync(
      path.join(dir, 'entry.js'),
      'import { greet } from "./greet"\ndocument.title = greet(location.hash)\nimport("./later").then((m) => m.later())\n',
    )
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      devtool: false,
      output: { path: path.join(dir, 'out'), filename: '[name].js', chunkFilename: 'chunk-[name].js' },
      plugins: [new ModuleListPlugin(dir)],
    })
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    )
    await new Promise((resolve) => compiler.close(resolve))
    const list = JSON.parse(readFileSync(path.join(dir, MODULE_LIST), 'utf8')) as ModuleList
    rmSync(dir, { recursive: true })
    const [chunk, ...others] = Object.keys(list).filter((file) => file !== 'main.js')
    expect(others).toEqual([])
    expect(list['main.js']).toEqual(['./entry.js', './greet.js'])
    expect(list[chunk!]).toEqual(['./later.js'])
  }, 60_000)
})
