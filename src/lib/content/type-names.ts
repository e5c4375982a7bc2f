import { contentFiles } from './schema'

// Each JSON file in data/ becomes the GraphQL node type its declaration names
// (data/services/services.en.json -> Service); gatsby-config names the nodes with it.
export const jsonTypeNames: Record<string, string> = Object.fromEntries(
  contentFiles.flatMap((file) => (file.kind === 'markdown' ? [] : [[file.file.replace(/\.json$/, ''), file.type]])),
)
