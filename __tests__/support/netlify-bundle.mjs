// The site's functions as Netlify builds them, for __tests__/lib/netlify-bundles.test.ts: Netlify's own
// bundler (@netlify/zip-it-and-ship-it, what Netlify's build runs on netlify/functions) and a call of
// one bundle's handler, each in a process of its own (both are ES modules, and a bundle reads its
// settings from its process's environment, as on Netlify).
//   node netlify-bundle.mjs build <out dir>                   the functions built, as JSON
//   node netlify-bundle.mjs call <bundle file> <request JSON>  the handler's answer, as JSON
// The last line of the output is the JSON (a function's own log lines come before it).
import { globSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [command, ...args] = process.argv.slice(2)
const root = path.resolve(import.meta.dirname, '..', '..')

if (command === 'build') {
  const [out] = args
  // loaded only to build: it takes a second and a half
  const { zipFunctions } = await import('@netlify/zip-it-and-ship-it')
  const built = await zipFunctions(path.join(root, 'netlify', 'functions'), out, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
  })
  const functions = built.map(({ name, path: dir, runtimeAPIVersion, routes, trafficRules, schedule }) => ({
    name,
    // the function's own code, bundled with what it imports (beside it: Netlify's runtime, and the packages kept apart)
    bundle: path.join(dir, globSync(`**/${name}.{mjs,js}`, { cwd: dir, exclude: (file) => file.startsWith('node_modules') })[0] ?? ''),
    runtimeAPIVersion,
    routes,
    trafficRules: trafficRules ?? null,
    schedule: schedule ?? null,
  }))
  console.log(JSON.stringify(functions))
} else if (command === 'call') {
  const [bundle, request] = args
  const { url, method = 'GET', headers = {}, body } = JSON.parse(request)
  const loaded = await import(pathToFileURL(bundle).href)
  const response = await loaded.default(new Request(url, { method, headers, body }), { site: {}, params: {} })
  console.log(JSON.stringify({ status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }))
} else {
  console.error('node netlify-bundle.mjs build <out dir> | call <bundle file> <request JSON>')
  process.exit(2)
}
