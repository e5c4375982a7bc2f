import { Flex, VisuallyHidden } from '@chakra-ui/react'
import { ButtonLink } from '../ui/ButtonLink'
import { OUTLINE_PILL } from '../ui/looks'
import { Icon } from '../ui/Icon'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'

type ReviewLinksProps = {
  /** site.json's reviewSites; an entry whose url is empty is left out */
  sites: ReadonlyArray<{ name: string; url?: string | null }>
}

/** Links to our reviews on Google, Yelp and Facebook: only the ones data gives an address for. */
export function ReviewLinks({ sites }: ReviewLinksProps) {
  const words = useUi().sections.reviewLinks
  const linked = sites.filter((site) => site.url)
  if (linked.length === 0) return null
  return (
    <Flex as="ul" listStyleType="none" gap="3" wrap="wrap" aria-label={words.label}>
      {linked.map((site) => (
        <li key={site.name}>
          <ButtonLink to={site.url ?? ''} size="md" minH="11" {...OUTLINE_PILL.onWhite} external>
            <Icon name="star" size={16} fill="currentColor" />
            {fillPlaceholders(words.site, { site: site.name })}
            <VisuallyHidden>{words.newTab}</VisuallyHidden>
          </ButtonLink>
        </li>
      ))}
    </Flex>
  )
}
