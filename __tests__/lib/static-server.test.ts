/** @jest-environment node */
// The local server (scripts/static-server.cjs) as a stranger's request meets it: a malformed address
// is answered 400 (and the server keeps serving), and no address makes it redirect to another host;
// the published _headers file is applied with netlify.toml's rules, as Netlify does.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../scripts/static-server.cjs') as {
  startServer: (options: Record<string, unknown>) => Promise<{ url: string; close: () => Promise<void> }>
}

let root: string
let server: { url: string; close: () => Promise<void> }

/** A GET of `target` exactly as written (fetch would normalise it first): status and Location. */
const raw = (target: string) =>
  new Promise<{ status: number; location: string | undefined; csp: string | undefined }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url)
    http
      .get({ hostname, port, path: target }, (res) => {
        res.resume()
        resolve({
          status: res.statusCode!,
          location: res.headers.location,
          csp: res.headers['content-security-policy'] as string | undefined,
        })
      })
      // a server that crashed on the request answers nothing: a failure here, not a test waiting for ever
      .setTimeout(2_000, function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer to ${target}`))
      })
      .on('error', reject)
  })

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-server-'))
  for (const page of ['', 'cary', 'admin']) {
    mkdirSync(path.join(root, page), { recursive: true })
    writeFileSync(path.join(root, page, 'index.html'), `<!doctype html><title>${page || 'home'}</title>`)
  }
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>')
  writeFileSync(path.join(root, '_headers'), "# a comment\n/*\n  Content-Security-Policy: default-src 'self'\n")
  server = await startServer({ root, netlifyToml: path.join(__dirname, '..', '..', 'netlify.toml'), functions: false })
})
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the local server', () => {
  it('answers a malformed address with 400, and goes on serving', async () => {
    await expect(raw('/%E0%A4%A')).resolves.toMatchObject({ status: 400 })
    await expect(raw('/cary/')).resolves.toMatchObject({ status: 200 })
  })

  it.each(['/.//evil.com/..%2fcary', '//evil.com/cary', '/\\evil.com/cary', '/x/..%5c..%5cevil.com', '/locations//evil.com'])(
    'never redirects %s to another host',
    async (target) => {
      const { status, location } = await raw(target)
      if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/)
      expect([200, 301, 400, 404]).toContain(status)
    },
  )

  it('still adds the slash to a page’s address, and follows netlify.toml’s redirects, on this site', async () => {
    await expect(raw('/cary?radius=5')).resolves.toMatchObject({ status: 301, location: '/cary/?radius=5' })
    await expect(raw('/locations/cary')).resolves.toMatchObject({ status: 301, location: '/cary/' })
  })

  it('applies the published _headers, then netlify.toml’s rules (the later wins: the editor’s own policy at /admin/)', async () => {
    await expect(raw('/cary/')).resolves.toMatchObject({ csp: "default-src 'self'" })
    await expect(raw('/admin/')).resolves.toMatchObject({ csp: expect.stringContaining("script-src 'self' 'unsafe-eval'") })
  })
})

describe('forms as Netlify takes them (scripts/forms.cjs)', () => {
  let site: string
  let kept: string
  let forms: { url: string; close: () => Promise<void> }
  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'forms-site-'))
    kept = path.join(site, 'kept')
    writeFileSync(
      path.join(site, 'index.html'),
      '<form name="quote" method="POST" action="/" data-netlify="true" data-netlify-honeypot="bot-field">' +
        '<input type="hidden" name="form-name" value="quote"><input name="bot-field"><input name="name"><textarea name="message"></textarea>' +
        '<input type="file" name="resume"></form>',
    )
    // the site's functions run with no channel set: they send nothing (the browser test runs the whole chain)
    forms = await startServer({ root: site, forms: { dir: kept, quiet: true }, functions: { quiet: true } })
  })
  afterAll(async () => {
    await forms.close()
    rmSync(site, { recursive: true, force: true })
  })
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${forms.url}/`, { method: 'POST', body, headers, redirect: 'manual' })

  it('answers a script 200 and a page 303 to the action, keeps only the form’s fields, and serves them back to the token only', async () => {
    const fields = new URLSearchParams({ 'form-name': 'quote', 'bot-field': '', name: 'Dana', message: 'Leak', extra: 'dropped' })
    const fetched = await post(fields, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(fetched.status).toBe(200)
    // (fetch sets Sec-Fetch-Mode itself: a page's post is made by hand)
    const navigated = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const { hostname, port } = new URL(forms.url)
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', accept: 'text/html' }
      const request = http.request({ hostname, port, path: '/', method: 'POST', headers }, (res) => resolve(res.resume()))
      request.on('error', reject).end(fields.toString())
    })
    expect([navigated.statusCode, navigated.headers.location]).toEqual([303, '/'])
    const files = readdirSync(kept).filter((f) => f.endsWith('.json'))
    expect(files).toHaveLength(2)
    const submission = JSON.parse(readFileSync(path.join(kept, files[0]!), 'utf8')) as {
      id: string
      form_name: string
      data: Record<string, unknown>
    }
    expect(submission).toMatchObject({ form_name: 'quote', data: { 'bot-field': '', name: 'Dana', message: 'Leak' } })
    expect(submission.data.extra).toBeUndefined()
    // the stand-in for Netlify's API answers only with the token the functions are given
    expect((await fetch(`${forms.url}/api/v1/submissions/${submission.id}`)).status).toBe(404)
  })

  it('keeps a file as Netlify does (its name, size, type and a link), and refuses an unknown form with 404', async () => {
    const body = new FormData()
    body.append('form-name', 'quote')
    body.append('name', 'Luis')
    body.append('resume', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf')
    expect((await post(body)).status).toBe(200)
    const newest = readdirSync(kept)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(kept, f), 'utf8')) as { data: { resume?: { url: string } } })
      .find((s) => s.data.resume)!
    expect(newest.data.resume).toMatchObject({ filename: 'cv.pdf', size: 8, type: 'application/pdf' })
    await expect((await fetch(newest.data.resume!.url)).text()).resolves.toBe('%PDF-1.4')
    const unknown = new URLSearchParams({ 'form-name': 'newsletter', email: 'a@b.co' })
    expect((await post(unknown, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(404)
  })

  it('refuses a file named with dots, answers 500 to any error and lives on, keeps every file to its user, and prunes after 30 days', async () => {
    for (const name of ['..', '.', '...']) {
      const body = new FormData()
      body.append('form-name', 'quote')
      body.append('resume', new Blob(['x'], { type: 'application/pdf' }), name)
      const refused = await post(body)
      expect([name, refused.status, await refused.text()]).toEqual([name, 400, 'A file’s name cannot be made of dots'])
    }
    // a folder that can't be written: a 500, and the server answers the next request
    const broken = path.join(site, 'broken')
    writeFileSync(broken, 'a file where a folder should be')
    const brokenServer = await startServer({
      root: site,
      forms: { dir: path.join(broken, 'kept'), quiet: true },
      functions: { quiet: true },
    })
    try {
      const fields = new URLSearchParams({ 'form-name': 'quote', name: 'Dana' })
      const failed = await fetch(`${brokenServer.url}/`, { method: 'POST', body: fields, redirect: 'manual' })
      expect(failed.status).toBe(500)
      expect((await fetch(`${brokenServer.url}/`)).status).toBe(200)
    } finally {
      await brokenServer.close()
    }
    // 0700 folders, 0600 files
    const modes = [
      kept,
      path.join(kept, 'files'),
      ...readdirSync(kept)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(kept, f)),
    ]
    expect(new Set(modes.map((file) => (statSync(file).mode & 0o777).toString(8)))).toEqual(new Set(['700', '600']))
    expect(modes.filter((file) => (statSync(file).mode & 0o077) !== 0)).toEqual([])
    // a submission 31 days old is gone at the next one; a newer one stays
    const [oldest, ...others] = readdirSync(kept).filter((f) => f.endsWith('.json'))
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000)
    utimesSync(path.join(kept, oldest!), monthAgo, monthAgo)
    await post(new URLSearchParams({ 'form-name': 'quote', name: 'Next' }), { 'content-type': 'application/x-www-form-urlencoded' })
    const left = readdirSync(kept).filter((f) => f.endsWith('.json'))
    expect(left).not.toContain(oldest)
    expect(others.every((f) => left.includes(f))).toBe(true)
  })
})
