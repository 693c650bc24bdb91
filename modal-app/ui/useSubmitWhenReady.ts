import { useEffect, useState } from 'react'

/**
 * A submit pressed while the form's data is still being read (a fee or a quote waits for typing to pause) goes on
 * once it is ready, or stops at the problem found: never a click that silently does nothing. `waiting` is true in
 * between, for the button to say so.
 */
export function useSubmitWhenReady(ready: boolean, loading: boolean, go: () => void) {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    if (!waiting) return
    if (ready) {
      setWaiting(false)
      go()
    } else if (!loading) setWaiting(false)
  })
  const submit = () => {
    if (ready) go()
    else if (loading) setWaiting(true)
  }
  return { waiting, submit }
}
