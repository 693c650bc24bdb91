import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import { FAILED_TO_FETCH_TRANSACTIONS } from '../../texts/messages.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { ActivityIcon } from '../../ui/Icon/viewIcons.js'
import { ActivityRow } from './ActivityRow.js'
import { activityMonths } from './activityMonths.js'
import { activityQueryOptions } from './activityQuery.js'
import { TabError, TabLoading } from './TabStatus.js'
import { useBlockchainApi } from './useBlockchainApi.js'
import { visibleTransactions } from './visibleTransactions.js'

/** The Activity tab: the account's transactions on the network by month, older pages by cursor (SPEC §2, §5). */
export function ActivityTab({ network, address }: { network: NetworkEntry; address: string }) {
  const api = useBlockchainApi()
  const history = useInfiniteQuery(activityQueryOptions({ network, address, api }))
  const months = useMemo(() => {
    const transactions = history.data?.pages.flatMap((page) => page.data) ?? []
    return activityMonths(visibleTransactions(transactions, network.caipNetworkId))
  }, [history.data, network.caipNetworkId])

  if (!rulesOf(network).portfolio)
    return (
      <EmptyState
        headingLevel={3}
        icon={<ActivityIcon />}
        title="Activity unavailable"
        description={`Activity is not available on ${network.name}.`}
      />
    )
  if (history.isPending) return <TabLoading label="Loading activity" />
  if (history.isError && history.data === undefined)
    return (
      <TabError
        title={FAILED_TO_FETCH_TRANSACTIONS}
        description={`Could not read your activity on ${network.name}.`}
        onRetry={() => history.refetch()}
        retrying={history.isFetching}
      />
    )
  if (months.length === 0 && !history.hasNextPage)
    return (
      <EmptyState
        headingLevel={3}
        icon={<ActivityIcon />}
        title="No activity yet"
        description="Your transactions will show up here."
      />
    )
  const now = history.dataUpdatedAt
  return (
    <div className="flex flex-col gap-3 py-2">
      {months.map((month) => (
        <section key={month.title} aria-label={month.title}>
          <h3 className="px-2 pb-1 font-semibold text-muted text-xs">{month.title}</h3>
          <ul className="flex flex-col">
            {month.transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} now={now} />
            ))}
          </ul>
        </section>
      ))}
      {history.isFetchNextPageError ? (
        <p role="alert" className="px-2 text-danger text-sm">
          {FAILED_TO_FETCH_TRANSACTIONS}
        </p>
      ) : null}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {history.isFetchingNextPage ? 'Loading…' : history.isFetchNextPageError ? 'Retry' : 'Load more'}
        </Button>
      ) : null}
    </div>
  )
}
