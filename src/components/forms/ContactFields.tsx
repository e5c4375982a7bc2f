import { Input, Textarea } from '@chakra-ui/react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useUi } from '../../hooks/use-ui'
import { HTML_CONSTRAINTS } from '../../lib/forms/limits'
import { FormField } from './FormField'
import { fieldOf } from './use-delivered-form'

type FieldsProps<T extends FieldValues> = { form: UseFormReturn<T>; withAddress?: boolean }

const helpers = <T extends FieldValues>(form: UseFormReturn<T>) => ({
  field: (name: string) => fieldOf(form, name as Path<T>),
  error: (name: string) => form.formState.errors[name]?.message as string | undefined,
})

/** Name, e-mail, phone and property address: the fields every lead form shares. */
export function ContactFields<T extends FieldValues>({ form, withAddress = true }: FieldsProps<T>) {
  const { field, error } = helpers(form)
  const label = useUi().forms.fields
  return (
    <>
      <FormField label={label.name} error={error('name')}>
        <Input autoComplete="name" {...HTML_CONSTRAINTS.name} bg="white" {...field('name')} />
      </FormField>
      <FormField label={label.email} error={error('email')}>
        <Input type="email" autoComplete="email" inputMode="email" {...HTML_CONSTRAINTS.email} bg="white" {...field('email')} />
      </FormField>
      <FormField label={label.phone} error={error('phone')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...HTML_CONSTRAINTS.phone} bg="white" {...field('phone')} />
      </FormField>
      {withAddress && (
        <FormField label={label.address} error={error('address')}>
          <Input autoComplete="address-line1" {...HTML_CONSTRAINTS.address} bg="white" {...field('address')} />
        </FormField>
      )}
    </>
  )
}

type MessageFieldProps<T extends FieldValues> = { form: UseFormReturn<T>; label: string }

/** The optional free-text field. */
export function MessageField<T extends FieldValues>({ form, label }: MessageFieldProps<T>) {
  const { field, error } = helpers(form)
  return (
    <FormField label={label} error={error('message')} optional>
      <Textarea rows={3} {...HTML_CONSTRAINTS.message} bg="white" {...field('message')} />
    </FormField>
  )
}
