import { Box, chakra, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from 'gatsby'
import { useId } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useSiteData } from '../../hooks/use-site-data'
import { SMS_CONSENT_FIELD, SMS_CONSENT_VERSION_FIELD } from '../../lib/forms/consent'
import { policyPath } from '../../lib/navigation'
import { fillPlaceholders } from '../../lib/text'

type SmsConsentFieldProps<T extends FieldValues> = { form: UseFormReturn<T> }

/**
 * The optional, unchecked box to get texts about the estimate, with the disclosure an SMS provider
 * requires right under it. The submission carries the choice and the version of the wording shown.
 */
export function SmsConsentField<T extends FieldValues>({ form }: SmsConsentFieldProps<T>) {
  const { site, smsConsent } = useSiteData()
  const disclosureId = `${useId()}-sms-disclosure`
  return (
    <Box>
      <input type="hidden" name={SMS_CONSENT_VERSION_FIELD} value={smsConsent.version} />
      <chakra.label display="flex" gap="3" alignItems="flex-start" cursor="pointer" py="1">
        <chakra.input
          type="checkbox"
          value="yes"
          boxSize="6"
          flexShrink={0}
          accentColor="var(--chakra-colors-navy-900)"
          aria-describedby={disclosureId}
          {...form.register(SMS_CONSENT_FIELD as Path<T>)}
        />
        <Text as="span" fontWeight="600" color="navy.900" lineHeight="1.5">
          {smsConsent.label}{' '}
          <Text as="span" fontWeight="400">
            (optional)
          </Text>
        </Text>
      </chakra.label>
      <Text id={disclosureId} fontSize="xs" color="slate" mt="1" ml="9">
        {fillPlaceholders(smsConsent.disclosure, { brand: site.brand })}{' '}
        <ChakraLink asChild color="navy.900" textDecoration="underline">
          <Link to={policyPath('sms-terms')}>{smsConsent.termsLabel}</Link>
        </ChakraLink>
        .
      </Text>
    </Box>
  )
}
