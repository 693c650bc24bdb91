import { type AlertName, alerts } from '../texts/alerts.js'

/** One of SPEC §8's alerts in place, its short and long message: a note, or with `urgent` an alert read at once. */
export function AlertNote({ name, urgent = false }: { name: AlertName; urgent?: boolean }) {
  const alert = alerts[name]
  return (
    <div
      role={urgent ? 'alert' : 'note'}
      className="rounded-control border border-line border-dashed p-3 text-xs"
    >
      <p className="font-semibold">{alert.shortMessage}</p>
      <p className="text-muted">{alert.longMessage}</p>
    </div>
  )
}
