import { type Client, createPublicClient, http, isAddress, isAddressEqual, isHex } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { type SignInVerifier, SiwxRefusal } from './siwxVerifier.js'

/**
 * eip155 sign-ins: EIP-4361 messages, parsed and verified by viem against the chain (contract accounts need it:
 * ERC-1271, ERC-6492). `rpcUrls`: the RPC URL per chain id the backend serves.
 */
export function eip155Verifier(rpcUrls: Readonly<Record<number, string>>): SignInVerifier {
  const clients = new Map<number, Client>()
  const clientFor = (chainId: number): Client | undefined => {
    const url = rpcUrls[chainId]
    if (url === undefined) return undefined
    if (!clients.has(chainId)) clients.set(chainId, createPublicClient({ transport: http(url) }))
    return clients.get(chainId)
  }
  return {
    parse(message) {
      const fields = parseSiweMessage(message)
      if (!fields.domain || !fields.address || fields.chainId === undefined) return undefined
      const { domain, scheme, uri, address, nonce, expirationTime } = fields
      return { domain, scheme, uri, address, chainId: String(fields.chainId), nonce, expirationTime }
    },
    signatureEncoding: 'hex',
    isSignature: (signature) => isHex(signature),
    isAddress: (address) => isAddress(address, { strict: false }),
    sameAddress: (a, b) => isAddressEqual(a as `0x${string}`, b as `0x${string}`),
    async verify({ message, signature, claims, now }) {
      const client = clientFor(Number(claims.chainId))
      if (!client) throw new SiwxRefusal(400, `chain ${claims.chainId} is not supported`)
      return verifySiweMessage(client, {
        message,
        signature: signature as `0x${string}`,
        domain: claims.domain,
        ...(claims.nonce ? { nonce: claims.nonce } : {}),
        ...(claims.scheme ? { scheme: claims.scheme } : {}),
        time: now,
      })
    },
  }
}
