import { useSignIn } from '../../flows/signIn/siwxContext.js'
import { SIGN_IN_FORMATS } from '../../flows/signIn/siwxFormats.js'
import { Button } from '../../ui/Button/Button.js'
import { InfoIcon } from '../../ui/Icon/icons.js'
import { useApp } from '../context.js'

/**
 * Account's "Sign in" (issue 14): the app asks for a sign-in, and the account has none (the user declined the
 * optional one, or it expired). Opens SIWXSignMessage again.
 */
export function SignInEntry() {
  const signIn = useSignIn()
  const origin = useApp((state) => state.origin)
  const missing = useApp(
    (state) =>
      state.config.siwx !== undefined &&
      SIGN_IN_FORMATS[state.namespace] !== undefined &&
      state.siwx?.[state.namespace] === undefined,
  )
  if (!missing) return null
  return (
    <section
      aria-label="Sign in"
      className="flex items-center gap-3 rounded-card bg-surface px-4 py-3 text-left text-sm"
    >
      <InfoIcon size={18} className="shrink-0 text-muted" />
      <p className="min-w-0 flex-1 break-words">Not signed in to {origin}.</p>
      <Button size="md" onClick={() => signIn.start()}>
        Sign in
      </Button>
    </section>
  )
}
