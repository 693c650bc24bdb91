import type { ReactNode } from 'react'
import { AlertIcon, CheckIcon, InfoIcon } from '../Icon/icons.js'
import { Spinner } from '../Spinner/Spinner.js'

/** A message on show; the state's toast has this shape. */
type ToastData = { id: number; message: string; variant: 'success' | 'error' | 'info' | 'loading' }

const ICONS: Record<ToastData['variant'], ReactNode> = {
  success: <CheckIcon size={16} className="text-success" />,
  error: <AlertIcon size={16} className="text-danger" />,
  info: <InfoIcon size={16} className="text-accent-text" />,
  loading: <Spinner size={16} className="text-accent-text" />,
}

/** The live region stays mounted so screen readers announce every message put into it. */
export function Toast({ toast }: { toast: ToastData | undefined }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute inset-x-14 top-2 z-10 flex justify-center"
    >
      {toast === undefined ? null : (
        <div
          key={toast.id}
          className="flex max-w-full animate-toast-in items-center gap-2 rounded-[1.25rem] bg-raised py-2 pr-4 pl-3 font-medium text-sm shadow-lg ring-1 ring-line"
        >
          <span className="shrink-0">{ICONS[toast.variant]}</span>
          <span className="min-w-0 text-pretty">{toast.message}</span>
        </div>
      )}
    </div>
  )
}
