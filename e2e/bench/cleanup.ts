/** What the bench started, stopped in reverse order once: at the end, on a signal, or by the watchdog. */
const stops: (() => Promise<unknown>)[] = []
let stopped = false

export function onStop(stop: () => Promise<unknown>) {
  stops.push(stop)
}

export async function stopAll(): Promise<void> {
  if (stopped) return
  stopped = true
  for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error('stop:', error))
}
