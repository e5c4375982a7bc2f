import { Stack } from '@chakra-ui/react'
import { useDeliveredForm } from '../../hooks/use-delivered-form'
import { useSiteData } from '../../hooks/use-site-data'
import { SMS_CONSENT_VERSION_FIELD } from '../../lib/forms/consent'
import { requestNames, toastMessages } from '../../lib/forms/messages'
import { loadEstimateSchema } from '../../lib/forms/lazy-schemas'
import type { EstimateValues } from '../../lib/forms/schemas'
import { ContactFields, MessageField } from './ContactFields'
import { FormCard } from './FormCard'
import { NetlifyForm } from './NetlifyForm'
import { SmsConsentField } from './SmsConsentField'
import { SubmitButton } from './SubmitButton'

export const ESTIMATE_FORM = 'estimate'
const blank: EstimateValues = { name: '', email: '', phone: '', address: '', message: '', sms_consent: false }

type EstimateFormProps = { prefillAddress?: string; heading?: string }

/** The hero's free-estimate form (spec §3, §5): delivered to the office, then reset. */
export function EstimateForm({ prefillAddress, heading = 'Get Your Free Estimate' }: EstimateFormProps) {
  const { smsConsent } = useSiteData()
  const { form, onSubmit, delivery } = useDeliveredForm({
    formName: ESTIMATE_FORM,
    what: requestNames.estimate,
    draftKey: 'estimate:hero',
    schema: loadEstimateSchema,
    blank,
    prefill: prefillAddress ? { address: prefillAddress } : undefined,
    extra: { source: 'Home page hero', [SMS_CONSENT_VERSION_FIELD]: smsConsent.version },
    success: toastMessages.estimateSent,
  })
  return (
    <FormCard heading={heading} intro="No cost, no pressure. We reply within 24 hours.">
      <NetlifyForm name={ESTIMATE_FORM} onSubmit={onSubmit} label={heading}>
        <input type="hidden" name="source" value="Home page hero" />
        <Stack gap="4">
          <ContactFields form={form} />
          <MessageField form={form} label="Tell us about your project" />
          <SmsConsentField form={form} />
          <SubmitButton busy={form.formState.isSubmitting} delivery={delivery}>
            Get My Free Estimate
          </SubmitButton>
        </Stack>
      </NetlifyForm>
    </FormCard>
  )
}
