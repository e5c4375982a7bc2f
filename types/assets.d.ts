// Webpack (Gatsby's url-loader) turns an imported font file into the address it is served from.
declare module '*.woff2' {
  const url: string
  export default url
}
