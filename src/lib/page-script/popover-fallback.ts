/**
 * Where the browser has no popovers (Safari before 17, Firefox before 125): a popover's button shows
 * and hides it (`data-open`, which the site's styles draw as open) and says whether it is expanded;
 * Escape closes it, focus back on its button. Runs in the page (page-script/index.ts).
 */
export function popoverFallback() {
  if (Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')) return
  const buttonFor = (panel: Element) => document.querySelector<HTMLButtonElement>(`button[popovertarget="${panel.id}"]`)
  const show = (panel: Element, open: boolean) => {
    panel.toggleAttribute('data-open', open)
    buttonFor(panel)?.setAttribute('aria-expanded', String(open))
  }
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null
    const panel = button && document.getElementById(button.getAttribute('popovertarget') ?? '')
    if (panel && !event.defaultPrevented) show(panel, !panel.hasAttribute('data-open'))
  })
  document.addEventListener('keydown', (event) => {
    const panel = event.key === 'Escape' ? document.querySelector('[popover][data-open]') : null
    if (!panel) return
    show(panel, false)
    buttonFor(panel)?.focus()
  })
}
