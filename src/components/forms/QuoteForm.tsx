import { NativeSelect, Stack } from '@chakra-ui/react'
import { fieldOf, useDeliveredForm } from './use-delivered-form'
import { useSiteData } from '../../hooks/use-site-data'
import { useReplyWhen } from '../../hooks/use-reply'
import { useUi } from '../../hooks/use-ui'
import { withWhen } from '../../lib/forms/messages'
import { SMS_CONSENT_VERSION_FIELD } from '../../lib/forms/consent'
import { quoteSchema } from '../../lib/forms/schemas'
import { FORM_NAMES, NOT_SURE, ROOF_FIELDS, STORM_FIELDS, type RoofFields, type StormFields } from '../../lib/forms/fields'
import type { QuoteValues } from '../../lib/forms/schemas'
import { ContactFields, MessageField } from './ContactFields'
import { FormField } from './FormField'
import { NetlifyForm } from './NetlifyForm'
import { PhotoField, usePhotos } from './PhotoField'
import { SmsConsentField } from './SmsConsentField'
import { SubmitButton } from './SubmitButton'

export type QuotePrefill = Partial<Pick<QuoteValues, 'address' | 'service' | 'message'>>

type QuoteFormProps = {
  /** where the request came from, for the office (e.g. "Town page: Cary") */
  source: string
  /** keeps this form's draft apart from other quote forms */
  draftKey: string
  prefill?: QuotePrefill
  /** what the estimate box measured and chose (sent hidden; empty from any other quote form) */
  roof?: RoofFields
  /** the button's words; "Request My Free Quote" in the page's language when not given */
  submitLabel?: string
  /** the storm the visitor checked (the storm check's inspection button), sent in hidden fields */
  storm?: StormFields
  onDelivered?: () => void
}

const blank: QuoteValues = { name: '', email: '', phone: '', address: '', service: NOT_SURE, message: '', sms_consent: false }

/** The one quote form: on town pages, contact, home and inside every quote dialog. */
export function QuoteForm({ source, draftKey, prefill, roof, submitLabel, storm, onDelivered }: QuoteFormProps) {
  const { services, smsConsent } = useSiteData()
  const t = useUi().forms
  const when = useReplyWhen()
  const photos = usePhotos()
  const { form, onSubmit, delivery } = useDeliveredForm({
    formName: FORM_NAMES.quote,
    what: 'estimate',
    draftKey,
    schema: quoteSchema,
    blank,
    prefill,
    extra: { source, [SMS_CONSENT_VERSION_FIELD]: smsConsent.version, ...storm, ...roof, ...photos.fields },
    success: () => withWhen(t.toasts.estimateSent, when()),
    photosNotSent: photos.notSent,
    onReset: photos.clear,
    onDelivered,
  })
  const { errors } = form.formState
  return (
    <NetlifyForm name={FORM_NAMES.quote} onSubmit={onSubmit} label={t.quoteForm.label} withFiles>
      <input type="hidden" name="source" value={source} />
      {STORM_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={storm?.[field] ?? ''} />
      ))}
      {/* in every quote form's HTML, so Netlify's form detection keeps them */}
      {ROOF_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={roof?.[field] ?? ''} />
      ))}
      <Stack gap="4">
        <ContactFields form={form} />
        <FormField label={t.fields.service} error={errors.service?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" {...fieldOf(form, 'service')}>
              {services.map((s) => (
                <option key={s.slug} value={s.title}>
                  {s.title}
                </option>
              ))}
              <option value={NOT_SURE}>{t.fields.notSure}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <MessageField form={form} label={t.fields.projectMessage} />
        <PhotoField photos={photos} />
        <SmsConsentField form={form} />
        <SubmitButton busy={form.formState.isSubmitting} delivery={delivery}>
          {submitLabel ?? t.quoteForm.submit}
        </SubmitButton>
      </Stack>
    </NetlifyForm>
  )
}
