// subset-font ships no types: the part of its API the build uses (src/lib/build/font-subsets.ts).
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>
}
