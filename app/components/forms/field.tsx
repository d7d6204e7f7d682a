import { useId } from 'react'
import type * as React from 'react'
import { cn } from '~/lib/utils.ts'
import { Input } from '../ui/input.tsx'
import { Textarea } from '../ui/textarea.tsx'
import { Label } from '../ui/label.tsx'
import { Options, Select, type Choice } from '../ui/select.tsx'

interface FieldBase {
  label: string
  name: string
  error?: string
  optional?: boolean
  className?: string
  /** A line beside the control saying what it takes (formats, a limit), read with it by screen readers. */
  hint?: string
}

/** What every field's control gets: its id, name, and the wiring of its message. */
interface ControlProps {
  id: string
  name: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

function FieldShell({ label, name, optional, error, className, hint, children }: FieldBase & { children: (control: ControlProps) => React.ReactNode }) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const control = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {hint && <p id={`${id}-hint`} className="text-sm text-muted-foreground">{hint}</p>}
      {children(control)}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

/** The one way a field's (or a group's) message is shown: announced, and named by the control's aria-describedby. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {error}
    </p>
  ) : null
}

export function TextField({ label, name, error, optional, className, hint, ...props }: FieldBase & React.ComponentProps<'input'>) {
  return <FieldShell {...{ label, name, error, optional, className, hint }}>{(control) => <Input {...control} {...props} />}</FieldShell>
}

export function TextAreaField({ label, name, error, optional, className, ...props }: FieldBase & React.ComponentProps<'textarea'>) {
  return <FieldShell {...{ label, name, error, optional, className }}>{(control) => <Textarea {...control} {...props} />}</FieldShell>
}

/** A select; with `options`, they follow a disabled first option saying what to choose (`placeholder`). */
export function SelectField({
  label,
  name,
  error,
  optional,
  className,
  placeholder,
  options,
  children,
  ...props
}: FieldBase & React.ComponentProps<'select'> & { placeholder?: string; options?: readonly Choice[] }) {
  return (
    <FieldShell {...{ label, name, error, optional, className }}>
      {(control) => (
        <Select {...control} {...props}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options && <Options choices={options} />}
          {children}
        </Select>
      )}
    </FieldShell>
  )
}

/**
 * Hidden from people and from assistive technology (aria-hidden, and inert: no screen reader,
 * keyboard, click or script focus reaches it); bots reading the markup still find a text field,
 * and one that fills it reveals itself.
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" inert className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
