import { mountToaster, toaster as chakraToaster } from './toaster-ui'

type ToastOptions = Parameters<typeof chakraToaster.create>[0]

/**
 * The site's only toast helper: toaster.create({ title, description, type }), toaster.dismiss(). The
 * toasts draw themselves in a root of their own (toaster-ui.tsx), mounted with the first toast, since
 * no island holds them all.
 */
export const toaster = {
  /** clears every toast: a dialog that opens takes the visitor's attention (and the top of a phone's screen) */
  dismiss() {
    chakraToaster.dismiss()
  },
  create(options: ToastOptions) {
    mountToaster()
    chakraToaster.create(options)
  },
}
