import { Input, Stack } from '@chakra-ui/react'
import type { ChangeEvent } from 'react'
import { fieldOf, useDeliveredForm } from './use-delivered-form'
import { useUi } from '../../hooks/use-ui'
import { HTML_CONSTRAINTS } from '../../lib/forms/limits'
import { FORM_NAMES } from '../../lib/forms/fields'
import { applicationSchema } from '../../lib/forms/schemas'
import type { ApplicationValues } from '../../lib/forms/schemas'
import { fillPlaceholders } from '../../lib/text'
import { ContactFields, MessageField } from './ContactFields'
import { FileInput } from './FileInput'
import { FormDialog } from './FormDialog'
import { FormField } from './FormField'
import { NetlifyForm } from './NetlifyForm'
import { SubmitButton } from './SubmitButton'

type ApplicationFormProps = { position: string; onDelivered?: () => void }

const blank = { name: '', email: '', phone: '', experience: '' as unknown as number, message: '', resume: null } as ApplicationValues

/** A job application with an optional resume (PDF or Word, 6 MB at most), sent multipart when attached. */
export function ApplicationForm({ position, onDelivered }: ApplicationFormProps) {
  const t = useUi().forms
  const { form, onSubmit, delivery } = useDeliveredForm({
    formName: FORM_NAMES.application,
    what: 'application',
    draftKey: `application:${position}`,
    schema: applicationSchema,
    blank,
    extra: { position },
    success: () => t.toasts.applicationSent,
    onDelivered,
  })
  const { errors } = form.formState
  const resume = form.watch('resume')
  const onResume = (event: ChangeEvent<HTMLInputElement>) =>
    form.setValue('resume', event.target.files?.[0] ?? null, { shouldValidate: true, shouldDirty: true })
  return (
    <NetlifyForm name={FORM_NAMES.application} onSubmit={onSubmit} withFiles label={fillPlaceholders(t.application.title, { position })}>
      <input type="hidden" name="position" value={position} />
      <Stack gap="4">
        <ContactFields form={form} withAddress={false} />
        <FormField label={t.application.experience} error={errors.experience?.message}>
          <Input
            type="number"
            inputMode="numeric"
            {...HTML_CONSTRAINTS.experience}
            bg="white"
            {...fieldOf(form, 'experience', { valueAsNumber: true })}
          />
        </FormField>
        <MessageField form={form} label={t.application.message} />
        <FormField label={t.application.resume} optional helper={t.application.resumeHelp} error={errors.resume?.message}>
          <FileInput
            name="resume"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={onResume}
            fileName={resume?.name ?? null}
            words={{ choose: t.application.resumeChoose, none: t.application.resumeNone }}
          />
        </FormField>
        <SubmitButton busy={form.formState.isSubmitting} delivery={delivery} spanishCallback={t.application.spanishCallback}>
          {t.application.submit}
        </SubmitButton>
      </Stack>
    </NetlifyForm>
  )
}

/** A job's application dialog, which its "Apply Now" button (ApplyButton) opens by its id. */
export function ApplicationDialog({ id, position }: { id: string; position: string }) {
  const t = useUi().forms.application
  return (
    <FormDialog id={id} title={fillPlaceholders(t.title, { position })} intro={t.intro}>
      {(close) => <ApplicationForm position={position} onDelivered={close} />}
    </FormDialog>
  )
}
