/** Marks a link to the home page that, on the home page itself, glides back to its top (the brand). */
export const TO_TOP_ATTRIBUTE = 'data-to-top'

/**
 * A marked link followed on the page it points to scrolls back to the top, smoothly unless the
 * visitor asked for less motion, instead of loading the page again. Runs in the page (see
 * desktop-menus.ts): elsewhere, and before this script, the link is a plain link home.
 */
export function toTop(attribute: string) {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${attribute}]`) : null
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (link.pathname !== location.pathname || link.origin !== location.origin) return
    event.preventDefault()
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' })
  })
}
