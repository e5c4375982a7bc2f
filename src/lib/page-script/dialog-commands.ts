export type DialogCommandsConfig = {
  /** the button's attribute naming it (lib/forms/opener.ts) */
  opener: string
  /** the source field, and its value when no opener said */
  sourceField: string
  noOpenerSource: string
  /** the storm's hidden fields */
  stormFields: readonly string[]
  /** the longest text each part may be (`readOpener`'s) */
  limits: { source: number; title: number; service: number; storm: number }
}

/**
 * A button that opens a dialog naming itself (`data-opener`, lib/forms/opener.ts) names itself on the
 * dialog as it opens it, however early it is pressed; until the dialog's island has woken, the script
 * also writes what the opener says into the dialog (its title, where the request comes from, the
 * storm, the service), within the lengths `readOpener` keeps, so that the HTML alone sends the right
 * request and the island, reading the same opener, hydrates what it finds. Then HTML's button commands
 * for a browser that lacks them (Safari before 26.2): the two the site uses, so that a dialog's button
 * opens it and its close button closes it before any bundle has come, as they do by themselves
 * elsewhere (FormDialog.tsx). The opener takes focus first, which Safari does not give a pressed
 * button: closing gives focus back to it. Answered after the page's own handlers, as the browser
 * does, and not when one of them said no. Runs in the page (page-script/index.ts).
 */
export function dialogCommands(config: DialogCommandsConfig) {
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : '')
  const write = (dialog: HTMLElement, opener: Record<string, unknown>) => {
    const title = document.getElementById(`${dialog.id}-title`)?.firstChild
    if (title) {
      if (!dialog.hasAttribute('data-title')) dialog.setAttribute('data-title', title.nodeValue ?? '')
      title.nodeValue = text(opener['title'], config.limits.title) || dialog.getAttribute('data-title')
    }
    const form = dialog.querySelector('form')
    if (!form) return
    const set = (name: string, value: string) => {
      const field = form.elements.namedItem(name)
      if (field && 'value' in field) field.value = value
    }
    const storm = (typeof opener['storm'] === 'object' && opener['storm']) || null
    set(config.sourceField, text(opener['source'], config.limits.source) || config.noOpenerSource)
    for (const name of config.stormFields) set(name, storm ? text((storm as Record<string, unknown>)[name], config.limits.storm) : '')
    const service = text(opener['service'], config.limits.service)
    if (service) set('service', service)
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`button[commandfor][${config.opener}]`) : null
      const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '')
      if (!button || !dialog || dialog.hasAttribute('open')) return
      const value = button.getAttribute(config.opener) ?? ''
      dialog.setAttribute(config.opener, value)
      if (dialog.closest('[data-island]')?.hasAttribute('data-awake')) return
      try {
        write(dialog, JSON.parse(value) || {})
      } catch {
        // a broken opener: the dialog as the HTML has it
      }
    },
    true,
  )
  if ('command' in HTMLButtonElement.prototype) return
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[commandfor]') : null
    const dialog = button && (document.getElementById(button.getAttribute('commandfor') ?? '') as HTMLDialogElement | null)
    if (event.defaultPrevented || !button || typeof dialog?.showModal !== 'function') return
    const command = button.getAttribute('command')
    if (command === 'show-modal' && !dialog.open) {
      button.focus()
      dialog.showModal()
    } else if (command === 'close' && dialog.open) dialog.close()
  })
}
