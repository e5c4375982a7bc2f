// Decap CMS's standalone release (the `decap-cms` package), which the editor's page loads as a script of
// its own beside this code (scripts/build-admin.mjs): it carries its own React, so the editor follows
// Decap's releases whatever React the site is on. What it puts on the window, typed as far as the editor
// uses it, and a bridge that draws the site's own components (React 18) inside a Decap preview.
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/** An Immutable.js value as Decap hands it over (its own copy of Immutable). */
export type DecapValue = {
  get: (key: string) => unknown
  getIn: (path: string[]) => unknown
  toJS: () => unknown
}

/** What Decap gives a preview template (https://decapcms.org/docs/customization/). */
export type PreviewProps = {
  entry: DecapValue
  /** the collection's field configuration, an Immutable list */
  fields: unknown
  getAsset: (path: string, field?: unknown) => { url?: string; toString: () => string }
  /** the language the preview shows (English, or the translation beside it) */
  locale?: string
  /** the preview frame's own document */
  document: Document
  window: Window
}

/** A component or element of Decap's React, which the editor's code never renders itself. */
type DecapComponent = { readonly decapComponent: unique symbol }
type DecapElement = { readonly decapElement: unique symbol }

type DecapCms = {
  registerCustomFormat: (
    name: string,
    extension: string,
    format: { fromFile: (text: string) => object; toFile: (data: object) => string },
  ) => void
  registerPreviewStyle: (style: string, options?: { raw: boolean }) => void
  registerPreviewTemplate: (collection: string, component: DecapComponent) => void
  init: (options: { config: Record<string, unknown> }) => void
}

/** The bridge's instance, as Decap's `createClass` (create-react-class) gives `this`. */
type Bridge = {
  props: PreviewProps & { widgetFor: (field: string) => DecapElement }
  host?: HTMLDivElement | null
  source?: HTMLDivElement | null
  root?: Root
  draw: () => void
}

declare global {
  interface Window {
    /** read by Decap as it loads: it waits for init() instead of starting with a config.yml */
    CMS_MANUAL_INIT?: boolean
    CMS?: DecapCms
    createClass?: (spec: object) => DecapComponent
    h?: (type: string, props: object | null, ...children: unknown[]) => DecapElement
  }
}

/** Decap, once its script has run (the page loads it right after this code; both deferred, in order). */
export function decap() {
  const { CMS, createClass, h } = window
  if (!CMS || !createClass || !h) throw new Error("Decap CMS's script has not run: the editor's page loads it before the editor starts")
  return { CMS, createClass, h }
}

/**
 * A Decap preview template that draws `render(props)` with the site's own React in a root of its own,
 * inside the preview frame. With `textField`, Decap's own rendering of that markdown field (sanitised
 * by Decap) is drawn out of sight and handed over as HTML, for the site's components to set.
 */
export function sitePreview(render: (props: PreviewProps, textHtml?: string) => ReactNode, textField?: string): DecapComponent {
  const { createClass, h } = decap()
  return createClass({
    componentDidMount(this: Bridge) {
      this.root = createRoot(this.host!)
      this.draw()
    },
    componentDidUpdate(this: Bridge) {
      this.draw()
    },
    componentWillUnmount(this: Bridge) {
      // after Decap's own commit: one React never unmounts while the other is rendering
      const root = this.root
      setTimeout(() => root?.unmount())
    },
    draw(this: Bridge) {
      let html: string | undefined
      if (this.source) {
        const text = this.source.cloneNode(true) as HTMLDivElement
        text.querySelectorAll('style').forEach((style) => style.remove()) // Decap's own look for its preview
        html = text.innerHTML
      }
      this.root?.render(render(this.props, html))
    },
    render(this: Bridge) {
      return h(
        'div',
        null,
        h('div', { ref: (element: HTMLDivElement | null) => void (this.host = element) }),
        textField
          ? h(
              'div',
              { hidden: true, ref: (element: HTMLDivElement | null) => void (this.source = element) },
              this.props.widgetFor(textField),
            )
          : null,
      )
    },
  })
}
