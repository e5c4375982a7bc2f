/** @jest-environment node */
// The pages' Content-Security-Policy (src/lib/build/security-headers.ts), which the build writes into
// public/_headers: a host is named only when the build uses it. (The editor's is netlify.toml's:
// editor.test.ts checks it names no local server.)
import { headersFile, sitePolicy } from '../../src/lib/build/security-headers'

/** The sources of each directive. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources]
    }),
  )

describe('the pages’ policy', () => {
  it('names no Google host when the build has no Maps key', () => {
    const policy = sitePolicy({ googleMaps: false })
    expect(policy).not.toMatch(/google|gstatic/)
    expect(directives(policy)['script-src']).toEqual(["'self'"])
  })

  it('names the hosts of Google’s road map with a key, and no wildcard of Google’s (storage.googleapis.com holds anyone’s files)', () => {
    const policy = directives(sitePolicy({ googleMaps: true }))
    expect(policy['script-src']).toEqual(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com'])
    expect(policy['connect-src']).toContain('https://maps.googleapis.com')
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://maps.googleapis.com', 'https://maps.gstatic.com']))
    expect(policy['font-src']).toContain('https://fonts.gstatic.com')
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => /\*\.(googleapis|gstatic)/.test(source)),
    ).toEqual([])
  })

  it('keeps what every build needs: no inline script, frames for the calendar and YouTube only, the image service’s socket', () => {
    const policy = directives(sitePolicy({ googleMaps: false }))
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://calendly.com'])
    expect(policy['connect-src']).toEqual(["'self'", 'wss://ws-api.runware.ai'])
    expect(directives(sitePolicy({ googleMaps: false, runwareSocket: 'wss://images.example.com/v1' }))['connect-src']).toEqual([
      "'self'",
      'wss://images.example.com',
    ])
  })
})

describe('public/_headers', () => {
  it('gives every page the pages’ policy (netlify.toml’s /admin/ rule, later, replaces it there)', () => {
    const lines = headersFile({ googleMaps: false }).split('\n')
    expect(lines.filter((line) => !line.startsWith('#') && line.trim())).toEqual([
      '/*',
      `  Content-Security-Policy: ${sitePolicy({ googleMaps: false })}`,
    ])
  })
})
