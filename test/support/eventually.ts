// Waits for a value to satisfy a condition, polling: for things that happen asynchronously
// (projections, pushes, page updates). Fails with the last value seen.
export async function eventually<T>(
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  { timeoutMs = 10_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)}${lastError ? `; last error: ${String(lastError)}` : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
