/** What a read expects: a JSON document or an image, by the response's media type. */
type BodyKind = 'json' | 'image'

export type BoundedFetchOptions = {
  kind: BodyKind
  /** The most bytes read: a longer body (by its Content-Length, or as it streams) is dropped unread. */
  maxBytes: number
  /** Whether the app chose the URL (its gateway, its RPC): only then are redirects followed. */
  trusted: boolean
  signal?: AbortSignal | undefined
  fetch?: typeof fetch
}

export type BoundedBody = { bytes: Uint8Array; type: string }

/** A Content-Type's media type, lower case, without its parameters. */
const mediaType = (contentType: string | null): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/** @internal Exported for its test. `application/json`, any `+json` type (`application/ld+json`), or `image/*`, by `kind`. */
export function isExpectedType(kind: BodyKind, contentType: string | null): boolean {
  const type = mediaType(contentType)
  if (kind === 'image') return /^image\/[\w.+-]+$/.test(type)
  return type === 'application/json' || /^[\w.-]+\/[\w.-]+\+json$/.test(type)
}

/**
 * @internal Exported for its test.
 * A stream's bytes, read chunk by chunk, stopping (and cancelling the stream) as soon as they pass `maxBytes`:
 * undefined then, so that a 200 MB answer costs no more than the limit.
 */
export async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  if (body === null) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Reads a third party's document or image the way the modal reads strangers: no cookies, no referrer, no redirect
 * unless the app chose the URL, the expected media type, and at most `maxBytes`. Undefined when the answer is not
 * that (an error status, another type, too long); the request's own failures (network, abort) are thrown.
 */
export async function fetchBounded(
  url: string,
  options: BoundedFetchOptions,
): Promise<BoundedBody | undefined> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  const response = await fetchImpl(url, {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    redirect: options.trusted ? 'follow' : 'error',
    signal: options.signal ?? null,
  })
  const type = response.headers.get('content-type')
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (!response.ok || !isExpectedType(options.kind, type) || declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    return undefined
  }
  const bytes = await readBounded(response.body, options.maxBytes)
  return bytes && { bytes, type: mediaType(type) }
}
