import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The onramp part of the local Blockchain API (SPEC §7), on the contract the modal is built against:
 * - `GET /v1/onramp/options` → `{ paymentCurrencies: [{ id, payment_method_limits: [{ id, min, max }] }],
 *   purchaseCurrencies: [{ id, name, symbol, networks: [{ name, display_name, chain_id, contract_address }] }] }`:
 *   USD and EUR with limits of their own (not SPEC's fallback ones, so tests tell them apart), and the native token
 *   of every eip155 chain the API supports;
 * - `POST /v1/onramp/quote` with `{ purchaseCurrency, paymentCurrency, amount, network }` → `{ purchaseAmount,
 *   paymentSubtotal, paymentTotal, networkFee, coinbaseFee, quoteId }`, priced from the API's USD prices (EUR at par):
 *   a 1.5% provider fee and a 0.50 network fee come out of the amount;
 * - `POST /v1/generators/onrampurl` with `{ destinationWallets, defaultNetwork, partnerUserId, defaultExperience,
 *   presetCryptoAmount?, presetFiatAmount? }` → `{ url }`: a page of this server, `/onramp-provider`, that shows the
 *   address and amount it was given (the test browser resolves no other host).
 * Bad bodies get 400. The project id `e2e-onramp-down` gets 503 from options and quote (the URL still works);
 * `e2e-onramp-hostile` gets a `javascript:` URL, as a hostile or broken API could answer.
 */
export const ONRAMP_DOWN_PROJECT_ID = 'e2e-onramp-down'
export const ONRAMP_HOSTILE_PROJECT_ID = 'e2e-onramp-hostile'

/** The local provider's limits (SPEC's fallback has card 10.00 to 7500.00). */
const ONRAMP_LIMITS = {
  USD: [
    { id: 'CARD', min: '20.00', max: '1000.00' },
    { id: 'APPLE_PAY', min: '20.00', max: '500.00' },
  ],
  EUR: [{ id: 'CARD', min: '20.00', max: '900.00' }],
}
const PROVIDER_FEE = 0.015
const NETWORK_FEE_CENTS = 50

type Send = (response: ServerResponse, status: number, body: unknown) => void

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max
const textList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => isText(item))

function options(supportedChains: readonly string[]) {
  const evm = supportedChains
    .filter((chain) => chain.startsWith('eip155:'))
    .map((chain) => chain.split(':')[1]!)
  return {
    paymentCurrencies: Object.entries(ONRAMP_LIMITS).map(([id, limits]) => ({
      id,
      payment_method_limits: limits,
    })),
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: evm.map((chainId) => ({
          name: chainId === '1' ? 'ethereum' : `chain-${chainId}`,
          display_name: chainId === '1' ? 'Ethereum' : `Chain ${chainId}`,
          chain_id: chainId,
          contract_address: '',
        })),
      },
    ],
  }
}

/** Answers an onramp call of the local Blockchain API; false when `path` is not one. */
export async function answerOnramp(
  request: IncomingMessage,
  response: ServerResponse,
  context: {
    path: string
    projectId: string
    supportedChains: readonly string[]
    prices: Record<string, number>
    readJson(): Promise<unknown>
    send: Send
  },
): Promise<boolean> {
  const { path, projectId, send } = context
  const post = request.method === 'POST'
  if (path === '/v1/onramp/options' && !post) {
    if (projectId === ONRAMP_DOWN_PROJECT_ID) send(response, 503, { error: 'unavailable' })
    else send(response, 200, options(context.supportedChains))
    return true
  }
  if (path === '/v1/onramp/quote' && post) {
    if (projectId === ONRAMP_DOWN_PROJECT_ID) {
      send(response, 503, { error: 'unavailable' })
      return true
    }
    const body = (await context.readJson()) as Record<string, unknown> | null
    const limits = ONRAMP_LIMITS[body?.paymentCurrency as keyof typeof ONRAMP_LIMITS]
    const price = context.prices[String(body?.purchaseCurrency)]
    const amount = String(body?.amount ?? '')
    if (
      limits === undefined ||
      price === undefined ||
      !isText(body?.network) ||
      !/^\d+(\.\d{1,2})?$/.test(amount)
    ) {
      send(response, 400, { error: 'purchaseCurrency, paymentCurrency, amount and network are required' })
      return true
    }
    const currency = String(body?.paymentCurrency)
    const cents = Math.round(Number(amount) * 100)
    const feeCents = Math.round(cents * PROVIDER_FEE)
    const subtotal = cents - feeCents - NETWORK_FEE_CENTS
    const money = (value: number) => ({ amount: (value / 100).toFixed(2), currency })
    send(response, 200, {
      purchaseAmount: {
        amount: (subtotal / 100 / price).toFixed(6),
        currency: String(body?.purchaseCurrency),
      },
      paymentSubtotal: money(subtotal),
      paymentTotal: money(cents),
      networkFee: money(NETWORK_FEE_CENTS),
      coinbaseFee: money(feeCents),
      quoteId: `local-${Date.now()}`,
    })
    return true
  }
  if (path === '/v1/generators/onrampurl' && post) {
    const body = (await context.readJson()) as Record<string, unknown> | null
    const wallets = body?.destinationWallets
    const wallet =
      Array.isArray(wallets) && wallets.length === 1 ? (wallets[0] as Record<string, unknown>) : undefined
    const fiat = body?.presetFiatAmount
    if (
      wallet === undefined ||
      !isText(wallet.address) ||
      !textList(wallet.blockchains) ||
      !textList(wallet.assets) ||
      !isText(body?.defaultNetwork) ||
      !isText(body?.partnerUserId, 50) ||
      !['buy', 'send'].includes(String(body?.defaultExperience)) ||
      (fiat !== undefined && (typeof fiat !== 'number' || !(fiat > 0)))
    ) {
      send(response, 400, {
        error: 'destinationWallets, defaultNetwork, partnerUserId and defaultExperience are required',
      })
      return true
    }
    if (projectId === ONRAMP_HOSTILE_PROJECT_ID) {
      send(response, 200, { url: 'javascript:alert(document.domain)' })
      return true
    }
    const page = new URL(`http://${request.headers.host}/onramp-provider`)
    page.searchParams.set('address', wallet.address)
    page.searchParams.set('network', String(body?.defaultNetwork))
    page.searchParams.set('asset', String((wallet.assets as string[])[0]))
    if (fiat !== undefined) page.searchParams.set('amount', String(fiat))
    send(response, 200, { url: page.href })
    return true
  }
  return false
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The local provider's page: what it was asked to sell, to whom. */
export function onrampProviderPage(response: ServerResponse, query: Record<string, string>) {
  const field = (label: string, key: string) =>
    `<dt>${label}</dt><dd data-field="${key}">${escapeHtml(query[key] ?? '')}</dd>`
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  response.end(
    `<!doctype html><html lang="en"><title>Local onramp</title><h1>Local onramp</h1><dl>${field('Address', 'address')}${field('Amount', 'amount')}${field('Asset', 'asset')}${field('Network', 'network')}</dl></html>`,
  )
}
