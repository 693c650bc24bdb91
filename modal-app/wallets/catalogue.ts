// Over 250 lines by content, not by concern: one data table, an entry per built-in wallet.
import type { WalletRecord } from './types.js'

// CAIP-2 ids of the networks the catalogue names. A wallet's `chains` lists those it is known to support; the
// lists are not exhaustive (most EVM wallets also add custom networks), they drive SPEC §5's chain filter.
const ETHEREUM = 'eip155:1'
const OPTIMISM = 'eip155:10'
const BSC = 'eip155:56'
const POLYGON = 'eip155:137'
const BASE = 'eip155:8453'
const ARBITRUM = 'eip155:42161'
const AVALANCHE = 'eip155:43114'
const RONIN = 'eip155:2020'
const CELO = 'eip155:42220'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const COSMOS_HUB = 'cosmos:cosmoshub-4'

const EVM = [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE]

/**
 * The built-in catalogue (issue 5): shipped with the modal so that nothing needs the network, used when no project
 * id is set and when the wallet directory fails. Ids are the WalletConnect explorer ids, so `featuredWalletIds` and
 * friends mean the same wallets with and without the directory. rdns and links are given only where known; no
 * brand images are shipped, wallets are drawn as monograms (ui/WalletImage).
 */
export const CATALOGUE: readonly WalletRecord[] = deepFreeze([
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    chains: [...EVM],
    mobile_link: 'metamask://',
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: [...EVM, SOLANA, BITCOIN, COSMOS_HUB],
    mobile_link: 'trust://',
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    chains: [...EVM, SOLANA],
    mobile_link: 'cbwallet://',
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, AVALANCHE, BSC],
    mobile_link: 'rainbow://',
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    chains: [SOLANA, ETHEREUM, BASE, POLYGON, BITCOIN],
    mobile_link: 'phantom://',
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'okex://main',
  },
  {
    id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
    chains: [...EVM],
  },
  {
    id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    name: 'Uniswap Wallet',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE],
    mobile_link: 'uniswap://',
  },
  {
    id: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662',
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'bitkeep://',
  },
  {
    id: '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4',
    name: 'Binance Wallet',
    rdns: 'com.binance.wallet',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'bnc://app.binance.com/cedefi/',
    webapp_link: 'https://www.binance.com/en/web3wallet',
  },
  {
    id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    name: 'Ledger Live',
    chains: [...EVM, SOLANA, BITCOIN, COSMOS_HUB],
    mobile_link: 'ledgerlive://',
    desktop_link: 'ledgerlive://',
  },
  {
    id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    name: 'Safe',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE, CELO],
    mobile_link: 'safe://',
    webapp_link: 'https://app.safe.global/',
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    chains: [...EVM, SOLANA],
    mobile_link: 'zerion://',
    desktop_link: 'zerion://',
    webapp_link: 'https://wallet.zerion.io',
  },
  {
    id: '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150',
    name: 'SafePal',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'safepalwallet://',
  },
  {
    id: '15c8b91ade1a4e58f3ce4e7a0dd7f42b47db0c8df7e0d84f63eb39bcb96c4e0f',
    name: 'Bybit Wallet',
    chains: [...EVM, SOLANA],
  },
  {
    id: '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66',
    name: 'TokenPocket',
    rdns: 'pro.tokenpocket',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'tpoutside://',
  },
  {
    id: 'c286eebc742a537cd1d6818363e9dc53b21759a1e8e5d9b263d0c03ec7703576',
    name: '1inch Wallet',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE, SOLANA],
  },
  {
    id: 'f2436c67184f158d1beda5df53298ee84abfc367581e4505134b5bcf5f46697d',
    name: 'Crypto.com Onchain',
    rdns: 'com.crypto.wallet',
    chains: [ETHEREUM, BSC, POLYGON, ARBITRUM, BASE, SOLANA, BITCOIN, COSMOS_HUB],
    mobile_link: 'dfw://',
  },
  {
    id: 'ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef',
    name: 'imToken',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, ARBITRUM, BITCOIN, COSMOS_HUB],
    mobile_link: 'imtokenv2://',
  },
  {
    id: '18450873727504ae9315a084fa7624b5297d2fe5880f0982979c17345a138277',
    name: 'Kraken Wallet',
    chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN],
  },
  {
    id: '8837dd9413b1d9b585ee937d27a816590248386d9dbf59f5cd3422dbbb65683e',
    name: 'Robinhood Wallet',
    chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN],
  },
  {
    id: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4',
    name: 'Exodus',
    rdns: 'com.exodus.web3',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'exodus://',
  },
  {
    id: 'bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6',
    name: 'Argent',
    chains: [ETHEREUM],
    mobile_link: 'https://www.argent.xyz/app',
  },
  {
    id: '541d5dcd4ede02f3afaf75bf8e3e4c4f1fb09edb5fa6c4377ebf31c2785d9adf',
    name: 'Ronin Wallet',
    rdns: 'com.roninchain.wallet',
    chains: [RONIN, ETHEREUM],
    mobile_link: 'roninwallet://',
  },
  {
    id: '1aedbcfc1f31aade56ca34c38b0a1607b41cccfa3de93c946ef3b4ba2dfab11c',
    name: 'OneKey',
    rdns: 'so.onekey.app.wallet',
    chains: [...EVM, SOLANA, BITCOIN, COSMOS_HUB],
    mobile_link: 'onekey-wallet://',
    desktop_link: 'onekey-wallet://',
    webapp_link: 'https://app.onekey.so/wc/connect',
  },
  {
    id: '163d2cf19babf05eb8962e9748f9ebe613ed52ebf9c8107c9a0f104bfcf161b3',
    name: 'Brave Wallet',
    rdns: 'com.brave.wallet',
    chains: [...EVM, SOLANA],
  },
  {
    id: '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0',
    name: 'Backpack',
    rdns: 'app.backpack',
    chains: [SOLANA, ETHEREUM, ARBITRUM, BASE, POLYGON],
  },
  {
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    name: 'Solflare',
    chains: [SOLANA],
  },
  {
    id: '0ef262ca2a56b88d179c93a21383fee4e135bd7bc6680e5c2356ff8e38301037',
    name: 'Jupiter',
    chains: [SOLANA],
  },
  {
    id: '8b830a2b724a9c3fbab63af6f55ed29c9dfa8a55e732dc88c80a196a2ba136c6',
    name: 'Magic Eden',
    chains: [SOLANA, BITCOIN, ETHEREUM, BASE, POLYGON, ARBITRUM],
  },
  {
    id: '2a3c89040ac3b723a1972a33a125b1db11e258a6975d3a61252cd64e6ea5ea01',
    name: 'Coin98',
    chains: [...EVM, SOLANA, COSMOS_HUB],
  },
  {
    id: '85db431492aa2e8672e93f4ea7acf10c88b97b867b0d373107af63dc4880f041',
    name: 'Frontier',
    chains: [...EVM, SOLANA],
  },
  {
    id: '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b',
    name: 'Xverse',
    chains: [BITCOIN],
  },
  {
    id: '483afe1df1df63daf313109971ff3ef8356ddf1cc4e45877d205eee0b7893a13',
    name: 'Leather',
    chains: [BITCOIN],
  },
  {
    id: '6b0182d679b72eb2733dec38d9dee70551cc16a6ce5e7a7f4155ffb6f493c521',
    name: 'Trezor Suite',
    chains: [ETHEREUM, POLYGON, BSC, BASE, ARBITRUM, OPTIMISM, SOLANA, BITCOIN],
    mobile_link: 'https://connect.trezor.io/9/deeplink/wc',
    desktop_link: 'trezorsuite://walletconnect',
  },
  {
    id: '107bb20463699c4e614d3a2fb7b961e66f48774cb8f6d6c1aee789853280972c',
    name: 'Bitcoin.com Wallet',
    chains: [ETHEREUM, POLYGON, BSC, AVALANCHE, BITCOIN],
    mobile_link: 'bitcoincom://',
    webapp_link: 'https://wallet.bitcoin.com/',
  },
  {
    id: '84b43e8ddfcd18e5fcb5d21e7277733f9cccef76f7d92c836d0e481db0c70c04',
    name: 'Blockchain.com',
    chains: [ETHEREUM, POLYGON, BSC, BITCOIN],
    mobile_link: 'blockchain-wallet://',
  },
  {
    id: '5864e2ced7c293ed18ac35e0db085c09ed567d67346ccb6f58a0327a75137489',
    name: 'Fireblocks',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'fireblocks-wc://',
    webapp_link: 'https://console.fireblocks.io/v2/',
  },
  {
    id: '9414d5a85c8f4eabc1b5b15ebe0cd399e1a2a9d35643ab0ad22a6e4a32f596f0',
    name: 'Zengo',
    chains: [ETHEREUM, POLYGON, BSC, ARBITRUM, BASE, BITCOIN],
    mobile_link: 'https://get.zengo.com/',
  },
  {
    id: 'f323633c1f67055a45aac84e321af6ffe46322da677ffdd32f9bc1e33bafe29c',
    name: 'Core',
    chains: [AVALANCHE, ETHEREUM, BITCOIN, SOLANA],
  },
  {
    id: 'fe68cea63541aa53ce020de7398968566dfe8f3725663a564cac89490247ed49',
    name: 'Best Wallet',
    chains: [ETHEREUM, BSC, POLYGON, BASE, ARBITRUM, OPTIMISM],
    mobile_link: 'bw://app/connect',
  },
  {
    id: 'd01c7758d741b363e637a817a09bcf579feae4db9f5bb16f599fdd1f66e2f974',
    name: 'Valora',
    chains: [CELO, ETHEREUM, OPTIMISM, BASE, ARBITRUM],
  },
  {
    id: '380efff687c7d2222d62378c588d45d2e0ff40a0fc4d8f778c4d6fbe58cec5ed',
    name: 'Atomic Wallet',
    chains: [ETHEREUM, BSC, POLYGON, AVALANCHE, SOLANA, BITCOIN, COSMOS_HUB],
  },
  {
    id: '6adb6082c909901b9e7189af3a4a0223102cd6f8d5c39e39f3d49acb92b578bb',
    name: 'Keplr',
    chains: [COSMOS_HUB],
  },
])

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) deepFreeze(member)
    Object.freeze(value)
  }
  return value
}
