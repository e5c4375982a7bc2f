#!/usr/bin/env node
// Serves the built site (public/) the way Netlify will: the redirects and headers of netlify.toml,
// pretty URLs with trailing slashes, the 404 page with status 404, and optionally compression and
// HTTP/2 over TLS as Netlify's CDN does. Used by the browser tests (which can also record and fail
// form POSTs) and the benchmark.
// CommonJS so Node, Jest and the benchmark can all load it without a build step.
'use strict'

const http = require('node:http')
const http2 = require('node:http2')
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const { parse: parseToml } = require('smol-toml')
const { functionsMiddleware } = require('./functions.cjs')
const { localForms } = require('./forms.cjs')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
}
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/

/** Reads netlify.toml: [[redirects]] and [[headers]] rules, as Netlify applies them. */
function readNetlifyRules(tomlPath) {
  const config = parseToml(fs.readFileSync(tomlPath, 'utf8'))
  return { redirects: config.redirects ?? [], headers: config.headers ?? [] }
}

/**
 * A _headers file of the published folder (Netlify's format: a path, then indented `Name: value`
 * lines; # comments), as [[headers]] rules. The build writes the Content-Security-Policy there.
 */
function readHeadersFile(file) {
  if (!fs.existsSync(file)) return []
  const rules = []
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ for: line.trim(), values: {} })
    else if (rules.length) {
      const colon = line.indexOf(':')
      if (colon > 0) rules.at(-1).values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
    }
  }
  return rules
}

/**
 * Netlify path patterns: `:name` matches one segment, `*` matches anything (a whole `*` segment is
 * captured as :splat), so "/static/*" and "/*.js" both work as on Netlify.
 */
function compilePattern(pattern) {
  const names = []
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  const source = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('splat')
        return '(.*)'
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1))
        return '([^/]+)'
      }
      return segment.split('*').map(escape).join('.*')
    })
    .join('/')
  const regex = new RegExp(`^${source}/?$`)
  return (pathname) => {
    const match = regex.exec(pathname)
    if (!match) return null
    return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']))
  }
}

function matchRedirect(rules, pathname) {
  for (const rule of rules) {
    const params = compilePattern(rule.from)(pathname)
    if (params) {
      const to = rule.to.replace(/:(\w+)/g, (_, name) => params[name] ?? '')
      return { to, status: rule.status ?? 301 }
    }
  }
  return null
}

// What Netlify sends when no rule sets it: every file is revalidated.
const NETLIFY_DEFAULT_CACHE = 'public, max-age=0, must-revalidate'

/** The headers of every matching rule, later rules winning on a shared name (as `netlify dev` does). */
function headersFor(rules, pathname) {
  const out = {}
  for (const rule of rules) if (compilePattern(rule.for)(pathname)) Object.assign(out, rule.values)
  if (!Object.keys(out).some((name) => name.toLowerCase() === 'cache-control')) out['Cache-Control'] = NETLIFY_DEFAULT_CACHE
  return out
}

/**
 * The path of a request, decoded, or null when it is malformed (an escape that decodes to nothing) or
 * names another host once decoded (a segment holding a slash, `//host`): such a request gets a 400,
 * never a redirect that a browser would read as another site's address.
 */
function requestPath(pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\\') || /%2f|%5c/i.test(pathname) || /^\/{2}/.test(pathname)) return null
  return decoded
}

/** A Location on this site: one leading slash, so `//host/...` can never be read as another host. */
const onSite = (location) => '/' + location.replace(/^[/\\]+/, '')

function resolveFile(root, pathname) {
  const safe = path.normalize(requestPath(pathname) ?? '/').replace(/^(\.\.[/\\])+/, '')
  const full = path.join(root, safe)
  if (!full.startsWith(root)) return { kind: 'missing' }
  if (fs.existsSync(full) && fs.statSync(full).isFile()) return { kind: 'file', file: full }
  if (fs.existsSync(path.join(full, 'index.html'))) {
    return pathname.endsWith('/') ? { kind: 'file', file: path.join(full, 'index.html') } : { kind: 'slash' }
  }
  return { kind: 'missing' }
}

