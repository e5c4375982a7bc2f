import { Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useLocale } from '../../hooks/use-locale'
import { ButtonLink } from './ButtonLink'

type MoreLinkProps = { to: string; children: ReactNode }

/** The way from a landing section to the whole of what it shows (the blog, the projects, the team), centred under it. */
export function MoreLink({ to, children }: MoreLinkProps) {
  const { href } = useLocale()
  return (
    <Flex justify="center" mt="10">
      <ButtonLink to={href(to)} variant="outline" borderColor="navy.900" color="navy.900">
        {children}
      </ButtonLink>
    </Flex>
  )
}
