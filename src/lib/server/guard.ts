// What every function answer carries, and the checks the two public functions (/api/roof,
// /api/storms) make before anything else: another site's page is refused, and each question has one
// URL (its parameters exactly, in their canonical form), so the CDN's cache key is the question.
import { json } from './http'

/** On every function answer: Netlify applies netlify.toml's headers to static files only, not to a function's. */
export const FUNCTION_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const

/** An answer no cache keeps: a refusal that depends on how the request was made, or a redirect. */
export const NOT_KEPT = { 'Cache-Control': 'no-store', 'Netlify-CDN-Cache-Control': 'no-store' } as const

/**
 * What a cached answer must add to its Netlify-Vary: the CDN answers from its cache without running
 * the function, so a page of another site must not share the cache entry of the site's own pages.
 */
export const VARY_BY_SITE = 'header=Sec-Fetch-Site'

type Handler = (req: Request, context?: unknown) => Promise<Response>

/**
 * `handler` with FUNCTION_HEADERS on each of its answers; with `sameSiteOnly`, a request another
 * site's page made (Sec-Fetch-Site: cross-site: an <img> or a script of theirs spending the owner's
 * Google account) is refused with 403 before anything else is read.
 */
export function guarded(handler: Handler, { sameSiteOnly }: { sameSiteOnly: boolean }): Handler {
  return async (req, context) => {
    const response =
      sameSiteOnly && req.headers.get('sec-fetch-site') === 'cross-site'
        ? json({ error: 'Only the pages of this site may ask this.' }, 403, NOT_KEPT)
        : await handler(req, context)
    const headers = new Headers(response.headers)
    for (const [name, value] of Object.entries(FUNCTION_HEADERS)) headers.set(name, value)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

export type QueryProblem = { problem: 'unknown' | 'repeated'; name: string }

/**
 * The query's parameters when it has only `names`, each at most once; else the first that is not
 * (unknown, or repeated: `?address=A&address=B` must not answer for A).
 */
export function exactQuery<Name extends string>(
  url: URL,
  names: readonly Name[],
): { params: Partial<Record<Name, string>> } | QueryProblem {
  const params: Partial<Record<Name, string>> = {}
  for (const [name, value] of url.searchParams) {
    if (!(names as readonly string[]).includes(name)) return { problem: 'unknown', name }
    if (name in params) return { problem: 'repeated', name }
    params[name as Name] = value
  }
  return { params }
}

/**
 * A 308 to `canonical` (the function's own path and the query in its one form, src/lib/query.ts)
 * when the request's query is written otherwise (another case, spacing, encoding or order), so the
 * CDN keeps one answer per question and writing an address differently does not pay Google again;
 * null when it is that form. The Location is a path of this site, never another host.
 */
export function redirectToCanonical(url: URL, canonical: `/${string}`): Response | null {
  if (`${url.pathname}${url.search}` === canonical) return null
  return new Response(null, { status: 308, headers: { Location: canonical, ...NOT_KEPT } })
}
