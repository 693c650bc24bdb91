import { createServer } from 'node:http'
import { listenLocal } from './listenLocal.js'

/**
 * Token metadata as NFT contracts publish it (an http server of JSON documents and images), for the seeded account
 * chain (accountChain.ts):
 * - `GET /erc721/{id}`: ERC-721 `tokenURI` metadata `{ name, image }`, the image on this server (http: an `<img>` in
 *   the modal cannot load it under the CSP, so the modal fetches it);
 * - `GET /image/{id}.svg`: that image;
 * - `GET /erc1155/{64 hex digits}.json`: ERC-1155 `uri` metadata, its image an inline `data:` SVG.
 * CORS is open, as on public metadata hosts.
 */
export type NftMetadataServer = { url: string; close(): Promise<void> }

const svg = (label: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><text x="32" y="40" font-size="20" text-anchor="middle" fill="#fff">${label}</text></svg>`

export async function startNftMetadataServer(): Promise<NftMetadataServer> {
  let base = ''
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' })
      response.end(body)
    }
    let match = /^\/erc721\/(\d+)$/.exec(path)
    if (match) {
      const id = match[1]
      return send(
        200,
        'application/json',
        JSON.stringify({ name: `Test Punk #${id}`, image: `${base}/image/${id}.svg` }),
      )
    }
    match = /^\/image\/(\d+)\.svg$/.exec(path)
    if (match) return send(200, 'image/svg+xml', svg(`#${match[1]}`, '#4b5bd6'))
    match = /^\/erc1155\/([0-9a-f]{64})\.json$/.exec(path)
    if (match) {
      const id = BigInt(`0x${match[1]}`)
      const image = `data:image/svg+xml;base64,${Buffer.from(svg(`B${id}`, '#1f8a5b')).toString('base64')}`
      return send(200, 'application/json', JSON.stringify({ name: `Test Badge ${id}`, image }))
    }
    send(404, 'text/plain', 'not found')
  })
  const { port, close } = await listenLocal(server)
  base = `http://127.0.0.1:${port}`
  return { url: base, close }
}
