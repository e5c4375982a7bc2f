import { Box, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type FormCardProps = { heading: string; intro: string; children: ReactNode } & Omit<BoxProps, 'children'>

/** A form on a white card under its h2 and a line of reassurance: the hero's estimate form, the quote card. */
export function FormCard({ heading, intro, children, ...box }: FormCardProps) {
  return (
    <Box bg="white" color="ink" rounded="card" boxShadow="lift" p={{ base: '5', md: '7' }} {...box}>
      <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
        {heading}
      </Heading>
      <Text color="slate" fontSize="sm" mt="1" mb="5">
        {intro}
      </Text>
      {children}
    </Box>
  )
}
