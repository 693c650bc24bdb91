import { useState } from 'react'
import { useApp } from '../context.js'

/**
 * Whether the modal has been open since this component mounted: Account stays drawn while closed, and what a third
 * party hosts (token icons) is asked for only from the first opening on, never for a modal nobody opened.
 */
export function useOpenedOnce(): boolean {
  const open = useApp((state) => state.open)
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return open || opened
}
