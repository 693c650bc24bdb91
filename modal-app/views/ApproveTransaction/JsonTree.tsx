import type { JsonValue } from '../../connectors/embedded/prepareRequest.js'

/** Typed data as a tree: each field by name, nested structs and arrays indented. Values are text, never markup. */
export function JsonTree({ value }: { value: JsonValue }) {
  if (value === null || typeof value !== 'object')
    return <span className="break-all font-mono">{String(value)}</span>
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`[${index}]`, item] as const)
    : Object.entries(value)
  if (entries.length === 0) return <span className="text-muted">{Array.isArray(value) ? '[]' : '{}'}</span>
  return (
    <dl className="flex flex-col gap-1 border-line border-l pl-2">
      {entries.map(([key, item]) => (
        <div key={key} className="flex flex-col">
          <dt className="break-all text-muted text-xs">{key}</dt>
          <dd className="text-sm">
            <JsonTree value={item} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
