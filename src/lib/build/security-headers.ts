// The Content-Security-Policy of the site's pages and of the content editor, written at build into
// public/_headers (plugins/security-headers), which Netlify applies with netlify.toml's other headers
// (and scripts/static-server.cjs here). A host is named only when the build uses it: Google Maps'
// only with GATSBY_GOOGLE_MAPS_API_KEY set, and the editor's local server (npm run cms) only in
// development, never on the live site.

/** The hosts Google's road map uses (GoogleMapView: no Street View, no satellite): its script, tiles, marks, Roboto. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
} as const

/** decap-server, which `npm run cms` starts on this port (scripts/decap-server.cjs) */
export const EDITOR_LOCAL_SERVER = 'http://localhost:8081'

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

/**
 * The editor's policy (/admin/, Decap CMS): it compiles its configuration's validators at run time
 * ('unsafe-eval') and talks to the site's own Git Gateway and Identity (/.netlify/...); in
 * development, also to `npm run cms`'s local server, which the live site never names.
 */
export function editorPolicy({ development }: { development: boolean }): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', ...(development ? [EDITOR_LOCAL_SERVER] : [])],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/**
 * public/_headers: the pages' policy, then the editor's (a later rule wins on a header it repeats,
 * so /admin/ gets its own). Netlify adds netlify.toml's headers, which name no policy.
 */
export function headersFile(build: SiteBuild): string {
  return [
    '# Written at build by plugins/security-headers (src/lib/build/security-headers.ts): edit those, not this file.',
    '/*',
    `  Content-Security-Policy: ${sitePolicy(build)}`,
    '/admin/*',
    `  Content-Security-Policy: ${editorPolicy({ development: false })}`,
    '',
  ].join('\n')
}
