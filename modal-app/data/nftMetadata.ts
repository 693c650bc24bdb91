import * as v from 'valibot'
import { cleanDisplayText } from '../config/cleanDisplayText.js'
import { createLimit } from '../lib/limit.js'
import { type AssetPolicy, assetSource } from './assetUrl.js'
import { fetchBounded } from './boundedFetch.js'
import { NFT_NAME_CHARS } from './displayText.js'

/** Longest metadata document read: metadata is a few hundred bytes; anything far larger is not metadata. */
const MAX_METADATA_BYTES = 256 * 1024
/** Largest image read: NFT images are previews here (a 2-column grid), and a few MB cover every real one. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** Reads of strangers' hosts at a time, metadata and images together. */
const MAX_CONCURRENT_READS = 4

const limit = createLimit(MAX_CONCURRENT_READS)

export type NftMetadata = { name?: string | undefined; imageUrl?: string | undefined }

/** The fields used of a metadata document (ERC-721 / ERC-1155 metadata JSON); a field of another type is ignored. */
const metadataSchema = v.object({
  name: v.fallback(v.optional(v.string()), undefined),
  image: v.fallback(v.optional(v.string()), undefined),
  image_url: v.fallback(v.optional(v.string()), undefined),
})

/**
 * The name and image of a token from its metadata URI (`tokenURI`, or ERC-1155's `uri` with `{id}` filled in), read
 * only where {@link assetSource} allows: a `data:application/json` URI, `ipfs:` through the gateway, a trusted
 * origin or a public https host. The name is cleaned for display; a remote image is read (bounded, as an image)
 * and shown through a `blob:` URL. Anything unreadable gives `{}`.
 */
export async function fetchNftMetadata(
  uri: string,
  policy: AssetPolicy,
  signal?: AbortSignal,
): Promise<NftMetadata> {
  const source = assetSource(uri, policy)
  if (source === undefined) return {}
  try {
    const text =
      'inline' in source
        ? inlineJson(source.inline)
        : await limit(() =>
            fetchBounded(source.url, {
              kind: 'json',
              maxBytes: MAX_METADATA_BYTES,
              trusted: source.trusted,
              signal,
            }),
          ).then((body) => body && new TextDecoder().decode(body.bytes))
    if (text === undefined) return {}
    const parsed = v.safeParse(metadataSchema, JSON.parse(text))
    if (!parsed.success) return {}
    const { name, image, image_url } = parsed.output
    return {
      name: (name !== undefined && cleanDisplayText(name, NFT_NAME_CHARS)) || undefined,
      imageUrl: await displayableImage(image ?? image_url, policy),
    }
  } catch {
    return {}
  }
}

/**
 * One blob: URL per image for the visit: metadata is read again when the NFTs tab mounts again, and a new URL each
 * time would keep every earlier copy of the image alive (a blob: URL lives until revoked). A failed read is
 * forgotten. Images are read without the card's signal: another card may wait for the same one.
 */
const blobUrls = new Map<string, Promise<string | undefined>>()

async function displayableImage(value: string | undefined, policy: AssetPolicy): Promise<string | undefined> {
  const source = assetSource(value, policy)
  if (source === undefined) return undefined
  if ('inline' in source) return /^data:image\//i.test(source.inline) ? source.inline : undefined
  let blobUrl = blobUrls.get(source.url)
  if (blobUrl === undefined) {
    blobUrl = limit(() =>
      fetchBounded(source.url, { kind: 'image', maxBytes: MAX_IMAGE_BYTES, trusted: source.trusted }),
    ).then((body) => body && URL.createObjectURL(new Blob([body.bytes as BlobPart], { type: body.type })))
    blobUrls.set(source.url, blobUrl)
    blobUrl.then(
      (result) => result === undefined && blobUrls.delete(source.url),
      () => blobUrls.delete(source.url),
    )
  }
  return blobUrl
}

/** The text of a `data:application/json` (or `+json`) URI; the CSP's connect-src has no data:, so it is decoded here. */
function inlineJson(uri: string): string | undefined {
  const inline = /^data:application\/([\w.-]+\+)?json(;charset=[\w-]+)?(;base64)?,/i.exec(uri)
  if (!inline || uri.length > MAX_METADATA_BYTES) return undefined
  const body = uri.slice(inline[0].length)
  if (!inline[3]) return decodeURIComponent(body)
  return new TextDecoder().decode(Uint8Array.from(atob(body), (char) => char.charCodeAt(0)))
}
