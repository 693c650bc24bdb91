import type { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { type Address, numberToHex } from 'viem'
import { ProviderRpcError } from '../wallet/transactions.js'
import { EIP155_EVENTS, EIP155_METHODS } from './evmAnswers.js'

type Client = InstanceType<typeof SignClient>

/**
 * The chains of `namespace` in proposal namespaces, keyed by the namespace (with `chains`) or by chain
 * (`eip155:1`, `solana:…`, `bip122:…`).
 */
export function namespaceChains(
  namespaces: ProposalTypes.RequiredNamespaces | undefined,
  namespace: string,
): string[] {
  return Object.entries(namespaces ?? {}).flatMap(([key, entry]) => {
    if (key === namespace) return entry.chains ?? []
    return key.startsWith(`${namespace}:`) ? [key] : []
  })
}

/**
 * The test wallet's eip155 side of its sessions: the namespace it approves, the chain it is on, and the
 * wallet-side chain switch (adding the chain to a session with `update` where it is missing).
 */
export function createEvmSessions(client: Client, address: Address, rpcUrls: ReadonlyMap<number, string>) {
  let currentChain = [...rpcUrls.keys()][0]!
  const chainToApprove = (id: number) => {
    if (!rpcUrls.has(id)) throw new ProviderRpcError(4902, `Unrecognized chain ID "${numberToHex(id)}".`)
    return `eip155:${id}`
  }
  const targetSessions = (topic?: string) =>
    topic === undefined ? client.session.getAll() : [client.session.get(topic)]

  return {
    get chainId() {
      return currentChain
    },
    targetSessions,
    /** The eip155 namespace approving `chains` (default: all the wallet's chains). */
    namespace(chains?: readonly number[]): SessionTypes.Namespace {
      const approved = (chains ?? [...rpcUrls.keys()]).map(chainToApprove)
      return {
        chains: approved,
        accounts: approved.map((chain) => `${chain}:${address}`),
        methods: EIP155_METHODS,
        events: EIP155_EVENTS,
      }
    },
    /** The chain to emit an event on: the current one where the session has it, else the session's first. */
    eventChain(session: SessionTypes.Struct) {
      const chains = session.namespaces.eip155?.chains ?? []
      return chains.includes(`eip155:${currentChain}`)
        ? `eip155:${currentChain}`
        : (chains[0] ?? `eip155:${currentChain}`)
    },
    async switchChain(id: number, topic?: string) {
      const chain = chainToApprove(id)
      currentChain = id
      for (const session of targetSessions(topic)) {
        const namespace = session.namespaces.eip155
        if (!namespace) continue
        if (!namespace.chains?.includes(chain)) {
          const { acknowledged } = await client.update({
            topic: session.topic,
            namespaces: {
              ...session.namespaces,
              eip155: {
                ...namespace,
                chains: [...(namespace.chains ?? []), chain],
                accounts: [...namespace.accounts, `${chain}:${address}`],
              },
            },
          })
          await acknowledged()
        }
        await client.emit({ topic: session.topic, event: { name: 'chainChanged', data: id }, chainId: chain })
      }
    },
  }
}
