/**
 * A concurrency limit: `limit(task)` runs `task` when fewer than `max` tasks of this limiter are running, else
 * once one of them has settled (in the order they were asked for). A slot passes straight from a settled task to
 * the next waiting one, so that a caller arriving in between cannot take it too.
 */
export function createLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    if (running < max) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
