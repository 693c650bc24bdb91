import { type FormEvent, useId, useState } from 'react'
import { useActions } from '../../state/context.js'
import { ArrowRightIcon, MailIcon } from '../../ui/Icon/icons.js'
import { isValidEmail } from './isValidEmail.js'

export function EmailForm() {
  const actions = useActions()
  const inputId = useId()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isValidEmail(value)) {
      setInvalid(true)
      return
    }
    // The embedded-wallet bundle does not exist yet (SPEC §8 message).
    actions.showToast('Unable to load email login dependency', 'error')
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="relative">
        <MailIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder="Email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setInvalid(false)
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className="h-12 w-full rounded-control border border-line bg-surface pr-14 pl-11 text-base text-fg outline-none transition-colors duration-150 placeholder:text-muted hover:border-surface-strong focus:border-accent focus-visible:outline-none aria-invalid:border-danger"
        />
        <button
          type="submit"
          aria-label="Continue with email"
          className="absolute top-1/2 right-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-inner bg-accent text-accent-fg transition-[filter] duration-150 hover:brightness-110"
        >
          <ArrowRightIcon size={18} />
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className="mt-2 px-1 text-danger text-xs">
          Enter a valid email address
        </p>
      ) : null}
    </form>
  )
}
