import { Component, useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { isServerHtmlKept } from '../../lib/server-html'
import english from '../../../data/ui-layout/ui-layout.en.json'
import { LocaleProvider, useLocale } from '../../hooks/use-locale'
import { useSiteData } from '../../hooks/use-site-data'
import { useUi } from '../../hooks/use-ui'
import { telHref } from '../../lib/phone'
import { ErrorBoundary } from '../ui/ErrorBoundary'

type ErrorTexts = (typeof english)['texts']['error']

/** Spec §8, "Unhandled routing error" (data/ui-layout/ui-layout.en.json). */
export const ROUTE_ERROR_TITLE = english.texts.error.title

/** An error answer with an HTTP status, as a router or a loader throws it. */
type StatusError = { status: number; statusText?: string }

const isStatusError = (error: unknown): error is StatusError =>
  typeof error === 'object' && error !== null && typeof (error as StatusError).status === 'number'

/** The line under the title: the status and its text, or the error's message. */
export function routeErrorMessage(error: unknown): string {
  if (isStatusError(error)) return [error.status, error.statusText].filter(Boolean).join(' ')
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

const SCREEN: CSSProperties = { maxWidth: '60rem', margin: '0 auto', padding: '6rem 1.5rem 4rem', lineHeight: 1.5 }
const GAP: CSSProperties = { marginTop: '1rem' }
const STACK: CSSProperties = {
  marginTop: '1.5rem',
  padding: '0.75rem',
  background: 'rgba(200, 200, 200, 0.5)',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.875rem',
}
const LINK: CSSProperties = { color: 'inherit', textDecoration: 'underline', fontWeight: 700 }

/** The way to still reach the business, if the site data can be read at all. */
function StillReachUs({ texts }: { texts: ErrorTexts }) {
  const { site } = useSiteData()
  if (!site.phone) return null
  return (
    <p style={GAP}>
      {texts.reach}{' '}
      <a href={telHref(site.phone)} style={LINK}>
        {site.phone}
      </a>
      .
    </p>
  )
}

/**
 * What shows instead of a page that failed to render: the spec's title, the status and text or the
 * message (announced), a way home, a reload and the phone number so the visitor is not stranded,
 * then, in development only, the stack when the error is an Error (last: only a developer reads it;
 * on the built site it would show visitors the code's inner paths). Plain elements with inline
 * styles: it must not depend on what may have failed.
 */
export function RouteErrorScreen({ error, pathname }: { error: unknown; pathname: string }) {
  // In the page's language; in English, from the file itself, if even the texts cannot be read.
  return (
    <ErrorBoundary fallback={<Screen error={error} texts={english.texts.error} home="/" />}>
      <LocaleProvider pathname={pathname}>
        <LocalizedScreen error={error} />
      </LocaleProvider>
    </ErrorBoundary>
  )
}

function LocalizedScreen({ error }: { error: unknown }) {
  const { href } = useLocale()
  return <Screen error={error} texts={useUi().layout.error} home={href('/')} />
}

function Screen({ error, texts, home }: { error: unknown; texts: ErrorTexts; home: string }) {
  const stack = process.env.NODE_ENV === 'development' && error instanceof Error ? error.stack : undefined
  return (
    <main id="main" style={SCREEN}>
      <div role="alert">
        <h1 style={{ fontSize: '1.75rem', fontWeight: 800 }}>{texts.title}</h1>
        <h2 style={{ fontSize: '1.125rem', fontStyle: 'italic', fontWeight: 600 }}>{routeErrorMessage(error)}</h2>
      </div>
      <p style={GAP}>
        <a href={home} style={LINK}>
          {texts.home}
        </a>{' '}
        {texts.or}{' '}
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{ ...LINK, background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit' }}
        >
          {texts.reload}
        </button>
        .
      </p>
      <ErrorBoundary fallback={null}>
        <StillReachUs texts={texts} />
      </ErrorBoundary>
      {stack && <pre style={STACK}>{stack}</pre>}
    </main>
  )
}

/**
 * Where the error screen shows: in the page's root, or, when the page keeps its server HTML and
 * Gatsby's root renders off the document (src/islands/), in the page's place in the document.
 */
function InPlaceOfPage({ children }: { children: ReactNode }) {
  const [page, setPage] = useState<HTMLElement | null>(null)
  const kept = isServerHtmlKept()
  useLayoutEffect(() => {
    const element = kept ? document.getElementById('gatsby-focus-wrapper') : null
    element?.replaceChildren()
    setPage(element)
  }, [kept])
  if (!kept) return <>{children}</>
  return page ? createPortal(children, page) : null
}

type Props = { pathname: string; children: ReactNode }
type State = { pathname: string; failed: boolean; error: unknown }

/**
 * Catches an error thrown while a page renders (a route that fails) and shows RouteErrorScreen in
 * its place. Going to another path tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, failed: false, error: undefined }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false, error: undefined }
  }

  override render() {
    return this.state.failed ? (
      <InPlaceOfPage>
        <RouteErrorScreen error={this.state.error} pathname={this.props.pathname} />
      </InPlaceOfPage>
    ) : (
      this.props.children
    )
  }
}
