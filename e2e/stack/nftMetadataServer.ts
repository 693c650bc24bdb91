import { createServer, type IncomingMessage } from 'node:http'
import { listenLocal } from './listenLocal.js'

/** The content id the seeded NFTs' `ipfs:` URIs name (any CID works: the gateway below serves every one alike). */
export const NFT_CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

/** A request a test server saw, for tests to read back at `GET /__requests`. */
export type SeenRequest = { path: string; origin: string | null }

export type NftMetadataServer = {
  /** The server's origin. */
  url: string
  /** Its IPFS path gateway, `{url}/ipfs/`: the e2e deployment's `ipfsGateway`. */
  gatewayUrl: string
  close(): Promise<void>
}

/** `GET /__requests`: what the server saw (itself excepted), with the `Origin` each request came from. */
function recording(request: IncomingMessage, seen: SeenRequest[], path: string): string | undefined {
  if (path === '/__requests') return JSON.stringify(seen)
  seen.push({ path, origin: request.headers.origin ?? null })
  return undefined
}

const svg = (label: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><text x="32" y="40" font-size="20" text-anchor="middle" fill="#fff">${label}</text></svg>`

/** The ERC-721 collections the gateway holds metadata for, by folder: how their tokens are named. */
const COLLECTIONS: Record<string, string> = { erc721: 'Test Punk', lantern: 'IPFS Lantern' }

/**
 * The seeded NFTs' metadata and images as IPFS holds them, served by an IPFS path gateway on loopback (the e2e
 * deployment's `ipfsGateway`), for the account chain (accountChain.ts):
 * - `GET /ipfs/{cid}/{erc721|lantern}/{id}`: ERC-721 `tokenURI` metadata `{ name, image }`, the image `ipfs:` too;
 * - `GET /ipfs/{cid}/image/{erc721|lantern}-{id}.svg`: that image (http: on loopback: the modal reads it and shows
 *   it as a blob:);
 * - `GET /ipfs/{cid}/erc1155/{64 hex digits}.json`: ERC-1155 `uri` metadata, its image an inline `data:` SVG.
 * CORS is open, as on public gateways. Every request is recorded (`GET /__requests`).
 */
export async function startNftMetadataServer(): Promise<NftMetadataServer> {
  const seen: SeenRequest[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' })
      response.end(body)
    }
    const requests = recording(request, seen, path)
    if (requests !== undefined) return send(200, 'application/json', requests)
    let match = /^\/ipfs\/(\w+)\/(\w+)\/(\d+)$/.exec(path)
    if (match && COLLECTIONS[match[2] ?? ''] !== undefined) {
      const [, cid, folder, id] = match
      const image = `ipfs://${cid}/image/${folder}-${id}.svg`
      return send(
        200,
        'application/json',
        JSON.stringify({ name: `${COLLECTIONS[folder ?? '']} #${id}`, image }),
      )
    }
    match = /^\/ipfs\/\w+\/image\/\w+-(\d+)\.svg$/.exec(path)
    if (match) return send(200, 'image/svg+xml', svg(`#${match[1]}`, '#4b5bd6'))
    match = /^\/ipfs\/\w+\/erc1155\/([0-9a-f]{64})\.json$/.exec(path)
    if (match) {
      const id = BigInt(`0x${match[1]}`)
      const image = `data:image/svg+xml;base64,${Buffer.from(svg(`B${id}`, '#1f8a5b')).toString('base64')}`
      return send(200, 'application/json', JSON.stringify({ name: `Test Badge ${id}`, image }))
    }
    send(404, 'text/plain', 'not found')
  })
  const { port, close } = await listenLocal(server)
  const url = `http://127.0.0.1:${port}`
  return { url, gatewayUrl: `${url}/ipfs/`, close }
}

/**
 * A stranger's host on loopback, as a tracker or a local service looks to the modal: it answers every path with
 * metadata (so that a modal that read it would show it) and records each request (`GET /__requests`). The seeded
 * NFTs whose URIs point here must never be read.
 */
export async function startRequestRecorder(): Promise<{ url: string; close(): Promise<void> }> {
  const seen: SeenRequest[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const requests = recording(request, seen, path)
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    response.end(requests ?? JSON.stringify({ name: `Read ${path}`, image: `${url}/pixel.png` }))
  })
  const { port, close } = await listenLocal(server)
  const url = `http://127.0.0.1:${port}`
  return { url, close }
}
