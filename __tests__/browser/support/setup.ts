import { toMatchImageSnapshot } from 'jest-image-snapshot'

jest.setTimeout(90_000)
expect.extend({ toMatchImageSnapshot })
