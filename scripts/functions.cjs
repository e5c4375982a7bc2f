// Runs the site's Netlify Functions (netlify/functions/*.mts) on this machine, at the addresses
// Netlify gives them: a function's `config.path` (/api/roof), else /.netlify/functions/{name}. Used by
// the local server (scripts/static-server.cjs: `npm start`, the browser tests) and `gatsby develop`
// (gatsby-config.ts). Each function and the TypeScript it imports are compiled in memory with
// TypeScript's own transpileModule (already a dependency; Node 20 cannot run TypeScript), to CommonJS,
// and run with their own view of the environment, so a test can give them settings without changing
// this process's. Packages and Node's modules load as usual. docs/architecture.md, "Server functions".
'use strict'

const fs = require('node:fs')
const path = require('node:path')
const vm = require('node:vm')
const { createRequire } = require('node:module')
const { createHash } = require('node:crypto')

// The project's folder; gatsby-config.ts names it (Gatsby runs its config compiled, from elsewhere).
const PROJECT = path.join(__dirname, '..')
const EXTENSIONS = ['.ts', '.mts', '.tsx', '.json', '.js', '.cjs']

/** Compiles and runs `entry` and what it imports, in one module table; `env` is what they see as process.env. */
function loadModule(entry, env, cacheDir, quiet) {
  const table = new Map()
  const sandboxProcess = Object.create(process, { env: { value: env, enumerable: true } })
  // the functions' own lines (outcomes and times) in this terminal, or not at all in the tests
  const sandboxConsole = quiet ? Object.assign(Object.create(console), { log() {}, info() {} }) : console

  const resolve = (from, request) => {
    const base = path.resolve(path.dirname(from), request)
    for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))])
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
    throw new Error(`Cannot find ${request} from ${path.relative(process.cwd(), from)}`)
  }

  const load = (file) => {
    if (table.has(file)) return table.get(file).exports
    const module = { exports: {} }
    table.set(file, module)
    const source = fs.readFileSync(file, 'utf8')
    if (file.endsWith('.json')) {
      module.exports = JSON.parse(source)
      return module.exports
    }
    const outputText = compile(file, source, cacheDir)
    const packages = createRequire(file)
    const localRequire = (request) => (request.startsWith('.') ? load(resolve(file, request)) : packages(request))
    const wrapper = vm.runInThisContext(
      `(function (exports, require, module, __filename, __dirname, process, console) {${outputText}\n})`,
      {
        filename: file,
      },
    )
    wrapper.call(module.exports, module.exports, localRequire, module, file, path.dirname(file), sandboxProcess, sandboxConsole)
    return module.exports
  }
  return load(entry)
}

/**
 * `source` (the file `file`) as CommonJS, from `cacheDir` when it was compiled before: TypeScript,
 * slow to load, is needed only after a change.
 */
function compile(file, source, cacheDir) {
  const cached = path.join(cacheDir, createHash('sha256').update(file).update('\0').update(source).digest('hex') + '.cjs')
  if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8')
  const ts = require('typescript')
  const { outputText } = ts.transpileModule(source, {
    // as .ts: TypeScript keeps a .mts file's imports as ES modules whatever the module option says
    fileName: file.replace(/\.mts$/, '.ts'),
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      jsx: ts.JsxEmit.ReactJSX,
    },
  })
  fs.mkdirSync(cacheDir, { recursive: true })
  // written whole, then named: another test process (two at once, on a cold cache) must never read half a file
  const partial = `${cached}.${process.pid}.tmp`
  fs.writeFileSync(partial, outputText)
  fs.renameSync(partial, cached)
  return outputText
}

/** Every function of netlify/functions: its name, the paths it answers and its handler (loaded on first use). */
function loadFunctions({ env = {}, root = PROJECT, quiet = false } = {}) {
  const dir = path.join(root, 'netlify', 'functions')
  const cacheDir = path.join(root, '.cache', 'functions')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(mts|ts)$/.test(file))
    .map((file) => {
      const name = file.replace(/\.(mts|ts)$/, '')
      const source = fs.readFileSync(path.join(dir, file), 'utf8')
      // the path is read from the source, as Netlify reads `config` without running the function
      const declared = /path:\s*'([^']+)'/.exec(/export const config[\s\S]*$/.exec(source)?.[0] ?? '')?.[1]
      let loaded
      const load = () => (loaded ??= loadModule(path.join(dir, file), env, cacheDir, quiet))
      const handler = (request) => load().default(request, { site: {}, params: {} })
      return { name, paths: declared ? [declared] : [`/.netlify/functions/${name}`], load, handler }
    })
}

/** Node's request as the web's Request, which every function takes. */
function toRequest(req, body) {
  const host = req.headers.host ?? '127.0.0.1'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':')) continue // HTTP/2 pseudo-headers
    for (const one of [].concat(value)) headers.append(name, String(one))
  }
  const method = req.method ?? 'GET'
  return new Request(new URL(req.url ?? '/', `http://${host}`), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  })
}

/**
 * A request handler for the functions: answers and returns true when the path is a function's,
 * else returns false for the caller to serve. `env` is what the functions see as their settings;
 * `root`, the project's folder; `quiet` keeps their log lines out of the terminal.
 */
function functionsMiddleware(options = {}) {
  const functions = loadFunctions(options)
  // loaded as the server starts (milliseconds once compiled), so a visitor's first START never waits
  // for the compiler: the box gives the function 4 s
  for (const fn of functions) fn.load()
  const middleware = (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    const fn = functions.find((f) => f.paths.includes(pathname))
    if (!fn) return false
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', async () => {
      try {
        const response = await fn.handler(toRequest(req, Buffer.concat(chunks)))
        const body = Buffer.from(await response.arrayBuffer())
        const headers = {}
        response.headers.forEach((value, name) => (headers[name] = value))
        res.writeHead(response.status, { ...headers, 'content-length': body.length })
        res.end(req.method === 'HEAD' ? undefined : body)
      } catch (error) {
        // what Netlify answers when a function throws; the error goes to this terminal only
        console.error(`function ${fn.name} failed:`, error)
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Function error')
      }
    })
    return true
  }
  /** Runs the function `name` with `request` (the local forms report a submission so), or null when there is none. */
  middleware.run = (name, request) => functions.find((f) => f.name === name)?.handler(request) ?? null
  return middleware
}

module.exports = { functionsMiddleware, loadFunctions, compile }
