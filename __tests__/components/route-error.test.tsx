import { render, screen } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { ROUTE_ERROR_TITLE, RouteErrorBoundary, routeErrorMessage } from '../../src/components/layout/RouteErrorBoundary'
import { mockSiteQuery } from '../support/static-query'

function Failing({ error }: { error: unknown }): never {
  throw error
}

/** The development server's build (NODE_ENV is "test" under Jest, "production" in the built site). */
const environment = process.env.NODE_ENV
const inDevelopment = () => {
  process.env.NODE_ENV = 'development'
}
afterEach(() => {
  process.env.NODE_ENV = environment
})

/** React logs every error a boundary catches: expected here, kept out of the test output. */
let quiet: jest.SpyInstance
beforeEach(() => {
  quiet = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => quiet.mockRestore())

describe('the error screen of a page that fails (spec §8, unhandled routing error)', () => {
  it('shows the title, the message and, in development, the stack of an Error, with a way home and the phone number', () => {
    const { site } = mockSiteQuery()
    inDevelopment()
    const error = new TypeError("Cannot read properties of undefined (reading 'nodes')")
    render(
      <RouteErrorBoundary pathname="/services/">
        <Failing error={error} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("Cannot read properties of undefined (reading 'nodes')")
    expect(document.querySelector('pre')).toHaveTextContent(error.stack!.split('\n')[0]!)
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: 'reload this page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+1\d{10}$/))
  })

  it('shows the status and its text of an error answer, and no stack for what is not an Error', () => {
    mockSiteQuery()
    render(
      <RouteErrorBoundary pathname="/x/">
        <Failing error={{ status: 404, statusText: 'Not Found' }} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^404 Not Found$/)
    expect(document.querySelector('pre')).toBeNull()
  })

  it('shows no stack on the built site', () => {
    mockSiteQuery()
    render(
      <RouteErrorBoundary pathname="/services/">
        <Failing error={new TypeError('x is undefined')} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('x is undefined')
    expect(document.querySelector('pre')).toBeNull()
    expect(document.body).not.toHaveTextContent(/at Failing|route-error\.test/)
  })

  it('words every kind of thrown value', () => {
    expect(routeErrorMessage(new Error('boom'))).toBe('boom')
    expect(routeErrorMessage({ status: 500 })).toBe('500')
    expect(routeErrorMessage('plain text')).toBe('plain text')
    expect(routeErrorMessage({ code: 7 })).toBe('{"code":7}')
    expect(routeErrorMessage(undefined)).toBe('undefined')
    expect(ROUTE_ERROR_TITLE).toBe('Unexpected Application Error!')
  })

  it('still shows the screen, without the phone line, when the site data cannot be read either', () => {
    jest.mocked(useStaticQuery).mockImplementation(() => {
      throw new Error('static query failed')
    })
    render(
      <RouteErrorBoundary pathname="/">
        <Failing error={new Error('page failed')} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ROUTE_ERROR_TITLE)
    expect(screen.queryByText(/You can still reach us/)).toBeNull()
  })

  it('renders the page as it is when nothing fails, and tries again on another path', () => {
    mockSiteQuery()
    const { rerender } = render(
      <RouteErrorBoundary pathname="/a/">
        <Failing error={new Error('a failed')} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ROUTE_ERROR_TITLE)
    rerender(
      <RouteErrorBoundary pathname="/b/">
        <h1>Page B</h1>
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page B')
  })
})
