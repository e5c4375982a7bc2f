// What a roof price means per month on a loan, from data/financing/financing.en.json: an example for the visitor,
// never an offer (the lender, rate and terms are the owner's to set there).
import type { Range } from './pricing'

export type Financing = { lender: string; apr: number; termsMonths: ReadonlyArray<number> }

/**
 * The fixed monthly payment that pays off `principal` in `months` at `aprPercent` a year, compounded
 * monthly (standard amortization), rounded up to a whole dollar so the example never understates.
 */
export function monthlyPayment(principal: number, aprPercent: number, months: number): number {
  if (!(principal >= 0) || !(months > 0) || !Number.isInteger(months) || !(aprPercent >= 0)) {
    throw new RangeError(`No payment for ${principal} over ${months} months at ${aprPercent}% APR`)
  }
  const rate = aprPercent / 100 / 12
  const exact = rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months)
  return Math.ceil(exact - 1e-9)
}

export type MonthlyRange = Range & { months: number }

/** The price range as a monthly range for each term offered, shortest term first. */
export const monthlyRanges = (price: Range, financing: Financing): MonthlyRange[] =>
  [...financing.termsMonths]
    .sort((a, b) => a - b)
    .map((months) => ({
      months,
      low: monthlyPayment(price.low, financing.apr, months),
      high: monthlyPayment(price.high, financing.apr, months),
    }))

/** The lowest monthly payment on a price: its longest term. */
export const lowestMonthly = (price: number, financing: Financing) => {
  const months = Math.max(...financing.termsMonths)
  return { months, amount: monthlyPayment(price, financing.apr, months) }
}
