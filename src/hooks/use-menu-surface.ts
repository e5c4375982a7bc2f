import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * While a full-screen menu is open it is the page: the page behind neither scrolls nor takes focus
 * or taps (`inert` on everything outside `keep`), focus starts on its first control, and Escape
 * closes it. `keep` finds the part that stays usable (the header, with the toggle and the panel).
 */
export function useMenuSurface(open: boolean, keep: () => HTMLElement | null, panel: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const kept = keep()
    if (!open || !kept) return
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    const made: Element[] = []
    for (let node: Element | null = kept; node && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (sibling === node || sibling.hasAttribute('inert') || /^(SCRIPT|STYLE|LINK)$/.test(sibling.tagName)) continue
        sibling.setAttribute('inert', '')
        made.push(sibling)
      }
    }
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onEscape()
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      for (const element of made) element.removeAttribute('inert')
      root.style.overflow = overflow
    }
  }, [open, keep, panel, onEscape])
}
