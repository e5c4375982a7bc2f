import { Box, Button, Flex, Text, type ButtonProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Delivery } from './use-delivered-form'
import { useLocale } from '../../hooks/use-locale'
import { useSiteData } from '../../hooks/use-site-data'
import { useUi } from '../../hooks/use-ui'
import { deliveryFailure, outboxMessages } from '../../lib/forms/messages'
import { telHref } from '../../lib/phone'
import { hoursPhrase } from '../../lib/hours'
import { fillPlaceholders } from '../../lib/text'
import { BRAND_SUBMIT } from '../ui/brand-submit'
import { ButtonLink } from '../ui/ButtonLink'

type SubmitButtonProps = {
  busy: boolean
  /** how the last send went */
  delivery?: Delivery
  /** the line saying a Spanish speaker calls back, when the form words it its own way */
  spanishCallback?: string
} & Omit<ButtonProps, 'type' | 'loading'>

/**
 * Shows progress while sending and cannot be pressed again until the answer comes back. What
 * happened to the last send is said right above it, with the phone: inside the form the visitor is
 * using, where a toast would cover a dialog's own controls. On Spanish pages a line under it says
 * that someone who speaks Spanish will call back.
 */
export function SubmitButton({ busy, delivery, spanishCallback, children, ...rest }: SubmitButtonProps) {
  const { locale } = useLocale()
  const t = useUi().forms.submit
  const { site } = useSiteData()
  return (
    <>
      <Box role="alert">{delivery && !busy && <DeliveryNotice delivery={delivery} />}</Box>
      <Button {...BRAND_SUBMIT} width="full" loading={busy} loadingText={t.sending} {...rest}>
        {children}
      </Button>
      {locale === 'es' && (
        <Text fontSize="sm" color="slate" textAlign="center">
          {fillPlaceholders(spanishCallback ?? t.spanishCallback, { hours: hoursPhrase(site.spanishHours) })}
        </Text>
      )}
    </>
  )
}

type Tone = 'red' | 'blue' | 'green'

function DeliveryNotice({ delivery }: { delivery: Delivery }) {
  const { site } = useSiteData()
  const texts = useUi().forms
  const { what, failed, outbox, cancelSaved } = delivery
  const messages = outboxMessages(texts, what)
  if (failed) {
    const message = deliveryFailure(texts, what, site.phone)
    return <Notice tone="red" title={message.title} text={message.description} call={site.phone} />
  }
  if (!outbox) return null
  if (outbox.kind === 'cancelled') return <Notice tone="blue" title={messages.cancelled.title} text={messages.cancelled.description} />
  if (outbox.kind === 'deleted') return <Notice tone="blue" title={messages.deleted.title} text={messages.deleted.description} />
  if (outbox.kind === 'alreadySent')
    return <Notice tone="green" title={messages.alreadySent.title} text={messages.alreadySent.description} />
  const message = messages.saved(site.phone)
  return (
    <Notice
      tone="blue"
      title={message.title}
      text={message.description}
      call={site.phone}
      action={
        <Button type="button" variant="outline" colorPalette="blue" size="md" bg="white" onClick={() => void cancelSaved()}>
          {messages.cancel}
        </Button>
      }
    >
      {outbox.droppedFile && (
        <Text fontSize="sm" mt="2" fontWeight="600">
          {messages.fileNotKept(outbox.droppedFile, site.email)}
        </Text>
      )}
      {outbox.droppedPhotos && outbox.droppedPhotos.length > 0 && (
        <Text fontSize="sm" mt="2" fontWeight="600">
          {fillPlaceholders(texts.photos.notKept, { names: outbox.droppedPhotos.join(', '), phone: site.phone })}
        </Text>
      )}
    </Notice>
  )
}

type NoticeProps = { tone: Tone; title: string; text: string; call?: string; action?: ReactNode; children?: ReactNode }

/** A boxed message: its title, its text, then the phone and the notice's own action. */
function Notice({ tone, title, text, call, action, children }: NoticeProps) {
  const t = useUi().forms.submit
  return (
    <Box p="4" mb="1" rounded="md" bg={`${tone}.50`} borderWidth="1px" borderColor={`${tone}.200`} color={`${tone}.900`}>
      <Text fontWeight="700">{title}</Text>
      <Text fontSize="sm" mt="1">
        {text}
      </Text>
      {children}
      {(call || action) && (
        <Flex mt="3" gap="2" wrap="wrap">
          {call && (
            <ButtonLink to={telHref(call)} size="md" colorPalette={tone === 'red' ? 'red' : 'blue'}>
              {fillPlaceholders(t.call, { phone: call })}
            </ButtonLink>
          )}
          {action}
        </Flex>
      )}
    </Box>
  )
}
