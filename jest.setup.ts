import '@testing-library/jest-dom'
import { TextDecoder, TextEncoder } from 'node:util'

// The limit only stops a test that hangs: Jest's 5 s was exceeded by renders alone (the carousels',
// on fake timers) on a loaded 2-core machine, a CI run beside two builds.
jest.setTimeout(30_000)

// jsdom lacks what react-dom/server needs (the islands' server render, src/islands/registry.ts).
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder })

// jsdom lacks these browser APIs that Chakra (Ark UI) and our hooks use.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView ??= jest.fn()
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.IntersectionObserver ??= class {
    readonly root = null
    readonly rootMargin = ''
    readonly thresholds = []
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
}

// jsdom has no PointerEvent, so fireEvent.pointerEnter would lose pointerType.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEvent extends MouseEvent {
    readonly pointerType: string
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerType = init.pointerType ?? 'mouse'
    }
  }
  ;(window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEvent
}

// Every component test starts with the static queries answering as the built site does (English);
// a test may answer otherwise.
import { mockSiteQuery } from './__tests__/support/static-query'
beforeEach(() => {
  mockSiteQuery()
})
