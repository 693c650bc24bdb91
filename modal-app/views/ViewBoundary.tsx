import { type ReactNode, Suspense } from 'react'
import { Button } from '../ui/Button/Button.js'
import { EmptyState } from '../ui/EmptyState/EmptyState.js'
import { ErrorBoundary } from '../ui/ErrorBoundary/ErrorBoundary.js'
import { AlertIcon } from '../ui/Icon/icons.js'
import { Spinner } from '../ui/Spinner/Spinner.js'
import { ViewLoadError } from './lazyView.js'

/**
 * Around each view: a spinner while its chunk loads (views/lazyView.tsx), and if it cannot load (offline, a
 * deploy that replaced the chunk), what failed and a way to try again, never an endless spinner.
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
      <Suspense
        fallback={
          <div role="status" aria-label="Loading" className="flex justify-center px-4 py-12 text-muted">
            <Spinner size={24} />
          </div>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  )
}
