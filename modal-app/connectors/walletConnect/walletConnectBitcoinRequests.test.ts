import { describe, expect, test, vi } from 'vitest'
import { answerBitcoinOverWalletConnect } from './walletConnectBitcoinRequests.js'

const ADDRESS = 'bcrt1qwz7wemp8kc7dxcjqkvz2rk7tz5v0v9hw6y7nw0'
const OTHER = 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf6xvl'
const SIGNATURE = Uint8Array.from({ length: 65 }, (_, index) => (index * 7 + 31) % 256)
const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

const signMessage = (message: Uint8Array, pubkey = ADDRESS) => ({
  method: 'bip122_signMessage',
  params: { pubkey, message },
})

describe('answerBitcoinOverWalletConnect', () => {
  test('default: signMessage sends the text for the connected account (ECDSA) and answers the signature’s bytes', async () => {
    const message = new TextEncoder().encode('Sign in to app.example.com')
    const send = vi.fn(async () => ({ address: ADDRESS, signature: hex(SIGNATURE) }))
    const output = await answerBitcoinOverWalletConnect(signMessage(message), ADDRESS, send)
    expect(send).toHaveBeenCalledWith({
      method: 'signMessage',
      params: {
        account: ADDRESS,
        address: ADDRESS,
        message: 'Sign in to app.example.com',
        protocol: 'ecdsa',
      },
    })
    expect(output).toEqual({ signedMessage: message, signature: SIGNATURE })
  })

  test('behavior: a base64 signature (sats-connect wallets) is read as well', async () => {
    const send = vi.fn(async () => ({ address: ADDRESS, signature: base64(SIGNATURE) }))
    const output = await answerBitcoinOverWalletConnect(signMessage(Uint8Array.of(104, 105)), ADDRESS, send)
    expect(output).toMatchObject({ signature: SIGNATURE })
  })

  test('default: signPsbt sends the PSBT in base64 with one signInput per index, never broadcast, and answers its bytes', async () => {
    const psbt = Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 1, 2, 3])
    const signed = Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 9, 9, 9])
    const send = vi.fn(async () => ({ psbt: base64(signed) }))
    const output = await answerBitcoinOverWalletConnect(
      {
        method: 'bip122_signTransaction',
        params: {
          psbt,
          inputsToSign: [{ address: ADDRESS, signingIndexes: [0, 2], sigHash: 0x83 }],
          chain: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        },
      },
      ADDRESS,
      send,
    )
    expect(send).toHaveBeenCalledWith({
      method: 'signPsbt',
      params: {
        account: ADDRESS,
        psbt: base64(psbt),
        signInputs: [
          { address: ADDRESS, index: 0, sighashTypes: [0x83] },
          { address: ADDRESS, index: 2, sighashTypes: [0x83] },
        ],
        broadcast: false,
      },
    })
    expect(output).toEqual({ signedPsbt: signed })
  })

  test('error: another account than the connected one is refused with 4100 before the wallet is asked', async () => {
    const send = vi.fn()
    await expect(
      answerBitcoinOverWalletConnect(signMessage(Uint8Array.of(1), OTHER), ADDRESS, send),
    ).rejects.toMatchObject({ code: 4100, message: `${OTHER} is not the connected Bitcoin account` })
    expect(send).not.toHaveBeenCalled()
  })

  test('error: bytes that are not UTF-8 cannot travel as WalletConnect’s text message: -32602', async () => {
    const send = vi.fn()
    await expect(
      answerBitcoinOverWalletConnect(signMessage(Uint8Array.of(0xff, 0xfe)), ADDRESS, send),
    ).rejects.toMatchObject({ code: -32602 })
    expect(send).not.toHaveBeenCalled()
  })

  test('error: a signature by another address, or one neither hex nor base64, is not passed on', async () => {
    const byOther = vi.fn(async () => ({ address: OTHER, signature: hex(SIGNATURE) }))
    await expect(
      answerBitcoinOverWalletConnect(signMessage(Uint8Array.of(1)), ADDRESS, byOther),
    ).rejects.toMatchObject({
      code: -32603,
      message: `The wallet signed with ${OTHER}, not the connected account`,
    })
    const garbled = vi.fn(async () => ({ address: ADDRESS, signature: 'not a signature!' }))
    await expect(
      answerBitcoinOverWalletConnect(signMessage(Uint8Array.of(1)), ADDRESS, garbled),
    ).rejects.toThrow('The wallet answered a signature that is not base64')
  })

  test('error: params that are not a signing request’s are -32602 before the wallet is asked', async () => {
    const send = vi.fn()
    const params = { psbt: Uint8Array.of(1), inputsToSign: [{ address: ADDRESS, signingIndexes: ['0'] }] }
    await expect(
      answerBitcoinOverWalletConnect({ method: 'bip122_signTransaction', params }, ADDRESS, send),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(
        /^Invalid bip122_signTransaction params: inputsToSign\.0\.signingIndexes\.0 /,
      ),
    })
    expect(send).not.toHaveBeenCalled()
  })
})
