import { Box } from '@chakra-ui/react'

/**
 * Long-form text rendered from markdown (articles, policies), with a comfortable reading measure: the
 * page's HTML (rendered by the build), or the editor's rendering of it (its preview).
 */
export function Prose({ html }: { html: string }) {
  return (
    <Box
      maxW="3xl"
      mx="auto"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.8"
      color="ink"
      css={{
        '& h2': {
          fontFamily: 'heading',
          fontSize: { base: '2xl', md: '3xl' },
          fontWeight: 700,
          color: 'navy.900',
          mt: '10',
          mb: '3',
          lineHeight: 1.2,
        },
        '& h3': { fontFamily: 'heading', fontSize: 'xl', fontWeight: 700, color: 'navy.900', mt: '8', mb: '2' },
        '& p': { mb: '4' },
        '& ul, & ol': { pl: '6', mb: '4' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1.5' },
        '& a': { color: 'copper.700', textDecoration: 'underline', fontWeight: 600 },
        '& a[href^="tel:"]': { whiteSpace: 'nowrap' },
        '& strong': { fontWeight: 700 },
        '& blockquote': { borderLeftWidth: '4px', borderColor: 'copper.500', pl: '4', color: 'slate', fontStyle: 'italic' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
