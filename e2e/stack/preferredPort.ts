/**
 * Starts a server on `preferred`, or on a free port (0) when `preferred` is taken, so that `npm start` keeps its
 * well-known ports when it can and still starts beside another copy of itself. Only "in use" falls back: any other
 * failure is thrown.
 */
export async function onPreferredPort<T>(preferred: number, start: (port: number) => Promise<T>): Promise<T> {
  try {
    return await start(preferred)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    if (code !== 'EADDRINUSE' && !/in use/i.test(String(error))) throw error
    return start(0)
  }
}
