import type { toaster as chakraToaster } from './toaster-ui'

type ToastOptions = Parameters<typeof chakraToaster.create>[0]
type ToasterModule = typeof import('./toaster-ui')

// The toasts' code is fetched when a form is first focused (preloadToaster, from NetlifyForm) or
// when the first toast is made, not with every page (issue 8). A form's failure message then never
// depends on fetching code while the connection is failing. Once fetched, the toasts draw themselves
// in a root of their own (toaster-ui.tsx), since no island holds them all.
let loading: Promise<ToasterModule> | undefined
let loaded: ToasterModule | undefined

export function preloadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster-ui').then(
    (module) => {
      loaded = module
      module.mountToaster()
      return module
    },
    (error: unknown) => {
      loading = undefined // fetched again next time
      throw error
    },
  )
  return loading
}

/** The site's only toast helper: toaster.create({ title, description, type }), toaster.dismiss(). */
export const toaster = {
  /** clears every toast: a dialog that opens takes the visitor's attention (and the top of a phone's screen) */
  dismiss() {
    loaded?.toaster.dismiss()
  },
  create(options: ToastOptions) {
    preloadToaster().then(
      (module) => module.toaster.create(options),
      () => {
        // The code could not be fetched: the message still reaches the visitor.
        window.alert([options.title, options.description].filter(Boolean).join('\n\n'))
      },
    )
  },
}
