/** @jest-environment node */
// The local server (scripts/static-server.cjs) as a stranger's request meets it: a malformed address
// is answered 400 (and the server keeps serving), and no address makes it redirect to another host;
// the published _headers file is applied with netlify.toml's rules, as Netlify does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
