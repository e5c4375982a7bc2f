import 'react'

// HTML's own controls that work before any script (issue 44), which React 18's types predate: a
// button that opens a popover (popovertarget) or runs a command on a dialog (commandfor, command),
// and the popover itself. React 18 writes lowercase attributes it does not know as they are.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration merges with React's, type parameter and all
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: 'toggle' | 'show' | 'hide'
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | ''
  }
}
