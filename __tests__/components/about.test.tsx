import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import faq from '../../data/faq/faq.en.json'
import team from '../../data/team/team.en.json'
import { FaqAccordion } from '../../src/components/sections/FaqAccordion'
import { TEAM_PAGE_SIZE, TeamGrid } from '../../src/components/sections/TeamGrid'
import { renderWithProvider } from '../support/render'

const members = team.map((m) => ({ ...m, image: { childImageSharp: null } })) as unknown as Queries.TeamMemberCardFragment[]
const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('team grid', () => {
  it('shows a first page of members, all of them on request, then the first page again', async () => {
    const user = userEvent.setup()
    renderWithProvider(<TeamGrid members={members} pageSize={TEAM_PAGE_SIZE} />)
    expect(team.length).toBeGreaterThan(TEAM_PAGE_SIZE) // else there is nothing to show more of
    expect(names()).toEqual(team.slice(0, TEAM_PAGE_SIZE).map((m) => m.name))
    const toggle = screen.getByRole('button', { name: 'View More Members' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(names()).toEqual(team.map((m) => m.name))
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Show Less' }))
    expect(names()).toHaveLength(TEAM_PAGE_SIZE)
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
  it('keeps one answer open at a time and lets the open one close', async () => {
    const user = userEvent.setup()
    renderWithProvider(<FaqAccordion items={faq} />)
    const questions = screen.getAllByRole('button')
    expect(questions).toHaveLength(5)
    await user.click(questions[0]!)
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(faq[0]!.answer)).toBeVisible()
    await user.click(questions[3]!)
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false')
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true')
    await user.click(questions[3]!)
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true)
  })

  it('states the facts the spec gives: 1-3 days, 10-year labor, 25-50 year materials, 20+ year roofs', () => {
    const text = faq.map((f) => `${f.question} ${f.answer}`).join(' ')
    expect(text).toMatch(/1-3 days|1 to 3 days|one to three days/i)
    expect(text).toMatch(/10-year|10 years/)
    expect(text).toMatch(/25-50|25 to 50/)
    expect(text).toMatch(/20 (or more )?years|20\+/)
  })
})