// Compressed bodies, kept per file and encoding as a CDN keeps them: compressing a 300 KB page with
// brotli's best quality takes 300 ms, which the benchmark would otherwise count as server time.
const compressedCache = new Map()

function compressed(file, body, encoding) {
  const key = `${encoding} ${file} ${fs.statSync(file).mtimeMs}`
  let out = compressedCache.get(key)
  if (!out) {
    out = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body)
    compressedCache.set(key, out)
  }
  return out
}

/**
 * Netlify Functions (v2) served locally: a web Request made from the Node request, the handler's
 * Response written back: a test's stand-in for a function (`standIns`), in place of the site's own
 * (scripts/functions.cjs).
 */
async function answerWithFunction(handler, req, res, url) {
  // (HTTP/2's pseudo-headers, ':path' and the like, are not headers of a Request)
  const headers = Object.entries(req.headers).filter(([name, value]) => !name.startsWith(':') && typeof value === 'string')
  const request = new Request(url, { method: req.method, headers })
  let response
  try {
    response = await handler(request)
  } catch (error) {
    console.error(`The function at ${url.pathname} failed:`, error)
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Function error')
    return
  }
  const body = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer())
  // Netlify's CDN reads and removes its own cache headers; a browser never sees them.
  const answered = Object.fromEntries([...response.headers].filter(([name]) => !/^netlify-(cdn-cache-control|vary)$/i.test(name)))
  res.writeHead(response.status, answered).end(body ?? undefined)
}

/**
 * Starts the server. Options: root (public/), port (0 = any), compress, netlifyToml (path; with it,
 * root's _headers file is applied too), headers ([[headers]]-shaped rules applied last: tools and tests only),
 * functions ({ env, quiet, standIns }: the settings the site's functions see, none by default: /api/roof
 * then answers "not configured"; quiet, as by default, keeps their log lines out; standIns, a test's
 * own handlers by path, answered in place of the function there; false serves no function),
 * onPost(request, bodyBuffer) -> status code (a test's stand-in for Netlify Forms), or else
 * forms ({ dir, quiet, log }: Netlify Forms on this machine, scripts/forms.cjs, keeping submissions in dir and
 * reporting them to submission-created, saying so to log; without either a form POST gets 404),
 * tls ({ key, cert }: HTTPS with HTTP/2, HTTP/1.1 for clients that do not offer it),
 * spa (true: a single-page app, every address that names no file answered with root's index.html,
 * as the bench serves the spec's original app), headScript ({ path, source }: tests only; a script served at `path` and named first in every
 * page's <head>, for what a browser driver cannot do itself, such as collecting WebKit's page errors).
 */
