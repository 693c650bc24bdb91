import type { ComponentType } from 'react'
import type { ViewName } from '../../shared/protocol.js'
import { Account } from './Account/Account.js'
import { AllWallets } from './AllWallets/AllWallets.js'
import { Connect } from './Connect/Connect.js'
import { ConnectingExternal } from './ConnectingExternal/ConnectingExternal.js'
import { ConnectingWalletConnect } from './ConnectingWalletConnect/ConnectingWalletConnect.js'
import { Networks } from './Networks/Networks.js'
import { SIWXSignMessage } from './SIWXSignMessage/SIWXSignMessage.js'
import { UnsupportedChain } from './UnsupportedChain/UnsupportedChain.js'

export const VIEW_COMPONENTS: Partial<Record<ViewName, ComponentType>> = {
  Connect,
  Account,
  AllWallets,
  ConnectingExternal,
  ConnectingWalletConnect,
  // Basic mode (SPEC §2's opening rule for manual control): the same pairing, without a chosen wallet.
  ConnectingWalletConnectBasic: ConnectingWalletConnect,
  Networks,
  SIWXSignMessage,
  UnsupportedChain,
}

/** Views that can be shown; the bridge refuses to open any other. */
export const AVAILABLE_VIEWS: readonly ViewName[] = Object.keys(VIEW_COMPONENTS) as ViewName[]
