import { getAddress, isAddress } from 'viem'
import type { ActivityTransaction, ActivityTransfer } from '../../data/accountTypes.js'
import { TRANSFER_DISPLAY_DECIMALS } from '../../data/constants.js'
import { formatDecimal } from '../../data/formatDecimal.js'
import { truncateAddress } from '../../wallets/address.js'
import { formatActivityTime } from './formatActivityTime.js'
import { TokenIcon } from './TokenIcon.js'

const TITLES: Record<ActivityTransaction['operationType'], string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  deploy: 'Deployed',
  execute: 'Executed',
}

/** One transaction: what it was and with whom (4 + 6 characters, SPEC §5), what moved, and when. */
export function ActivityRow({ transaction, now }: { transaction: ActivityTransaction; now: number }) {
  const shown = transaction.transfers.filter((transfer) => !transfer.isSpam)
  const first = shown[0]
  const counterparty = counterpartyText(transaction, first)
  const title = `${TITLES[transaction.operationType]}${transaction.status === 'failed' ? ' (failed)' : ''}`
  return (
    <li className="flex items-center gap-3 rounded-control px-2 py-2.5">
      <TokenIcon symbol={first?.symbol ?? TITLES[transaction.operationType]} iconUrl={first?.iconUrl} />
      {/* What and with whom on the left, what moved and when on the right: each line fits a 360 px row. */}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-sm">{title}</p>
        {counterparty ? <p className="truncate text-muted text-xs">{counterparty}</p> : null}
      </div>
      <div className="flex min-w-0 max-w-[50%] shrink-0 flex-col items-end">
        <p className="max-w-full truncate text-sm tabular-nums">{shown.map(transferText).join(', ')}</p>
        <time
          dateTime={new Date(transaction.minedAt).toISOString()}
          className="text-muted text-xs tabular-nums"
        >
          {formatActivityTime(transaction.minedAt, now)}
        </time>
      </div>
    </li>
  )
}

/** Whom the transaction was with: the first transfer's other side; a mint's minter; a call's contract. */
function counterpartyText(transaction: ActivityTransaction, first: ActivityTransfer | undefined): string {
  const incoming = transaction.operationType === 'receive' || transaction.operationType === 'mint'
  const other =
    transaction.operationType === 'mint'
      ? transaction.sentFrom
      : (first?.counterparty ?? (incoming ? transaction.sentFrom : transaction.sentTo))
  if (other === '') return ''
  return `${incoming ? 'from' : 'to'} ${truncateAddress(isAddress(other) ? getAddress(other) : other)}`
}

function transferText(transfer: ActivityTransfer): string {
  if (transfer.kind === 'nft')
    return transfer.quantity === undefined ? transfer.symbol : `${transfer.quantity} × ${transfer.symbol}`
  if (transfer.quantity === undefined) return transfer.symbol
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  return `${sign}${formatDecimal(transfer.quantity, TRANSFER_DISPLAY_DECIMALS)} ${transfer.symbol}`
}
