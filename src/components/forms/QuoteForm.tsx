import { NativeSelect, Stack } from '@chakra-ui/react'
import { useDeliveredForm } from '../../hooks/use-delivered-form'
import { useSiteData } from '../../hooks/use-site-data'
import { SMS_CONSENT_VERSION_FIELD } from '../../lib/forms/consent'
import { requestNames, toastMessages } from '../../lib/forms/messages'
import { loadQuoteSchema } from '../../lib/forms/lazy-schemas'
import type { QuoteValues } from '../../lib/forms/schemas'
import { ContactFields, MessageField } from './ContactFields'
import { FormField } from './FormField'
import { NetlifyForm } from './NetlifyForm'
import { SmsConsentField } from './SmsConsentField'
import { SubmitButton } from './SubmitButton'

export const QUOTE_FORM = 'quote'
export const NOT_SURE = 'Not sure'

export type QuotePrefill = Partial<Pick<QuoteValues, 'address' | 'service' | 'message'>>

type QuoteFormProps = {
  /** where the request came from, for the office (e.g. "Town page: Cary") */
  source: string
  /** keeps this form's draft apart from other quote forms */
  draftKey: string
  prefill?: QuotePrefill
  submitLabel?: string
  onDelivered?: () => void
}

const blank: QuoteValues = { name: '', email: '', phone: '', address: '', service: NOT_SURE, message: '', sms_consent: false }

/** The one quote form: on town pages, contact, home and inside every quote dialog. */
export function QuoteForm({ source, draftKey, prefill, submitLabel = 'Request My Free Quote', onDelivered }: QuoteFormProps) {
  const { services, smsConsent } = useSiteData()
  const { form, onSubmit, delivery } = useDeliveredForm({
    formName: QUOTE_FORM,
    what: requestNames.estimate,
    draftKey,
    schema: loadQuoteSchema,
    blank,
    prefill,
    extra: { source, [SMS_CONSENT_VERSION_FIELD]: smsConsent.version },
    success: toastMessages.estimateSent,
    onDelivered,
  })
  const { errors } = form.formState
  return (
    <NetlifyForm name={QUOTE_FORM} onSubmit={onSubmit} label="Request a quote">
      <input type="hidden" name="source" value={source} />
      <Stack gap="4">
        <ContactFields form={form} />
        <FormField label="Service needed" error={errors.service?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" {...form.register('service')}>
              {services.map((s) => (
                <option key={s.slug} value={s.title}>
                  {s.title}
                </option>
              ))}
              <option value={NOT_SURE}>{NOT_SURE}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <MessageField form={form} label="Tell us about your project" />
        <SmsConsentField form={form} />
        <SubmitButton busy={form.formState.isSubmitting} delivery={delivery}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </NetlifyForm>
  )
}
