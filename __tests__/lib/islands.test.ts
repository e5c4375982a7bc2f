import { createElement } from 'react'
import { islandPropsJson, readIslandProps } from '../../src/lib/islands'

describe("an island's props, written by the server and read by the browser", () => {
  it('go through JSON unchanged: text, numbers, flags, nulls, lists and objects', () => {
    const props = { source: 'Home page', size: 3, open: false, prefill: null, towns: [{ slug: 'cary', lat: 35.79 }] }
    expect(readIslandProps('QuoteCard', islandPropsJson('QuoteCard', props))).toEqual(props)
  })

  it('leave out a prop that is undefined, as the part would see it anyway', () => {
    expect(readIslandProps('EstimateButton', islandPropsJson('EstimateButton', { label: undefined, source: 'x' }))).toEqual({ source: 'x' })
  })

  it.each([
    ['a function', { onImage: () => undefined }, /props\.onImage is function/],
    ['a React element', { trigger: createElement('button') }, /props\.trigger is a React element/],
    ['a Date', { when: new Date(0) }, /props\.when is object/],
    ['a number JSON cannot write', { zoom: Number.NaN }, /props\.zoom is number/],
    ['a hole in a list', { items: ['a', undefined] }, /props\.items\[1\] is undefined/],
    ['a nested function', { data: { towns: [{ onPick: () => undefined }] } }, /props\.data\.towns\[0\]\.onPick is function/],
  ])('are refused at build when one is %s, naming the island and the prop', (_, props, message) => {
    expect(() => islandPropsJson('Header', props)).toThrow(message)
    expect(() => islandPropsJson('Header', props)).toThrow(/The Header island's props/)
  })

  it('that are not an object are refused in the browser with the island named', () => {
    expect(() => readIslandProps('Header', '[1]')).toThrow("The Header island's props are not an object")
    expect(readIslandProps('Header', undefined)).toEqual({})
  })
})
