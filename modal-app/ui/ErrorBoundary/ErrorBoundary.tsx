import { Component, type ReactNode } from 'react'

type Props = {
  /** What to show instead of `children` once they threw; `retry` renders them again. */
  fallback: (error: Error, retry: () => void) => ReactNode
  children: ReactNode
}

/** Catches what `children` throw while rendering (a view's chunk that failed to load, say) and shows `fallback`. */
export class ErrorBoundary extends Component<Props, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown) {
    console.error('[wallet-modal] a view failed', error)
  }

  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    return this.props.fallback(error, () => this.setState({ error: undefined }))
  }
}
