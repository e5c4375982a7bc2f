/**
 * What the browser's build has in place of every module of src/views (plugins/islands): a built page
 * keeps its server HTML, so the browser never renders a page's body or frame, nor fetches and runs
 * their code (Chakra's included); only the islands in them hydrate (host.tsx).
 */
export default function ServerHtml() {
  return null
}
