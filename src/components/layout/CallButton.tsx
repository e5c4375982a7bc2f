import { Button, IconButton } from '@chakra-ui/react'
import { Phone } from 'lucide-react'
import { telHref } from '../../lib/phone'

type CallButtonProps = { phone: string }

/** Click-to-call: the number as text from the medium breakpoint up, a round icon button below it. */
export function CallButton({ phone }: CallButtonProps) {
  return (
    <>
      <Button asChild colorPalette="brand" size="md" rounded="full" fontWeight="700" display={{ base: 'none', md: 'inline-flex' }}>
        <a href={telHref(phone)}>
          <Phone aria-hidden size={18} />
          {phone}
        </a>
      </Button>
      <IconButton asChild colorPalette="brand" size="md" rounded="full" display={{ base: 'inline-flex', md: 'none' }}>
        <a href={telHref(phone)} aria-label={`Call ${phone}`}>
          <Phone aria-hidden size={20} />
        </a>
      </IconButton>
    </>
  )
}
