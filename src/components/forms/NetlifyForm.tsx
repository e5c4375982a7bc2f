import { Box } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { FORM_NAME_FIELD, HONEYPOT_FIELD, type FormName } from '../../lib/forms/fields'
import { HIDDEN_FIELDS, LANGUAGE_FIELD } from '../../lib/forms/submission'

type NetlifyFormProps = {
  name: FormName
  onSubmit: FormEventHandler<HTMLFormElement>
  /** multipart, for a form with a file field */
  withFiles?: boolean
  label?: string
  children: ReactNode
}

/**
 * A form Netlify detects in the built HTML (name, data-netlify, form-name, honeypot). It also posts
 * without JavaScript; with JavaScript, onSubmit sends it with fetch and the page stays put.
 */
export function NetlifyForm({ name, onSubmit, withFiles = false, label, children }: NetlifyFormProps) {
  return (
    // A plain <form>: Netlify reads these attributes from the built HTML. The honeypot attribute is the
    // data- form Netlify also accepts, so the page stays valid HTML (its docs show a bare netlify-honeypot).
    <form
      name={name}
      method="POST"
      action="/"
      data-netlify="true"
      data-netlify-honeypot={HONEYPOT_FIELD}
      encType={withFiles ? 'multipart/form-data' : undefined}
      ref={checkedByItsSchema}
      onSubmit={onSubmit}
      onFocus={preloadOutboxSender}
      aria-label={label}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      <Honeypot />
      <HiddenFields />
      {children}
    </form>
  )
}

/**
 * Until its script runs, the browser checks a form's fields by their HTML (src/lib/forms/limits.ts,
 * HTML_CONSTRAINTS) before it sends it; from the moment it runs (as React takes the form, before any
 * effect), the form's schema does, with the page's own messages beside each field.
 */
function checkedByItsSchema(form: HTMLFormElement | null) {
  if (form) form.noValidate = true
}

/**
 * Never drawn (display: none, as in Netlify's own example): people and assistive technology never
 * meet it, and no focus lands on it (a dialog's first focus would); bots that fill every field of
 * the HTML give themselves away.
 */
function Honeypot() {
  const { honeypot } = useUi().forms
  return (
    <Box display="none">
      <label>
        {honeypot}
        <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </Box>
  )
}

/**
 * Filled in when the form is sent with JavaScript (src/lib/forms/submission.ts); empty otherwise,
 * but for the page's language, which a form posted without JavaScript carries too.
 */
function HiddenFields() {
  const { locale } = useLocale()
  return HIDDEN_FIELDS.map((field) => (
    <input key={field} type="hidden" name={field} value={field === LANGUAGE_FIELD ? locale : undefined} />
  ))
}

/** The outbox's sender is fetched when a form is first focused, so a request kept while offline can go without fetching code first. */
function preloadOutboxSender() {
  import('./outbox-runner').catch(() => undefined)
}
