import { Button, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useRunware, type CreateImageClient } from '../../hooks/use-runware'
import { useUi } from '../../hooks/use-ui'
import { SERVICE_NAME, altFromPrompt, failureToast, requestToasts } from '../../lib/runware/messages'
import { fillPlaceholders } from '../../lib/text'
import { FormField } from '../forms/FormField'
import { BRAND_SUBMIT } from '../ui/brand-submit'
import { toaster } from '../ui/toaster'

type ImageGeneratorProps = {
  /** the prompt the field starts with; the visitor may change it */
  prompt: string
  /** called with the generated image and its alt text */
  onImage: (url: string, alt: string) => void
  /** for tests: makes the client that talks to the service */
  createClient?: CreateImageClient
}

/**
 * "Generate image" (spec §4): the visitor's own Runware key and an editable prompt. The key lives
 * in this component's state only: the fields have no name, so even a form sent before the page's
 * script runs carries nothing, and nothing here stores or logs it.
 */
export function ImageGenerator({ prompt: initialPrompt, onImage, createClient }: ImageGeneratorProps) {
  const [apiKey, setApiKey] = useState('')
  const [prompt, setPrompt] = useState(initialPrompt)
  const { status, generate } = useRunware(apiKey.trim(), { createClient })
  const busy = status === 'generating'
  const words = useUi().sections.imageGenerator
  const service = { service: SERVICE_NAME }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!apiKey.trim()) {
      toaster.create({ type: 'error', ...requestToasts(words).missingKey })
      return
    }
    if (!prompt.trim()) {
      toaster.create({ type: 'error', ...requestToasts(words).missingPrompt })
      return
    }
    const outcome = await generate({ positivePrompt: prompt.trim() })
    if (!outcome) return
    if (outcome.ok) onImage(outcome.image.imageURL, altFromPrompt(prompt, words.alt))
    else if (outcome.reason !== 'closed')
      toaster.create({ type: 'error', ...failureToast(outcome.reason, outcome.message, words), duration: 8_000, closable: true })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={fillPlaceholders(words.formLabel, service)}>
      <Stack gap="4">
        <FormField label={fillPlaceholders(words.keyLabel, service)} helper={fillPlaceholders(words.keyHelp, service)}>
          <Input
            type="password"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            // Password managers should neither offer nor save this: it is not a site password.
            data-1p-ignore=""
            data-lpignore="true"
            readOnly={busy}
            bg="white"
          />
        </FormField>
        <FormField label={words.promptLabel}>
          <Textarea value={prompt} onChange={(e) => setPrompt(e.target.value)} rows={6} readOnly={busy} bg="white" />
        </FormField>
        {/* Marked busy rather than disabled: a disabled button drops keyboard focus to the page's top,
            and the submit handler ignores presses while a request runs anyway. */}
        <Button {...BRAND_SUBMIT} aria-disabled={busy} data-disabled={busy ? '' : undefined} data-loading={busy ? '' : undefined}>
          {busy ? (
            <>
              <Spinner size="sm" aria-hidden="true" /> {words.generating}
            </>
          ) : (
            words.generate
          )}
        </Button>
        <Text aria-live="polite" fontSize="sm" color="slate" minH="1.5em">
          {busy ? words.working : status === 'done' ? words.done : ''}
        </Text>
      </Stack>
    </form>
  )
}
