import { Icon } from '../ui/Icon'
import { telHref } from '../../lib/phone'
import { ButtonLink, IconLink } from '../ui/ButtonLink'
import { useCallHelp } from '../../hooks/use-call-help'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'

type CallButtonProps = { phone: string }

/**
 * Click-to-call: the number as text from the medium breakpoint up, a round icon button below it;
 * both say which languages the call is answered in (its title; the round button's name).
 */
export function CallButton({ phone }: CallButtonProps) {
  const { call } = useUi().layout
  const callHelp = useCallHelp()
  return (
    <>
      <ButtonLink to={telHref(phone)} title={callHelp} colorPalette="brand" size="md" display={{ base: 'none', md: 'inline-flex' }}>
        <Icon name="phone" size={18} />
        {phone}
      </ButtonLink>
      <IconLink
        href={telHref(phone)}
        label={`${fillPlaceholders(call, { phone })}. ${callHelp}`}
        colorPalette="brand"
        size="md"
        rounded="full"
        display={{ base: 'inline-flex', md: 'none' }}
      >
        <Icon name="phone" size={20} />
      </IconLink>
    </>
  )
}
