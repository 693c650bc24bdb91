/** CAIP-2 (CAIP-4) references: the first 32 hex characters of each chain's genesis block hash. */
export const BITCOIN_MAINNET_ID = '000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_ID = '000000000933ea01ad0ee984209779ba'
export const BITCOIN_REGTEST_ID = '0f9188f13cb7b2c71f2a335e3a4fc328'
