import { formatEther, hexToString, isHex } from 'viem'

/** What a wallet shows a person about a request before they approve it. */
export type RequestSummary = {
  /** What the dapp asks, as a verb phrase: 'connect', 'sign a message', 'send a transaction', … */
  action: string
  /** The message as text, the recipient and amount, or the raw params. */
  detail: string
}

/**
 * The demo wallets' words for a request (the test wallet's panel on the demo page, the phone wallet): never more
 * trusted than the params they come from, only easier to read.
 */
export function summarizeRequest(method: string, params: unknown): RequestSummary {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return { action: 'connect', detail: 'Share your address with this site.' }
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') break
      return { action: 'sign a message', detail: isHex(message) ? hexToString(message) : message }
    }
    case 'eth_sendTransaction': {
      const tx = list[0] as { to?: unknown; value?: unknown } | undefined
      if (!tx || typeof tx !== 'object') break
      const amount = typeof tx.value === 'string' && isHex(tx.value) ? formatEther(BigInt(tx.value)) : '0'
      const to = typeof tx.to === 'string' ? tx.to : '(contract creation)'
      return { action: 'send a transaction', detail: `To ${to}\nAmount ${amount} ETH` }
    }
  }
  const action = method.startsWith('eth_signTypedData') ? 'sign typed data' : `answer ${method}`
  return { action, detail: JSON.stringify(params ?? [], null, 2) }
}
