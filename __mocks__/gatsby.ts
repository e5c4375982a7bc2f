// Gatsby's runtime is not available under Jest: the GraphQL hooks are mocks each test fills with
// content. (The site's links are its own plain anchors, src/components/ui/Link.tsx.)
const gatsby = jest.requireActual('gatsby')

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
}
