// The bare page the benchmark measures beside the site's pages (see ../../gatsby-config.js): one
// heading, one short paragraph and one form with a labelled email input and a submit button.
import * as React from 'react'

export default function BarePage() {
  return (
    <main>
      <h1>A bare Gatsby page</h1>
      <p>One heading, one paragraph and one form: the least a Gatsby page can be, for the benchmark to compare against.</p>
      <form method="post" action="/">
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="email" required />
        <button type="submit">Send</button>
      </form>
    </main>
  )
}

// Title, description and language: without them Lighthouse's SEO and accessibility audits would fail,
// which the site's pages pass. The empty icon saves a request for /favicon.ico, whose 404 would be a
// console error (a best-practices audit).
export function Head() {
  return (
    <>
      <html lang="en" />
      <title>A bare Gatsby page</title>
      <meta name="description" content="The benchmark's reference page: a bare Gatsby 5 page." />
      <link rel="icon" href="data:," />
    </>
  )
}
