import { screen, within } from '@testing-library/react'
import faq from '../../data/faq/faq.en.json'
import team from '../../data/team/team.en.json'
import { FaqAccordion } from '../../src/components/sections/FaqAccordion'
import { TEAM_PAGE_SIZE, TeamGrid } from '../../src/components/sections/TeamGrid'
import { renderWithProvider } from '../support/render'

const members = team.map((m) => ({ ...m, image: { childImageSharp: null } })) as unknown as Queries.TeamMemberCardFragment[]
const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('team grid', () => {
  // The browser runs the toggle (a closed <details>): the browser tests press it (landing, presses).
  it('shows a first page of members, the rest in a closed disclosure whose button names both states', () => {
    const { container } = renderWithProvider(<TeamGrid members={members} pageSize={TEAM_PAGE_SIZE} />)
    expect(team.length).toBeGreaterThan(TEAM_PAGE_SIZE) // else there is nothing to show more of
    const more = container.querySelector('details')!
    expect(more.open).toBe(false)
    expect(more.querySelector(':scope > summary')!.textContent).toBe('View More MembersShow Less')
    const inside = Array.from(more.querySelectorAll('h3')).map((h) => h.textContent)
    const outside = names().filter((name) => !inside.includes(name))
    expect(outside).toEqual(team.slice(0, TEAM_PAGE_SIZE).map((m) => m.name))
    expect(inside).toEqual(team.slice(TEAM_PAGE_SIZE).map((m) => m.name))
  })

  it('has no toggle when everyone fits, and links only the profiles data gives', () => {
    renderWithProvider(<TeamGrid members={members.slice(0, 4)} pageSize={TEAM_PAGE_SIZE} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    const first = screen.getAllByRole('listitem')[0]!
    const links = within(first)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'))
    expect(links).toEqual([`${team[0]!.name} on Facebook`, `${team[0]!.name} on Instagram`])
    renderWithProvider(<TeamGrid members={members.slice(5, 6)} />)
    expect(screen.getAllByRole('listitem').at(-1)!.querySelectorAll('a')).toHaveLength(0)
  })
})

describe('FAQ', () => {
  // One open at a time is the browser's (details sharing a name): the browser tests press them.
  it('is one group of closed disclosures, each its question as a heading and its answer', () => {
    const { container } = renderWithProvider(<FaqAccordion items={faq} />)
    const items = Array.from(container.querySelectorAll('details'))
    expect(items).toHaveLength(5)
    expect(items.map((d) => [d.getAttribute('name'), d.open])).toEqual(faq.map(() => ['faq', false]))
    expect(items.map((d) => d.querySelector('summary h3')!.textContent)).toEqual(faq.map((f) => f.question))
    expect(items.map((d) => d.querySelector(':scope > div')!.textContent)).toEqual(faq.map((f) => f.answer))
  })

  it('states the facts the spec gives: 1-3 days, 10-year labor, 25-50 year materials, 20+ year roofs', () => {
    const text = faq.map((f) => `${f.question} ${f.answer}`).join(' ')
    expect(text).toMatch(/1-3 days|1 to 3 days|one to three days/i)
    expect(text).toMatch(/10-year|10 years/)
    expect(text).toMatch(/25-50|25 to 50/)
    expect(text).toMatch(/20 (or more )?years|20\+/)
  })
})
