import { type ReactNode, useId } from 'react'
import { AlertIcon } from '../../ui/Icon/icons.js'

export const FIELD_CLASS =
  'h-12 w-full rounded-control border border-line bg-surface px-3 text-base outline-none transition-colors focus-visible:border-accent aria-[invalid=true]:border-danger'

/** A labelled control: `children` gets the id the label points at. */
export function Field({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/** An error, said when it appears (role alert); nothing when there is none. */
export function FieldAlert({ id, error }: { id?: string; error: string | undefined }) {
  if (error === undefined) return null
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-danger text-sm">
      <AlertIcon size={14} className="mt-0.5 shrink-0" />
      <span>{error}</span>
    </p>
  )
}
