import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Compiler, Module } from 'webpack'

/** Where the site's production browser build lists the modules of each script (read by the browser tests). */
export const MODULE_LIST = path.join('.cache', 'browser-modules.json')

/** A script of the build and the modules in it: `{ "app-1a2b.js": ["./src/…", "./node_modules/…"] }`. */
export type ModuleList = Record<string, string[]>

type Bundled = Module & { resource?: string; modules?: Module[] }

/** The source files a module of the bundle is made of (a concatenated module is several). */
const filesOf = (module: Bundled, root: string): string[] =>
  module.modules
    ? module.modules.flatMap((inner) => filesOf(inner, root))
    : module.resource
      ? [`./${path.relative(root, module.resource.split('?')[0]!).split(path.sep).join('/')}`]
      : []

/**
 * Writes which source files each script of the bundle holds, so the tests can tell what a page's
 * scripts carry (no island's part at load, none of the editor's code) without source maps, which the
 * production browser build no longer writes (docs/testing.md: a quarter of its time).
 */
export class ModuleListPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ModuleListPlugin', (compilation) => {
      const list: ModuleList = {}
      for (const chunk of compilation.chunks) {
        const modules = compilation.chunkGraph.getChunkModulesIterable(chunk)
        const files = [...new Set([...modules].flatMap((module) => filesOf(module, this.root)))].sort()
        for (const script of chunk.files) if (script.endsWith('.js')) list[script] = files
      }
      const out = path.join(this.root, MODULE_LIST)
      mkdirSync(path.dirname(out), { recursive: true })
      writeFileSync(out, JSON.stringify(list))
    })
  }
}
