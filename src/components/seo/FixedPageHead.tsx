import type { HeadProps } from 'gatsby'
import type { ComponentProps, ReactNode } from 'react'
import type { UiTexts } from '../../hooks/use-ui'
import type { PageLanguage } from '../../lib/i18n/paths'
import { LocalHead } from '../sections/LocalHead'
import { Seo } from './Seo'

type FixedPageHeadProps = Pick<HeadProps<unknown, PageLanguage>, 'location' | 'pageContext'> & {
  /** the page's English path; its title and description are found by it */
  path: string
  /** the page's name in the breadcrumb under Home, in the page's language */
  crumb: keyof UiTexts['pages']['crumbs']
  jsonLd?: ComponentProps<typeof Seo>['jsonLd']
  children?: ReactNode
}

/** The Head of a fixed page of src/pages (/about/, /careers/...): one crumb under Home, in its own language. */
export function FixedPageHead({ location, pageContext, path, crumb, jsonLd, children }: FixedPageHeadProps) {
  return (
    <LocalHead pathname={location.pathname}>
      {(ui) => (
        <Seo page={pageContext} path={path} trail={[{ name: ui.pages.crumbs[crumb], path }]} jsonLd={jsonLd}>
          {children}
        </Seo>
      )}
    </LocalHead>
  )
}
