import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { useLocale } from '../../hooks/use-locale'
import { useSiteData } from '../../hooks/use-site-data'
import { useUi } from '../../hooks/use-ui'
import { hoursPhrase } from '../../lib/hours'
import { fillPlaceholders } from '../../lib/text'
import { Link } from '../ui/Link'

/**
 * "Hablamos español" and the hours a Spanish speaker is answered (data/site `spanishHours`), in
 * Spanish on every page that shows it: in the hero of the Spanish landing pages and, with a link to
 * the Spanish page, of the English home page, where a Spanish speaker often lands first.
 */
export function SpanishWelcome() {
  const { locale, alternate } = useLocale()
  const { spanish } = useUi('es').layout
  const { site } = useSiteData('es')
  // the English file names the switch in Spanish ("Ver esta página en español")
  const { language } = useUi().layout
  const spanishPage = locale === 'es' ? undefined : alternate('es')
  return (
    <Box
      lang={locale === 'es' ? undefined : 'es'}
      mt="6"
      px="4"
      py="3"
      maxW="xl"
      rounded="lg"
      bg="rgba(10,21,38,0.6)"
      borderWidth="1px"
      borderColor="whiteAlpha.400"
      data-testid="spanish-welcome"
    >
      <Flex align="center" gap="2" fontWeight="800" color="copper.300">
        <Icon name="languages" size={18} />
        {spanish.welcome}
      </Flex>
      <Text mt="1" fontSize="sm" color="white">
        {fillPlaceholders(spanish.hours, { hours: hoursPhrase(site.spanishHours) })}
      </Text>
      {spanishPage && (
        <ChakraLink asChild display="inline-block" mt="1" fontSize="sm" fontWeight="700" color="white" textDecoration="underline">
          <Link to={spanishPage} hrefLang="es">
            {language.label}
          </Link>
        </ChakraLink>
      )}
    </Box>
  )
}
