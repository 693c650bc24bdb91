import type { ReactNode } from 'react'
import { Button } from '../ui/Button/Button.js'
import { EmptyState } from '../ui/EmptyState/EmptyState.js'
import { ErrorBoundary } from '../ui/ErrorBoundary/ErrorBoundary.js'
import { AlertIcon } from '../ui/Icon/icons.js'
import { ViewLoadError } from './lazyView.js'

/**
 * Around each view: if its chunk cannot load (views/lazyView.tsx: offline, a deploy that replaced the chunk), what
 * failed and a way to try again, never an endless spinner. (Nothing here suspends: a lazy view, or a lazy part of
 * one, shows its own loading state.)
 */
export function ViewBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error, retry) => (
        <div role="alert" className="px-4 pb-6">
          <EmptyState
            icon={<AlertIcon />}
            title="This screen could not be loaded"
            description={error.message}
            action={
              <Button
                onClick={() => {
                  if (error instanceof ViewLoadError) error.retry()
                  retry()
                }}
              >
                Try again
              </Button>
            }
          />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
