import { isHex, numberToHex } from 'viem'
import type { AnswerContext, MethodAnswers } from './answerContext.js'
import { unknownChain } from './providerErrors.js'
import { invalidParams } from './transactions.js'

const chainIdParam = (params: unknown): number => {
  const value = (Array.isArray(params) ? params[0] : undefined) as { chainId?: unknown } | undefined
  if (typeof value?.chainId !== 'string' || !isHex(value.chainId)) {
    throw invalidParams('expected [{ chainId: 0x… }]')
  }
  return Number(value.chainId)
}

/** The current chain, switching (at once, or after approval with `confirmSwitch`) and adding chains. */
export function chainAnswers({ config, state, needsApproval }: AnswerContext): MethodAnswers {
  return {
    eth_chainId: () => numberToHex(state.chainId),
    net_version: () => String(state.chainId),
    wallet_switchEthereumChain: (entry) => {
      const id = chainIdParam(entry.params)
      if (!state.chains.has(id)) throw unknownChain(id)
      if (!config.confirmSwitch || id === state.chainId) {
        state.setChain(id)
        return null
      }
      return needsApproval(entry, async () => {
        state.setChain(id)
        return null
      })
    },
    wallet_addEthereumChain: (entry, list) => {
      const id = chainIdParam(entry.params)
      const rpcUrls = (list[0] as { rpcUrls?: unknown }).rpcUrls
      const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find((url) => typeof url === 'string') : undefined
      if (typeof rpcUrl !== 'string' && !state.chains.has(id))
        throw invalidParams('expected rpcUrls: [url, …]')
      // Like MetaMask: add (or keep) the chain, then switch to it, all in one approval.
      return needsApproval(entry, async () => {
        state.addChain(id, rpcUrl)
        return null
      })
    },
  }
}
