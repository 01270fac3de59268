/** Safari has no requestIdleCallback: a short timer stands in for the idle moment. */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `task` when the page is idle, at the latest after `timeout` ms (work that may wait until the
 * screen has been drawn, such as loading code ahead of its use). Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
