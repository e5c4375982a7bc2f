import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

/** The smallest image GatsbyImage will render: enough for component tests. */
export const testImage = (src = '/x.jpg'): IGatsbyImageData => ({
  layout: 'constrained',
  width: 10,
  height: 10,
  images: { fallback: { src } },
})

/** An image field as a page query returns it. */
export const sharpFile = (src?: string) => ({ childImageSharp: { gatsbyImageData: testImage(src) } })

/** A content file from data/, parsed. */
export const readContent = <T>(file: string): T => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'data', file), 'utf8')) as T