function startServer({
  root,
  port = 0,
  host = '127.0.0.1',
  compress = false,
  netlifyToml,
  headers: extraHeaders = [],
  onPost,
  tls,
  headScript,
  functions = { quiet: true },
  forms,
  spa = false,
} = {}) {
  const publicDir = path.resolve(root)
  const toml = netlifyToml ? readNetlifyRules(netlifyToml) : { redirects: [], headers: [] }
  // as Netlify merges them: the published _headers first, then netlify.toml's (a later rule wins on a
  // name it repeats); a test's own rules last
  const rules = {
    redirects: toml.redirects,
    headers: netlifyToml ? [...readHeadersFile(path.join(publicDir, '_headers')), ...toml.headers, ...extraHeaders] : extraHeaders,
  }
  // Netlify runs a function at its path before any file or rule
  const functionSettings = functions ? (functions.env ??= {}) : null
  const runFunction = functions ? functionsMiddleware({ ...functions, env: functionSettings }) : () => false
  const local =
    forms && !onPost
      ? localForms({
          publicDir,
          dir: path.resolve(forms.dir),
          run: (name, request) => (runFunction.run ? runFunction.run(name, request) : null),
          log: forms.log ?? (forms.quiet ? () => undefined : console.log),
        })
      : null

  const handle = (req, res) => {
    // the request's target as a path on this site ('//host/x' stays a path, not another host)
    let url
    try {
      url = new URL(`http://localhost/${String(req.url ?? '/').replace(/^\/+/, (slashes) => slashes.slice(1))}`)
    } catch {
      url = null
    }
    if (!url || requestPath(url.pathname) === null) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
      return
    }
    const pathname = url.pathname
    const fn = functions && functions.standIns?.[pathname]
    if (fn) {
      answerWithFunction(
        fn,
        req,
        res,
        new URL(req.url, `${tls ? 'https' : 'http'}://${req.headers.host ?? req.headers[':authority'] ?? 'localhost'}`),
      )
      return
    }
    if (runFunction(req, res)) return
    if (local && (req.method === 'GET' || req.method === 'HEAD') && local.get(req, res, url)) return

    if (req.method === 'POST') {
      const chunks = []
      req.on('data', (c) => chunks.push(c))
      req.on('end', async () => {
        if (local && (await local.post(req, res, Buffer.concat(chunks), url))) return
        const status = onPost ? await onPost(req, Buffer.concat(chunks)) : 404
        if (status === 'hang') return // lets a test simulate a form service that never answers
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'OK' : 'Error')
      })
      return
    }

    if (headScript && pathname === headScript.path) {
      res.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' }).end(headScript.source)
      return
    }

    const redirect = matchRedirect(rules.redirects, pathname)
    if (redirect && redirect.status >= 300 && redirect.status < 400) {
      res.writeHead(redirect.status, { location: onSite(redirect.to + url.search) }).end()
      return
    }

    const resolved = resolveFile(publicDir, pathname)
    const found = spa && resolved.kind !== 'file' ? { kind: 'file', file: path.join(publicDir, 'index.html') } : resolved
    if (found.kind === 'slash') {
      res.writeHead(301, { location: onSite(`${pathname}/${url.search}`) }).end()
      return
    }
    const status = found.kind === 'file' ? 200 : 404
    // A rule with status 404 names the not-found page of its addresses (the Spanish one under /es/).
    const notFound = redirect && redirect.status === 404 ? path.join(publicDir, redirect.to) : path.join(publicDir, '404.html')
    const file = found.kind === 'file' ? found.file : notFound
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    const headers = { 'content-type': type, ...headersFor(rules.headers, pathname) }
    let body = fs.readFileSync(file)
    if (headScript && type === TYPES['.html'])
      body = Buffer.from(String(body).replace('<head>', `<head><script src="${headScript.path}"></script>`))
    const accepts = String(req.headers['accept-encoding'] ?? '')
    if (compress && COMPRESSIBLE.test(type) && body.length > 1024) {
      const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null
      if (encoding) {
        body = compressed(file, body, encoding)
        headers['content-encoding'] = encoding
      }
      headers.vary = 'Accept-Encoding'
    }
    headers['content-length'] = body.length
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle) : http.createServer(handle)

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address()
      // the functions read a local submission back from this server, as from Netlify's API
      if (local) Object.assign(functionSettings, local.settingsFor(`${tls ? 'https' : 'http'}://${host}:${address.port}`))
      resolve({
        url: `${tls ? 'https' : 'http'}://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
        server,
      })
    })
  })
}

module.exports = { startServer, compilePattern, matchRedirect, headersFor, readNetlifyRules, readHeadersFile }

if (require.main === module) {
  const args = process.argv.slice(2)
  const flag = (name) => args.includes(`--${name}`)
  const value = (name, fallback) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1] : fallback
  }
  const root = path.resolve(__dirname, '..')
  startServer({
    root: value('root', path.join(root, 'public')),
    port: Number(value('port', 9000)),
    host: value('host', '127.0.0.1'),
    compress: flag('compress'),
    netlifyToml: path.join(root, 'netlify.toml'),
    // the functions read their settings from this shell (GOOGLE_SOLAR_API_KEY, LEADS_WEBHOOK_URL...)
    functions: { env: { ...process.env } },
    // a form's POST taken as Netlify takes it, kept in .netlify/forms/ (ignored by git), and reported to submission-created
    forms: { dir: path.join(root, '.netlify', 'forms') },
  }).then(({ url }) => console.log(`Serving public/ and the functions (netlify/functions) at ${url}/ (netlify.toml rules applied)`))
}
