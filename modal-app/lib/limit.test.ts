import { describe, expect, test } from 'vitest'
import { createLimit } from './limit.js'

/** A task that stays running until `release()`. */
function deferred() {
  let release!: () => void
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  return { done, release }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createLimit', () => {
  test('default: never more than `max` tasks at once, and every task runs', async () => {
    const limit = createLimit(4)
    let running = 0
    let highest = 0
    const tasks = Array.from({ length: 20 }, (_, index) =>
      limit(async () => {
        running++
        highest = Math.max(highest, running)
        await new Promise((resolve) => setTimeout(resolve, (index * 7) % 5))
        running--
        return index
      }),
    )
    await expect(Promise.all(tasks)).resolves.toEqual(Array.from({ length: 20 }, (_, index) => index))
    expect(highest).toBe(4)
  })

  test('behavior: waiting tasks start in order as slots free up, a failed task frees its slot too', async () => {
    const limit = createLimit(2)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const results = gates.map((gate, index) =>
      limit(async () => {
        started.push(index)
        await gate.done
        if (index === 0) throw new Error('failed')
        return index
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    gates[0]!.release()
    await expect(results[0]).rejects.toThrow('failed')
    await tick()
    expect(started).toEqual([0, 1, 2])
    // A caller arriving while the slot passes to the next waiting task waits its turn.
    const late = limit(async () => {
      started.push(4)
    })
    gates[1]!.release()
    await tick()
    expect(started).toEqual([0, 1, 2, 3])
    gates[2]!.release()
    gates[3]!.release()
    await Promise.all([...results.slice(1), late])
    expect(started).toEqual([0, 1, 2, 3, 4])
  })
})
