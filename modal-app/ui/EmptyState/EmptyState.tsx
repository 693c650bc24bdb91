import type { ReactNode } from 'react'

export function EmptyState(props: {
  icon: ReactNode
  title: string
  description: string
  action?: ReactNode
  /** Heading level for the title, so it fits the surrounding outline. */
  headingLevel?: 2 | 3
}) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div className="flex flex-col items-center px-6 py-8 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-surface text-muted">
        {props.icon}
      </div>
      <Heading className="font-semibold text-base">{props.title}</Heading>
      <p className="mt-1 max-w-[17rem] text-muted text-sm">{props.description}</p>
      {props.action === undefined ? null : <div className="mt-5">{props.action}</div>}
    </div>
  )
}
