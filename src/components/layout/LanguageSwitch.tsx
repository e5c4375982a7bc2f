import { Box, Link as ChakraLink, VisuallyHidden, type LinkProps } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { LOCALES } from '../../lib/i18n/locales'

type LanguageSwitchProps = Omit<LinkProps, 'children' | 'asChild'> & {
  onNavigate?: () => void
  /** below the xl breakpoint, the language's code (ES) with its name for screen readers: the
      desktop header has no room for the name from 1024 to 1279 px */
  compact?: boolean
}

/**
 * This page in the other language, named in that language. Nothing is shown where the page has no
 * twin (an article not yet translated): the switch never leads elsewhere than the same page.
 */
export function LanguageSwitch({ onNavigate, compact = false, ...props }: LanguageSwitchProps) {
  const { locale, alternate } = useLocale()
  const { language } = useUi().layout
  const other = LOCALES.find((l) => l !== locale)
  const to = other && alternate(other)
  if (!other || !to) return null
  return (
    <ChakraLink asChild {...props}>
      <Link to={to} lang={other} hrefLang={other} title={language.label} onClick={onNavigate}>
        {compact ? (
          <>
            <Box as="span" display={{ base: 'inline', xl: 'none' }}>
              {language.code}
              <VisuallyHidden> {language.name}</VisuallyHidden>
            </Box>
            <Box as="span" display={{ base: 'none', xl: 'inline' }}>
              {language.name}
            </Box>
          </>
        ) : (
          language.name
        )}
      </Link>
    </ChakraLink>
  )
}
