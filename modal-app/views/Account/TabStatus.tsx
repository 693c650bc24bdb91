import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon } from '../../ui/Icon/icons.js'

/** A tab's data is on its way: placeholder rows, announced once. */
export function TabLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2 py-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
        <div key={index} className="h-14 animate-pulse rounded-control bg-surface" />
      ))}
    </div>
  )
}

/** A tab's data could not be had (SPEC §8's message), with a retry when one can help. */
export function TabError({
  title,
  description,
  onRetry,
  retrying = false,
}: {
  title: string
  description: string
  onRetry?: (() => void) | undefined
  retrying?: boolean
}) {
  return (
    <EmptyState
      headingLevel={3}
      icon={<AlertIcon />}
      title={title}
      description={description}
      action={
        onRetry === undefined ? undefined : (
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        )
      }
    />
  )
}
