import type { SocialProvider } from '../../config/types.js'
import { useActions } from '../../state/context.js'
import { SOCIAL_PROVIDERS } from './socialProviders.js'

export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const actions = useActions()
  const [first, ...rest] = providers
  if (first === undefined) return null
  // Social login runs in the embedded-wallet bundle, which does not exist yet.
  const connect = () => actions.showToast('Unable to load email login dependency', 'error')

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={connect}
        className="relative flex h-12 w-full items-center justify-center rounded-control bg-surface font-semibold text-base transition-colors duration-150 hover:bg-surface-strong"
      >
        <span className="absolute left-3.5 flex">{SOCIAL_PROVIDERS[first].icon}</span>
        Continue with {SOCIAL_PROVIDERS[first].name}
      </button>
      {rest.length > 0 ? (
        <div className="grid auto-cols-fr grid-flow-col gap-2">
          {rest.map((provider) => (
            <button
              key={provider}
              type="button"
              aria-label={`Continue with ${SOCIAL_PROVIDERS[provider].name}`}
              onClick={connect}
              className="flex h-11 items-center justify-center rounded-control bg-surface transition-colors duration-150 hover:bg-surface-strong"
            >
              {SOCIAL_PROVIDERS[provider].icon}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
