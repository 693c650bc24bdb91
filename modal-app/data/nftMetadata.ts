import { isRecord } from '../config/isRecord.js'
import { assetUrl } from './assetUrl.js'

/** Longest metadata document read: metadata is a few hundred bytes; anything far larger is not metadata. */
const MAX_METADATA_BYTES = 256 * 1024

export type NftMetadata = { name?: string | undefined; imageUrl?: string | undefined }

/**
 * The name and image of a token from its metadata URI (`tokenURI`, or ERC-1155's `uri` with `{id}` filled in):
 * JSON at an http(s) or `ipfs:` URL, or a `data:application/json` URI. An image on http: (which the CSP does not
 * admit in `<img>`) is fetched (connect-src) and shown as a blob: URL. Anything unreadable gives `{}`.
 */
export async function fetchNftMetadata(uri: string, signal?: AbortSignal): Promise<NftMetadata> {
  const url = assetUrl(uri)
  if (url === undefined) return {}
  try {
    const text = await readDocument(url, signal)
    if (text === undefined || text.length > MAX_METADATA_BYTES) return {}
    const json: unknown = JSON.parse(text)
    if (!isRecord(json)) return {}
    const name = typeof json.name === 'string' ? json.name : undefined
    return { name, imageUrl: await displayableImage(assetUrl(json.image ?? json.image_url), signal) }
  } catch {
    return {}
  }
}

/**
 * One blob: URL per image for the visit: the NFTs query refetches every 30 s (SPEC §9), and a new URL each time
 * would keep every earlier copy of the image alive (a blob: URL lives until revoked). A failed read is forgotten.
 */
const blobUrls = new Map<string, Promise<string | undefined>>()

async function displayableImage(url: string | undefined, signal?: AbortSignal): Promise<string | undefined> {
  if (url === undefined) return undefined
  if (url.startsWith('data:')) return url.startsWith('data:image/') ? url : undefined
  if (url.startsWith('https:')) return url
  let blobUrl = blobUrls.get(url)
  if (blobUrl === undefined) {
    blobUrl = imageAsBlobUrl(url, signal)
    blobUrls.set(url, blobUrl)
    blobUrl.then(
      (result) => result === undefined && blobUrls.delete(url),
      () => blobUrls.delete(url),
    )
  }
  return blobUrl
}

async function imageAsBlobUrl(url: string, signal?: AbortSignal): Promise<string | undefined> {
  const response = await fetch(url, { signal: signal ?? null, credentials: 'omit' })
  if (!response.ok) return undefined
  const blob = await response.blob()
  return blob.type.startsWith('image/') ? URL.createObjectURL(blob) : undefined
}

/** The text at `url`; a `data:application/json` URI is decoded here, since the CSP's connect-src has no data:. */
async function readDocument(url: string, signal?: AbortSignal): Promise<string | undefined> {
  const inline = /^data:application\/json(;charset=[\w-]+)?(;base64)?,/i.exec(url)
  if (inline) {
    const body = url.slice(inline[0].length)
    if (!inline[2]) return decodeURIComponent(body)
    return new TextDecoder().decode(Uint8Array.from(atob(body), (char) => char.charCodeAt(0)))
  }
  if (url.startsWith('data:')) return undefined
  const response = await fetch(url, { signal: signal ?? null, credentials: 'omit' })
  return response.ok ? response.text() : undefined
}
