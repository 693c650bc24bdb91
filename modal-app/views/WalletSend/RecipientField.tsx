import { useId } from 'react'
import { FieldError } from './FieldError.js'
import { FIELD_CLASS } from './TokenField.js'

/** "Recipient": an address, or a name on a network with a resolver; the address a name resolved to. */
export function RecipientField(props: {
  value: string
  takesNames: boolean
  /** The network's namespace, for the address form the placeholder shows. */
  namespace: string
  resolved: string | undefined
  error: string | undefined
  onChange(value: string): void
}) {
  const id = useId()
  const errorId = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        Recipient
      </label>
      <input
        id={id}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        placeholder={
          props.takesNames ? 'Address or name' : props.namespace === 'eip155' ? 'Address (0x…)' : 'Address'
        }
        value={props.value}
        aria-invalid={props.error !== undefined}
        aria-describedby={props.error === undefined ? undefined : errorId}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${FIELD_CLASS} font-mono text-sm`}
      />
      {props.resolved === undefined ? null : (
        <p className="break-all font-mono text-muted text-xs">{props.resolved}</p>
      )}
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}
