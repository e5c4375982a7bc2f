import { Field } from '@chakra-ui/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useUi } from '../../hooks/use-ui'

type FormFieldProps = {
  label: string
  error?: string
  optional?: boolean
  helper?: string
  tone?: 'light' | 'dark'
  children: ReactNode
}

/**
 * A labelled field. Chakra's Field links the label to the control and marks it invalid; its error
 * is a live region, so it is announced as it appears. The control is also described by the help
 * and the error (aria-describedby), which screen readers read more widely than aria-errormessage.
 */
export function FormField({ label, error, optional = false, helper, tone = 'light', children }: FormFieldProps) {
  const id = useId()
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` }
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const control = root.current?.querySelector('input:not([type=hidden]), select, textarea')
    if (!control) return
    const describedBy = [helper && ids.helperText, error && ids.errorText].filter(Boolean).join(' ')
    if (describedBy) control.setAttribute('aria-describedby', describedBy)
    else control.removeAttribute('aria-describedby')
  }, [error, helper, ids.errorText, ids.helperText])

  return (
    <Field.Root ref={root} invalid={Boolean(error)} ids={ids}>
      <Field.Label fontWeight="600" color={tone === 'dark' ? 'white' : 'navy.900'}>
        {label}
        {optional && <Field.RequiredIndicator fallback={<OptionalMark />} />}
      </Field.Label>
      {children}
      {helper && <Field.HelperText color={tone === 'dark' ? 'navy.100' : 'slate'}>{helper}</Field.HelperText>}
      <Field.ErrorText role="alert" color={tone === 'dark' ? 'copper.200' : 'red.700'} fontWeight="600">
        {error}
      </Field.ErrorText>
    </Field.Root>
  )
}

/** "(optional)" in the page's language; its own component so fields that are never optional need no texts. */
function OptionalMark() {
  return <span style={{ fontWeight: 400 }}>{useUi().forms.fields.optional}</span>
}
