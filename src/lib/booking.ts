// The scheduling calendar (Calendly) as a plain iframe: no script of Calendly's runs with the page's
// rights, and the page's policy names Calendly only as a frame. These are the two things the page
// must know of it, kept pure for their tests.

/**
 * The calendar's address for an inline frame: Calendly's booking page with the parameters its own
 * embed adds (the embedding host, so it may talk to the page; the inline layout). Only https
 * addresses on calendly.com are framed (the policy allows no other); anything else gives null.
 */
export function bookingFrameUrl(bookingUrl: string, embeddingHost: string): string | null {
  let url: URL
  try {
    url = new URL(bookingUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.hostname !== 'calendly.com') return null
  url.searchParams.set('embed_domain', embeddingHost)
  url.searchParams.set('embed_type', 'Inline')
  return url.toString()
}

/**
 * Whether a message the page received is the calendar saying it has drawn itself (Calendly posts
 * `{ event: 'calendly.…' }` to the page that frames it): it must come from the calendar's own origin
 * and frame. Anything else, from any other sender, is ignored.
 */
export function isCalendarReady(
  message: { origin: string; data: unknown; source: unknown },
  frameUrl: string,
  frameWindow: unknown,
): boolean {
  if (!frameWindow || message.source !== frameWindow || message.origin !== new URL(frameUrl).origin) return false
  const { data } = message
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { event?: unknown }).event === 'string' &&
    /^calendly\.[a-z_]+$/.test((data as { event: string }).event)
  )
}
