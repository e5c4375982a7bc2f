// Hail sizes in words, as the National Weather Service's hail size chart names them.

/** The chart's objects and their diameters in inches, smallest first. */
export const HAIL_SIZES = [
  ['pea', 0.25],
  ['marble', 0.5],
  ['dime', 0.7],
  ['penny', 0.75],
  ['nickel', 0.88],
  ['quarter', 1.0],
  ['halfDollar', 1.25],
  ['pingPong', 1.5],
  ['golfBall', 1.75],
  ['henEgg', 2.0],
  ['tennisBall', 2.5],
  ['baseball', 2.75],
  ['teaCup', 3.0],
  ['softball', 4.0],
  ['grapefruit', 4.5],
] as const

export type HailSize = (typeof HAIL_SIZES)[number][0]

/**
 * The largest object on the chart no bigger than the stone (1.10" is a quarter, 1.75" a golf ball);
 * anything under a pea is called a pea.
 */
export function hailSize(inches: number): HailSize {
  let name: HailSize = 'pea'
  // Reports are written to the hundredth; the chart's 0.88" nickel is 7/8".
  for (const [size, diameter] of HAIL_SIZES) if (inches + 0.005 >= diameter) name = size
  return name
}
