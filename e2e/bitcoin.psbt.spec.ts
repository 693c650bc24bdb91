import { expect, test } from '@playwright/test'
import {
  ADDRESS,
  answerBitcoinWallet,
  BITCOIN_LAYOUTS,
  begin,
  bitcoinOutcome,
  connectBitcoinThroughModal,
  MODAL_WALLET,
  openBitcoinDapp,
  PUBLIC_KEY,
  regtestNetwork,
} from './wallet/bitcoinFixtures.js'
import { hasValidP2wpkhSignature, unsignedP2wpkhSpend } from './wallet/bitcoinPsbt.js'

/** A PSBT spending a P2WPKH output of the test key (a fake prevout: the signature is what is checked). */
const UNSIGNED = unsignedP2wpkhSpend(PUBLIC_KEY, ADDRESS)

for (const [layout, modalUrl] of BITCOIN_LAYOUTS) {
  test.describe(`Bitcoin PSBT signing, ${layout}`, () => {
    test('default: bitcoin:signTransaction through the modal’s wallet returns the PSBT with its input signed by the connected key', async ({
      page,
    }) => {
      await openBitcoinDapp(page, modalUrl(), [regtestNetwork()])
      await connectBitcoinThroughModal(page)
      expect(hasValidP2wpkhSignature(UNSIGNED, PUBLIC_KEY)).toBe(false)
      await begin(page, 'signTransaction', MODAL_WALLET, Array.from(UNSIGNED), [
        { address: ADDRESS, signingIndexes: [0] },
      ])
      await answerBitcoinWallet(page, 'bitcoin:signTransaction')
      const { result } = (await bitcoinOutcome(page)) as { result: { signedPsbt: number[] } }
      expect(hasValidP2wpkhSignature(Uint8Array.from(result.signedPsbt), PUBLIC_KEY)).toBe(true)
    })

    test('error: the user declines bitcoin:signTransaction in their wallet: the dapp gets 4001', async ({
      page,
    }) => {
      await openBitcoinDapp(page, modalUrl(), [regtestNetwork()])
      await connectBitcoinThroughModal(page)
      await begin(page, 'signTransaction', MODAL_WALLET, Array.from(UNSIGNED), [
        { address: ADDRESS, signingIndexes: [0] },
      ])
      await answerBitcoinWallet(page, 'bitcoin:signTransaction', false)
      expect(await bitcoinOutcome(page)).toMatchObject({ code: 4001 })
    })
  })
}
