/** The test WalletConnect wallet's items waiting for the test (proposals, requests). */

/** Items waiting for the test, oldest first; `next()` peeks (now or on arrival), `take()` removes. */
export class Inbox<T extends { id: number }> {
  private readonly items: T[] = []
  private readonly waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = []

  add(item: T): void {
    this.items.push(item)
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(item)) continue
      this.waiters.splice(this.waiters.indexOf(waiter), 1)
      waiter.resolve(item)
    }
  }

  next(match: (item: T) => boolean = () => true): Promise<T> {
    const waiting = this.items.find(match)
    if (waiting) return Promise.resolve(waiting)
    return new Promise((resolve) => this.waiters.push({ match, resolve }))
  }

  take(id: number | undefined, what: string): T {
    const index = id === undefined ? 0 : this.items.findIndex((item) => item.id === id)
    const item = this.items[index]
    if (index < 0 || !item) {
      throw new Error(`wallet: no pending ${what}${id === undefined ? '' : ` with id ${id}`}`)
    }
    this.items.splice(index, 1)
    return item
  }

  drop(match: (item: T) => boolean): void {
    for (let index = this.items.length - 1; index >= 0; index--) {
      if (match(this.items[index]!)) this.items.splice(index, 1)
    }
  }

  get all(): readonly T[] {
    return this.items
  }
}
