import { Box } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'
import { HONEYPOT_FIELD } from '../../lib/forms/deliver'

type NetlifyFormProps = {
  name: string
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
    // A plain <form>: Chakra's styled elements drop attributes they do not know, like netlify-honeypot.
    <form
      name={name}
      method="POST"
      action="/"
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      encType={withFiles ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      <input type="hidden" name="form-name" value={name} />
      <Honeypot />
      {children}
    </form>
  )
}

/** Invisible to people and to assistive technology; bots that fill every field give themselves away. */
function Honeypot() {
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" width="1px" height="1px" overflow="hidden">
      <label>
        Leave this field empty
        <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </Box>
  )
}

type FormDeclarationProps = { name: string; fields: string[]; files?: string[] }

/**
 * A hidden copy of a form that only ever appears inside a dialog, so Netlify still finds it (and all
 * its fields) when it reads the built HTML at deploy.
 */
export function FormDeclaration({ name, fields, files = [] }: FormDeclarationProps) {
  return (
    <form name={name} data-netlify="true" netlify-honeypot={HONEYPOT_FIELD} encType={files.length ? 'multipart/form-data' : undefined} hidden>
      <input type="hidden" name="form-name" value={name} />
      <input name={HONEYPOT_FIELD} />
      {fields.map((field) => (
        <input key={field} name={field} />
      ))}
      {files.map((field) => (
        <input key={field} type="file" name={field} />
      ))}
    </form>
  )
}
