import { Stack } from '@chakra-ui/react'
import { useDeliveredForm } from './use-delivered-form'
import { useSiteData } from '../../hooks/use-site-data'
import { useCallHours } from '../../hooks/use-call-hours'
import { useReplyWhen } from '../../hooks/use-reply'
import { useUi } from '../../hooks/use-ui'
import { withWhen } from '../../lib/forms/messages'
import { fillPlaceholders } from '../../lib/text'
import { SMS_CONSENT_VERSION_FIELD } from '../../lib/forms/consent'
import { ESTIMATE_DRAFT_KEY } from '../../lib/forms/draft'
import { FORM_NAMES } from '../../lib/forms/fields'
import { estimateSchema } from '../../lib/forms/schemas'
import type { EstimateValues } from '../../lib/forms/schemas'
import { ContactFields, MessageField } from './ContactFields'
import { FormCard } from './FormCard'
import { NetlifyForm } from './NetlifyForm'
import { PhotoField, usePhotos } from './PhotoField'
import { SmsConsentField } from './SmsConsentField'
import { SubmitButton } from './SubmitButton'

const blank: EstimateValues = { name: '', email: '', phone: '', address: '', message: '', sms_consent: false }

/** heading: "Get Your Free Estimate" in the page's language when not given */
type EstimateFormProps = { prefillAddress?: string; heading?: string }

/** The hero's free-estimate form (spec §3, §5): delivered to the office, then reset. */
export function EstimateForm({ prefillAddress, heading: ownHeading }: EstimateFormProps) {
  const { smsConsent } = useSiteData()
  const t = useUi().forms
  const heading = ownHeading ?? t.estimateForm.heading
  const hours = useCallHours()
  const when = useReplyWhen()
  const photos = usePhotos()
  const { form, onSubmit, delivery } = useDeliveredForm({
    formName: FORM_NAMES.estimate,
    what: 'estimate',
    draftKey: ESTIMATE_DRAFT_KEY,
    schema: estimateSchema,
    blank,
    prefill: prefillAddress ? { address: prefillAddress } : undefined,
    extra: { source: 'Home page hero', [SMS_CONSENT_VERSION_FIELD]: smsConsent.version, ...photos.fields },
    success: () => withWhen(t.toasts.estimateSent, when()),
    photosNotSent: photos.notSent,
    onReset: photos.clear,
  })
  return (
    <FormCard heading={heading} intro={fillPlaceholders(t.estimateForm.intro, { hours })}>
      <NetlifyForm name={FORM_NAMES.estimate} onSubmit={onSubmit} label={heading} withFiles>
        <input type="hidden" name="source" value="Home page hero" />
        <Stack gap="4">
          <ContactFields form={form} />
          <MessageField form={form} label={t.fields.projectMessage} />
          <PhotoField photos={photos} />
          <SmsConsentField form={form} />
          <SubmitButton busy={form.formState.isSubmitting} delivery={delivery}>
            {t.estimateForm.submit}
          </SubmitButton>
        </Stack>
      </NetlifyForm>
    </FormCard>
  )
}
