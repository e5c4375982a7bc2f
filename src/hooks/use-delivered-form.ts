import { useEffect, useMemo, useState, type BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import { toaster } from '../components/ui/toaster'
import { deliverForm, type FormFields } from '../lib/forms/deliver'
import { clearDraft, loadDraft, saveDraft } from '../lib/forms/draft'
import type { SchemaLoader } from '../lib/forms/lazy-schemas'
import { newSubmissionId, submissionFields } from '../lib/forms/submission'

type Options<T extends FieldValues> = {
  /** the Netlify form name */
  formName: string
  /** where the draft of this form instance is kept in the tab (sessionStorage) */
  draftKey: string
  /** the form's yup schema, loaded on first validation (src/lib/forms/lazy-schemas.ts) */
  schema: SchemaLoader<T>
  /** the empty form */
  blank: T
  /** values the caller fills in (the address from the estimate box); they win over a draft */
  prefill?: Partial<T>
  /** extra fields sent with every submission (which page or button it came from) */
  extra?: FormFields
  success: { title: string; description: string }
  onDelivered?: () => void
}

/**
 * A form that never loses a lead: validated with yup, kept in the tab until delivered, sent to
 * Netlify Forms, and on any failure left exactly as typed with a way to call instead.
 */
export function useDeliveredForm<T extends FieldValues>({
  formName,
  draftKey,
  schema,
  blank,
  prefill,
  extra,
  success,
  onDelivered,
}: Options<T>) {
  const start = { ...blank, ...prefill } as T
  const [failed, setFailed] = useState(false)
  const resolver = useMemo(() => lazyYupResolver(schema), [schema])
  const form = useForm<T>({
    resolver,
    defaultValues: start as DefaultValues<T>,
    mode: 'onTouched',
    shouldFocusError: false, // focusFirstError below: the browser's own focus scroll can leave it under the header
  })

  useEffect(() => {
    const draft = loadDraft(draftKey)
    if (draft) form.reset({ ...blank, ...draft, ...prefill } as T)
    const subscription = form.watch((values) => saveDraft(draftKey, values))
    return () => subscription.unsubscribe()
    // The draft is read once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey])

  const onSubmit = form.handleSubmit(async (values, event) => {
    const honeypot = (event?.target as HTMLFormElement | undefined)?.elements.namedItem('bot-field') as HTMLInputElement | null
    setFailed(false)
    try {
      await deliverForm(formName, submissionFields(values, { ...extra, 'bot-field': honeypot?.value ?? '' }, newSubmissionId()))
    } catch {
      setFailed(true) // shown beside the submit button (SubmitButton), nothing typed is lost
      return
    }
    clearDraft(draftKey)
    form.reset(start)
    toaster.create({ type: 'success', ...success, duration: 6_000, closable: true })
    onDelivered?.()
  }, focusFirstError)

  return { form, onSubmit, failed }
}

/**
 * Focuses the first wrong field in the form's order and scrolls it to the middle of the screen.
 * Firefox ignores scroll-padding when focus scrolls, so a plain focus() could leave the field under
 * the fixed header.
 */
function focusFirstError(errors: FieldErrors, event?: BaseSyntheticEvent) {
  const form = event?.target instanceof HTMLFormElement ? event.target : null
  const field = Array.from(form?.elements ?? []).find(
    (el): el is HTMLElement => el instanceof HTMLElement && (el as HTMLInputElement).name in errors,
  )
  if (!field) return
  field.focus({ preventScroll: true })
  field.scrollIntoView({ block: 'center' })
}

/**
 * react-hook-form's yup resolver, with yup and the schema fetched on the first validation. If that
 * fetch fails (the connection dropped), the values pass unchecked this time and the next validation
 * tries again: a lead is never held back because the validation code could not be loaded.
 */
export function lazyYupResolver<T extends FieldValues>(load: SchemaLoader<T>): Resolver<T> {
  let ready: Promise<Resolver<T>> | undefined
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/yup')]).then(
      ([schema, { yupResolver }]) => yupResolver(schema) as unknown as Resolver<T>,
    )
    let resolve: Resolver<T>
    try {
      resolve = await ready
    } catch {
      ready = undefined
      return { values, errors: {} }
    }
    return resolve(values, context, options)
  }
}
