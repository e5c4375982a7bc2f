import { act, renderHook, screen, within } from '@testing-library/react'
import { Header, type HeaderVariant } from '../../src/components/layout/Header'
import { useScrollDirection } from '../../src/hooks/use-scroll-direction'
import { renderWithProvider } from '../support/render'
import { mockSiteQuery } from '../support/static-query'

// The header reads the site's details as the built site's static query gives them.
const data = mockSiteQuery()
const header = (variant: HeaderVariant) => <Header variant={variant} />
// jsdom applies no media queries, so the desktop-only parts count as hidden here; the browser
// tests check what is visible at each width.
// (hidden elements have no accessible name, so they are found by their label text).
const desktopNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!

const mobilePanel = () => document.querySelector<HTMLElement>('nav[aria-label="Mobile"]')!

// The dropdowns are the browser's disclosures; their hover, Escape and arrows come from the page's
// first script (lib/page-script.test.ts), and the browser tests press them in three engines.
describe('desktop menus', () => {
  const menu = (label: string) =>
    Array.from(desktopNav().querySelectorAll<HTMLDetailsElement>('details[data-desktop-menu]')).find(
      (details) => details.querySelector('summary')?.textContent === label,
    )!
  const links = (label: string) => Array.from(menu(label).querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])

  it('are disclosures named Services, About and Service Areas, between plain links, closed at first', () => {
    renderWithProvider(header('full'))
    const entries = Array.from(desktopNav().querySelectorAll(':scope a, :scope summary')).filter((el) => !el.closest('ul'))
    expect(entries.map((el) => `${el.tagName.toLowerCase()} ${el.textContent}`)).toEqual([
      'summary Services',
      'summary About',
      'a Projects',
      'a Blog',
      'summary Service Areas',
      'a Contact',
    ])
    for (const label of ['Services', 'About', 'Service Areas']) expect(menu(label).open).toBe(false)
  })

  it('list the About pages, including Hiring, which goes to /careers/', () => {
    renderWithProvider(header('simple'))
    expect(links('About')).toEqual([
      ['About Us', '/about/'],
      ['Privacy Policy', '/privacy/'],
      ['Terms of Service', '/terms/'],
      ['Hiring', '/careers/'],
    ])
  })

  it('list the eight services and the twelve towns', () => {
    renderWithProvider(header('full'))
    expect(links('Services').map(([, href]) => href)).toEqual(data.services.map((s) => `/services/${s.slug}/`))
    expect(links('Service Areas')).toHaveLength(12)
    expect(links('Service Areas')[6]).toEqual(['Wake Forest', '/wake-forest/'])
  })
})

// The browser runs the menu (a popover opened by its toggle, groups as disclosures): the browser
// tests press it in three engines; where a browser has no popovers, the page's first script opens it
// (lib/page-script.test.ts).
describe('mobile menu', () => {
  it('is a popover named by its toggle, its groups disclosures, its links the pages', () => {
    renderWithProvider(header('full'))
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    const panel = mobilePanel()
    expect(toggle).toHaveAttribute('popovertarget', panel.id)
    expect(panel).toHaveAttribute('popover', 'auto')
    const groups = Array.from(panel.querySelectorAll('details > summary')).map((s) => s.textContent)
    expect(groups).toEqual(['Services', 'About', 'Service Areas'])
    expect(within(panel).getByRole('link', { name: 'Cary', hidden: true })).toHaveAttribute('href', '/cary/')
  })

  it('leaves Service Areas out of the simple variant', () => {
    renderWithProvider(header('simple'))
    const panel = mobilePanel()
    expect(Array.from(panel.querySelectorAll('summary')).map((s) => s.textContent)).toEqual(['Services', 'About'])
    expect(within(panel).getByRole('link', { name: 'Contact', hidden: true })).toHaveAttribute('href', '/contact/')
  })
})

describe('click to call and banner', () => {
  it('calls the number from site.json, as text and as a named round button', () => {
    renderWithProvider(header('full'))
    const calls = screen.getAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('href')?.startsWith('tel:'))
    expect(calls.map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      [data.site.phone, null, 'tel:+19195550147'],
      ['', `Call ${data.site.phone}. We answer in English, and in Spanish Mon–Fri`, 'tel:+19195550147'],
    ])
  })

  it('shows the top banner only on the full variant', () => {
    const { unmount } = renderWithProvider(header('full'))
    expect(screen.getByText('Quality Roofing Solutions You Can Trust')).toBeInTheDocument()
    unmount()
    renderWithProvider(header('simple'))
    expect(screen.queryByText('Quality Roofing Solutions You Can Trust')).not.toBeInTheDocument()
  })
})

describe('top banner and scroll direction', () => {
  const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  afterEach(() => scrollTo(0))

  it('shows at the top, hides while scrolling down, comes back when scrolling up', async () => {
    scrollTo(0)
    const { result } = renderHook(() => useScrollDirection())
    expect(result.current).toBe('up')
    const scroll = async (y: number) => {
      scrollTo(y)
      await act(async () => {
        window.dispatchEvent(new Event('scroll'))
        await new Promise((resolve) => requestAnimationFrame(resolve))
      })
    }
    await scroll(400)
    expect(result.current).toBe('down')
    await scroll(300)
    expect(result.current).toBe('up')
  })

  it('stays away on a page opened part-way down, as by a link to a section, so it covers nothing', () => {
    scrollTo(1800)
    const { result } = renderHook(() => useScrollDirection())
    expect(result.current).toBe('down')
  })
})
