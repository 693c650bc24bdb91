/** The session's subscribers: `tell` calls each (a copy of the set, so one may unsubscribe while told). */
export function createSessionListeners<Event>() {
  const listeners = new Set<(event: Event) => void>()
  return {
    tell(event: Event) {
      for (const listener of [...listeners]) listener(event)
    },
    subscribe(listener: (event: Event) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
