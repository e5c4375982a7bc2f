/** @jest-environment node */
import pagesEs from '../../data/ui-pages/ui-pages.es.json'
import { formatDate, formatPitch } from '../../src/lib/text'
import { serviceTitle, townHeading } from '../../src/lib/titles'

describe('dates in the page language', () => {
  it("writes English as the spec's 'MMMM D, YYYY' (and the cards' short month), Spanish in full", () => {
    expect(formatDate('2025-03-12', 'en')).toBe('March 12, 2025')
    expect(formatDate('2025-03-12', 'en', 'short')).toBe('Mar 12, 2025')
    expect(formatDate('2025-09-01T00:00:00.000Z', 'en')).toBe('September 1, 2025')
    expect(formatDate('2025-03-12', 'es')).toBe('12 de marzo de 2025')
    expect(formatDate('2025-03-12', 'es', 'short')).toBe('12 de marzo de 2025')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDate('March 12, 2025', 'en')).toThrow('Not a YYYY-MM-DD date')
  })
})

describe('title templates', () => {
  it("keeps the spec's English titles, and fills the Spanish ones", () => {
    expect(serviceTitle('Roof Repair', 'Harlan')).toBe('Roof Repair Services in North Carolina | Harlan')
    expect(townHeading('Cary')).toBe('Roofing Contractor in Cary, NC')
    expect(serviceTitle('Reparación de techos', 'Harlan', pagesEs.texts.titles)).toBe('Reparación de techos en Carolina del Norte | Harlan')
    expect(townHeading('Cary', pagesEs.texts.titles)).toBe('Contratista de techos en Cary, NC')
  })
})

describe('a roof pitch in the page language', () => {
  it('keeps the English as data/projects writes it, and writes Spanish in the one notation of its price table', () => {
    expect(formatPitch('6:12', 'en')).toBe('6:12')
    expect(formatPitch('6:12', 'es')).toBe('6/12')
    expect(formatPitch('10:12', 'es')).toBe('10/12')
  })
})
