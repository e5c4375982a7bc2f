import type { ReactNode } from 'react'
import { LocaleProvider } from '../../hooks/use-locale'
import { useUi, type UiTexts } from '../../hooks/use-ui'

type LocalHeadProps = { pathname: string; children: (ui: UiTexts) => ReactNode }

/**
 * Gatsby renders a page's Head outside the page's frame, where no LocaleProvider tells the page's
 * language: this gives a Head (breadcrumb names, title templates) the words of its page's language.
 */
export function LocalHead({ pathname, children }: LocalHeadProps) {
  return (
    <LocaleProvider pathname={pathname}>
      <WithTexts>{children}</WithTexts>
    </LocaleProvider>
  )
}

function WithTexts({ children }: { children: (ui: UiTexts) => ReactNode }) {
  return <>{children(useUi())}</>
}
