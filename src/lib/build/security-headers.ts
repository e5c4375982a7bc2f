// The Content-Security-Policy of the site's pages, written at build into public/_headers
// (plugins/security-headers), which Netlify applies before netlify.toml's headers (and
// scripts/static-server.cjs here). A host is named only when the build uses it: Google Maps' only
// with GATSBY_GOOGLE_MAPS_API_KEY set. The editor's policy (/admin/) does not depend on the build:
// it is netlify.toml's, a later rule that replaces this one there.

/** The hosts Google's road map uses (GoogleMapView: no Street View, no satellite): its script, tiles, marks, Roboto. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
} as const

const policy = (directives: Record<string, ReadonlyArray<string>>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

export type SiteBuild = {
  /** GATSBY_GOOGLE_MAPS_API_KEY is set: the pages may load Google's map */
  googleMaps: boolean
  /** GATSBY_RUNWARE_WS_URL: the image service's socket, when not Runware's own */
  runwareSocket?: string
}

const RUNWARE_SOCKET = 'wss://ws-api.runware.ai'

/**
 * The pages' policy: no inline script (Gatsby's are moved to files at build), styles inline
 * (Chakra writes them at run time); frames for the scheduling calendar and YouTube's no-cookie
 * player only; Runware's socket and images; Google's map hosts only with a Maps key.
 */
export function sitePolicy({ googleMaps, runwareSocket }: SiteBuild): string {
  const maps = (kind: keyof typeof GOOGLE_MAPS) => (googleMaps ? GOOGLE_MAPS[kind] : [])
  let socket = RUNWARE_SOCKET
  try {
    if (runwareSocket) socket = new URL(runwareSocket).origin.replace(/^http/, 'ws')
  } catch {
    // not a URL: the image generator's own check refuses it; the policy keeps Runware's
  }
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps('script')],
    'style-src': ["'self'", "'unsafe-inline'", ...maps('style')],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://im.runware.ai', 'https://*.runware.ai', ...maps('img')],
    'font-src': ["'self'", 'data:', ...maps('font')],
    'connect-src': ["'self'", socket, ...maps('connect')],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://calendly.com'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  })
}

/** public/_headers: the pages' policy. Netlify adds netlify.toml's headers, whose /admin/ policy comes later and wins there. */
export function headersFile(build: SiteBuild): string {
  return [
    '# Written at build by plugins/security-headers (src/lib/build/security-headers.ts): edit those, not this file.',
    '/*',
    `  Content-Security-Policy: ${sitePolicy(build)}`,
    '',
  ].join('\n')
}
