import { AlertIcon } from '../../ui/Icon/icons.js'

/** A field's error, said when it appears (role alert); nothing when there is none. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  if (error === undefined) return null
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-danger text-sm">
      <AlertIcon size={14} className="mt-0.5 shrink-0" />
      <span>{error}</span>
    </p>
  )
}
