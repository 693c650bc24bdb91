// SPEC §5's send validation, verbatim where SPEC gives the words; ours where it does not.
export const AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required'
export const TOKEN_REQUIRED = 'A token is required'
export const UNSUPPORTED_CHAIN = 'Unsupported chain'
export const INVALID_ADDRESS = 'Invalid address'
export const ZERO_DECIMALS = 'Tokens with 0 decimals cannot be sent'
