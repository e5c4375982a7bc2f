import { useCallback, useEffect, useMemo, useState, type BaseSyntheticEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { toaster } from '../ui/toaster'
import { deliverForm, isRefusal, type FormFields } from '../../lib/forms/deliver'
import { withoutPhotos } from '../../lib/forms/photos'
import { clearDraft, loadDraft, saveDraft } from '../../lib/forms/draft'
import { HONEYPOT_FIELD, type FormName } from '../../lib/forms/fields'
import { cancelEntry } from '../../lib/forms/outbox'
import { keepInOutbox, localOutbox, REFUSED_EVENT, SENT_EVENT, takeTypedValues, webLock, type Kept } from '../../lib/forms/outbox-browser'
import type { SchemaMaker } from '../../lib/forms/schemas'
import type { RequestKind } from '../../lib/forms/messages'
import { newSubmissionId, submissionFields } from '../../lib/forms/submission'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'

type Options<T extends FieldValues> = {
  /** the Netlify form name */
  formName: FormName
  /** what kind of request the form sends: the key of its words in data/ui-forms (requests), kept with it in the outbox */
  what: RequestKind
  /** where the draft of this form instance is kept in the tab (sessionStorage) */
  draftKey: string
  /** the form's yup schema, made with the validation messages of the page's language (src/lib/forms/schemas.ts) */
  schema: SchemaMaker<T>
  /** the empty form */
  blank: T
  /** values the caller fills in (the address from the estimate box); they win over a draft */
  prefill?: Partial<T>
  /** extra fields sent with every submission (which page or button it came from) */
  extra?: FormFields
  /** the toast once delivered, made then (its promise of a call depends on the hour) */
  success: () => { title: string; description: string }
  /** what a request whose photos did not go says (PhotoField), when the form has photos */
  photosNotSent?: (photos: File[]) => { title: string; description: string }
  onDelivered?: () => void
  /** the form has handed its request off (sent, or kept on the device): what it holds apart from its fields (photos) is cleared */
  onReset?: () => void
}

/**
 * A form that never loses a lead: validated with yup, kept in the tab until delivered, sent to
 * Netlify Forms; a request that fails is kept on the device and sent later (the outbox), or, when
 * the device cannot keep it, left exactly as typed with a way to call instead.
 */
export function useDeliveredForm<T extends FieldValues>({
  formName,
  what,
  draftKey,
  schema,
  blank,
  prefill,
  extra,
  success,
  photosNotSent = () => ({ title: '', description: '' }),
  onDelivered,
  onReset,
}: Options<T>) {
  const start = { ...blank, ...prefill } as T
  const [failed, setFailed] = useState(false)
  const [outbox, setOutbox] = useState<OutboxState>(null)
  const { locale } = useLocale()
  const messages = useUi().forms.validation
  const resolver = useMemo(() => yupResolver(schema(messages)) as unknown as Resolver<T>, [schema, messages])
  const form = useForm<T>({
    resolver,
    defaultValues: start as DefaultValues<T>,
    // Checked when sent, then as typed (React Hook Form's default). Checked on leaving a field, a mouse
    // pressed on the submit button blurred the field, its message pushed the button down, and the
    // click landed beside it: the form was never sent.
    mode: 'onSubmit',
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

  // A prefill that changes while the form is up (the page's estimate dialog opened by another button)
  // fills the fields the visitor has not touched.
  const prefillKey = JSON.stringify(prefill ?? {})
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill ?? {}))
      if (!form.getFieldState(name as Path<T>).isDirty) form.setValue(name as Path<T>, value as PathValue<T, Path<T>>)
    // prefillKey stands for prefill's fields; the form's identity is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefillKey])

  // A request of this form that waited in the outbox has gone: the notice beside the button goes too.
  // One the form service refused for good is the form's again, as typed, with the failure notice.
  const savedId = outbox?.kind === 'saved' ? outbox.id : null
  useEffect(() => {
    if (!savedId) return
    const mine = (event: Event) => (event as CustomEvent<string[]>).detail.includes(savedId)
    const onSent = (event: Event) => mine(event) && setOutbox(null)
    const onRefused = (event: Event) => {
      if (!mine(event)) return
      const typed = takeTypedValues(savedId)
      if (typed) form.reset({ ...blank, ...typed } as T)
      setOutbox(null)
      setFailed(true)
    }
    window.addEventListener(SENT_EVENT, onSent)
    window.addEventListener(REFUSED_EVENT, onRefused)
    return () => {
      window.removeEventListener(SENT_EVENT, onSent)
      window.removeEventListener(REFUSED_EVENT, onRefused)
    }
    // The form's identity is stable; blank is the caller's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedId])

  const onSubmit = form.handleSubmit(async (values, event) => {
    const honeypot = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null
    setFailed(false)
    setOutbox(null)
    const id = newSubmissionId()
    let fields = submissionFields(values, { ...extra, [HONEYPOT_FIELD]: honeypot?.value ?? '' }, id, locale)
    // photos that could not go: the request is never lost for them (issue 57)
    let photosLeft: File[] = []
    try {
      await deliverForm(formName, fields)
    } catch (first) {
      let error = first
      // Its photos too large, refused or too slow: the request goes again with its words alone at once.
      const words = withoutPhotos(fields)
      if (words.photos.length) {
        photosLeft = words.photos
        fields = words.fields
        try {
          await deliverForm(formName, fields)
          error = null
        } catch (second) {
          error = second
        }
      }
      if (error) {
        // Refused for good (a 4xx): trying again later would be refused again, so the form keeps
        // everything and says to try again or call (SubmitButton). Otherwise it is kept on the device
        // (its words: photos are too large for it) and sent by itself later (OutboxAgent), or, if it
        // cannot be kept, treated the same way.
        if (isRefusal(error)) return setFailed(true)
        const kept = await keepInOutbox({ id, formName, what, draftKey, fields, values })
        if (!kept) return setFailed(true)
        clearDraft(draftKey)
        form.reset(start)
        onReset?.()
        setOutbox({ kind: 'saved', ...kept, droppedPhotos: photosLeft.map((photo) => photo.name) })
        return
      }
    }
    clearDraft(draftKey)
    form.reset(start)
    onReset?.()
    toaster.create({ type: 'success', ...success(), duration: 6_000, closable: true })
    if (photosLeft.length) toaster.create({ type: 'warning', ...photosNotSent(photosLeft), duration: 15_000, closable: true })
    onDelivered?.()
  }, focusFirstError)

  /** Takes the kept request out of the outbox and puts what was typed back in the form (this tab made it). */
  const cancelSaved = useCallback(async () => {
    if (!savedId) return
    const entry = await cancelEntry(savedId, localOutbox, webLock)
    const typed = entry && takeTypedValues(entry.id)
    if (typed) form.reset({ ...blank, ...typed } as T)
    setOutbox({ kind: !entry ? 'alreadySent' : typed ? 'cancelled' : 'deleted' })
    // The form's identity is stable; blank is the caller's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedId])

  return { form, onSubmit, delivery: { what, failed, outbox, cancelSaved } satisfies Delivery }
}

/** What the notice beside the submit button says about a request kept in the outbox. */
export type OutboxState =
  ({ kind: 'saved'; droppedPhotos?: string[] } & Kept) | { kind: 'cancelled' } | { kind: 'deleted' } | { kind: 'alreadySent' } | null

/** How the last send went, for the notice beside the submit button (SubmitButton). */
export type Delivery = {
  /** what kind of request it is (the key of its words in data/ui-forms: requests) */
  what: RequestKind
  /** not sent, and not kept on the device either */
  failed: boolean
  outbox: OutboxState
  cancelSaved: () => Promise<void>
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
 * A field's props: React Hook Form's, and the value the form starts with, so that the server's HTML
 * already shows it (a prefilled address, the service chosen) and the island does not change the
 * field under the visitor's eyes as it wakes (React Hook Form sets it only once running).
 */
export function fieldOf<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options?: RegisterOptions<T, Path<T>>) {
  const start: unknown = form.formState.defaultValues?.[name]
  const initial = typeof start === 'boolean' ? { defaultChecked: start } : { defaultValue: start === undefined ? undefined : String(start) }
  return { ...form.register(name, options), ...initial }
}
