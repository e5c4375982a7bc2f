import { act, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Header, type HeaderVariant } from '../../src/components/layout/Header'
import type { PointerEvent } from 'react'
import { HOVER_CLOSE_DELAY, HOVER_OPEN_DELAY, HOVER_SKIP_DELAY, useHoverMenu } from '../../src/hooks/use-hover-menu'
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
const trigger = (label: string) =>
  within(desktopNav())
    .getAllByRole('button', { hidden: true })
    .find((b) => b.textContent === label)!

const mobilePanel = () => document.querySelector<HTMLElement>('nav[aria-label="Mobile"]')!

const mouse = { pointerType: 'mouse' } as PointerEvent<Element>

describe('desktop dropdown hover timing', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('opens 200 ms after the pointer arrives, not before', () => {
    const { result } = renderHook(() => useHoverMenu())
    act(() => result.current.hoverProps.onPointerEnter(mouse))
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY - 10))
    expect(result.current.open).toBe(false)
    act(() => jest.advanceTimersByTime(10))
    expect(result.current.open).toBe(true)
    act(() => result.current.onOpenChange({ open: false }))
  })

  it('closes 150 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { result } = renderHook(() => useHoverMenu())
    act(() => result.current.hoverProps.onPointerEnter(mouse))
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY))
    act(() => result.current.hoverProps.onPointerLeave(mouse))
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY - 50))
    act(() => result.current.hoverProps.onPointerEnter(mouse))
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current.open).toBe(true)
    act(() => result.current.hoverProps.onPointerLeave(mouse))
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY - 1))
    expect(result.current.open).toBe(true)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current.open).toBe(false)
  })

  it('opens the next dropdown at once within 300 ms of the last one, and waits again after', () => {
    const first = renderHook(() => useHoverMenu()).result
    const second = renderHook(() => useHoverMenu()).result
    act(() => first.current.hoverProps.onPointerEnter(mouse))
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY))
    act(() => first.current.hoverProps.onPointerLeave(mouse))
    act(() => second.current.hoverProps.onPointerEnter(mouse))
    act(() => jest.advanceTimersByTime(0))
    expect(second.current.open).toBe(true)
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY))
    expect(first.current.open).toBe(false)
    act(() => second.current.onOpenChange({ open: false }))
    act(() => jest.advanceTimersByTime(HOVER_SKIP_DELAY))
    act(() => first.current.hoverProps.onPointerEnter(mouse))
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY - 1))
    expect(first.current.open).toBe(false)
  })

  it('ignores touch, where a tap opens the menu instead', () => {
    const { result } = renderHook(() => useHoverMenu())
    act(() => result.current.hoverProps.onPointerEnter({ pointerType: 'touch' } as PointerEvent<Element>))
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current.open).toBe(false)
  })
})

describe('desktop menu items', () => {
  it('lists the About pages, including Hiring, which goes to /careers/', async () => {
    const user = userEvent.setup()
    renderWithProvider(header('simple'))
    await user.click(trigger('About'))
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['About Us', '/about/'],
      ['Privacy Policy', '/privacy/'],
      ['Terms of Service', '/terms/'],
      ['Hiring', '/careers/'],
    ])
  })

  it('lists the eight services', async () => {
    const user = userEvent.setup()
    renderWithProvider(header('simple'))
    await user.click(trigger('Services'))
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    expect(items.map((a) => a.getAttribute('href'))).toEqual(data.services.map((s) => `/services/${s.slug}/`))
  })
})

describe('desktop menu from the keyboard', () => {
  it('opens with Enter and lists the twelve towns', async () => {
    const user = userEvent.setup()
    renderWithProvider(header('full'))
    trigger('Service Areas').focus()
    await user.keyboard('{Enter}')
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    expect(items).toHaveLength(12)
    expect(items[6]).toHaveAttribute('href', '/wake-forest/')
  })
})

// The browser runs the menu (a popover opened by its toggle, groups as disclosures): the browser
// tests press it in three engines. jsdom, like a browser before popovers, gets the part's own opening.
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

  it('opens from its own code where the browser has no popovers', async () => {
    const user = userEvent.setup()
    renderWithProvider(header('full'))
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).not.toHaveAttribute('aria-expanded')
    await user.click(toggle)
    expect(mobilePanel()).toHaveAttribute('data-open')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
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
