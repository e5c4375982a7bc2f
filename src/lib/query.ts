// The one way a page and a function write a function's query (/api/roof, /api/storms): the function
// answers any other spelling with a 308 to this one (src/lib/server/guard.ts), so the CDN keeps one
// answer per question.

/** `?a=1&b=2` from the pairs given, in their order, empty ones left out, as URLSearchParams writes it ('' when none). */
export function canonicalSearch(pairs: ReadonlyArray<readonly [string, string | null | undefined]>): string {
  const query = new URLSearchParams(pairs.filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''))
  const text = query.toString()
  return text ? `?${text}` : ''
}
