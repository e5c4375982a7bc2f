import { Box, chakra, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { useId } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useLocale } from '../../hooks/use-locale'
import { useSiteData } from '../../hooks/use-site-data'
import { useUi } from '../../hooks/use-ui'
import { SMS_CONSENT_FIELD, SMS_CONSENT_VERSION_FIELD } from '../../lib/forms/consent'
import { fillPlaceholders } from '../../lib/text'
import { fieldOf } from './use-delivered-form'

type SmsConsentFieldProps<T extends FieldValues> = { form: UseFormReturn<T> }

/**
 * The optional, unchecked box to get texts about the estimate, with the disclosure an SMS provider
 * requires right under it and links to the SMS terms and the privacy policy. The submission carries the choice and the version of the wording shown.
 */
export function SmsConsentField<T extends FieldValues>({ form }: SmsConsentFieldProps<T>) {
  // the wording (and its version) of the page's language: data/sms-consent/sms-consent.en.json or its translation
  const { site, smsConsent } = useSiteData()
  const { href } = useLocale()
  const { fields } = useUi().forms
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
          {...fieldOf(form, SMS_CONSENT_FIELD as Path<T>)}
        />
        <Text as="span" fontWeight="600" color="navy.900" lineHeight="1.5">
          {`${smsConsent.label} `}
          <Text as="span" fontWeight="400">
            {fields.optional}
          </Text>
        </Text>
      </chakra.label>
      <Text id={disclosureId} fontSize="xs" color="slate" mt="1" ml="9">
        {`${fillPlaceholders(smsConsent.disclosure, { brand: site.brand })} `}
        <ChakraLink asChild color="navy.900" textDecoration="underline">
          <Link to={href('/sms-terms/')}>{smsConsent.termsLabel}</Link>
        </ChakraLink>
        {' · '}
        <ChakraLink asChild color="navy.900" textDecoration="underline">
          <Link to={href('/privacy/')}>{smsConsent.privacyLabel}</Link>
        </ChakraLink>
        .
      </Text>
    </Box>
  )
}
