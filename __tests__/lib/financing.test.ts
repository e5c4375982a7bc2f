/** @jest-environment node */
import { lowestMonthly, monthlyPayment, monthlyRanges } from '../../src/lib/financing'

describe('monthly payment', () => {
  it('amortizes like a lender: $10,000 at 6% over 60 months is $193.33, shown as $194', () => {
    // 10000 * 0.005 / (1 - 1.005^-60) = 193.328...
    expect(monthlyPayment(10_000, 6, 60)).toBe(194)
  })

  it('pays back the whole principal and no more than the interest owed', () => {
    const payment = monthlyPayment(15_900, 9.99, 180)
    let balance = 15_900
    for (let month = 0; month < 180; month++) balance = balance * (1 + 0.0999 / 12) - payment
    expect(balance).toBeLessThanOrEqual(0)
    expect(balance).toBeGreaterThan(-180) // rounded up by less than a dollar a month
  })

  it('splits a loan without interest evenly, and rounds up', () => {
    expect(monthlyPayment(12_000, 0, 120)).toBe(100)
    expect(monthlyPayment(1_000, 0, 3)).toBe(334)
  })

  it('is lower the longer the term', () => {
    expect(monthlyPayment(12_000, 9.99, 180)).toBeLessThan(monthlyPayment(12_000, 9.99, 120))
    expect(monthlyPayment(12_000, 9.99, 120)).toBeLessThan(monthlyPayment(12_000, 9.99, 60))
  })

  it('refuses what is not a loan', () => {
    expect(() => monthlyPayment(10_000, 9.99, 0)).toThrow(RangeError)
    expect(() => monthlyPayment(10_000, -1, 60)).toThrow(RangeError)
    expect(() => monthlyPayment(Number.NaN, 9.99, 60)).toThrow(RangeError)
    expect(() => monthlyPayment(10_000, 9.99, 12.5)).toThrow(RangeError)
  })
})

describe('a price range per month', () => {
  const financing = { lender: 'A Lender', apr: 6, termsMonths: [120, 60] }

  it('gives the low and high payment for each term, shortest first', () => {
    expect(monthlyRanges({ low: 10_000, high: 20_000 }, financing)).toEqual([
      { months: 60, low: 194, high: 387 },
      { months: 120, low: 112, high: 223 },
    ])
  })

  it('starts "from" at the longest term', () => {
    expect(lowestMonthly(10_000, financing)).toEqual({ months: 120, amount: 112 })
  })
})
