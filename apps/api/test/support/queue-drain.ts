import type { Platform } from '../../src/platform';

/**
 * Waits until the named queues (every queue when none is named) hold no due job and none running: what
 * a test that asserts an absence (no second mail, no charge) waits for instead of a sleep. Throws after
 * `timeoutMs` with what is left.
 */
export async function drainQueues(platform: Pick<Platform, 'queue'>, names?: readonly string[], timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = (await platform.queue.sizes()).filter((size) => (!names || names.includes(size.queue)) && size.waiting + size.active > 0);
    if (busy.length === 0) return;
    if (Date.now() > deadline) throw new Error(`queues still busy: ${busy.map((size) => `${size.queue} (${size.waiting} waiting, ${size.active} running)`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until every mail posted so far has been delivered (or failed for good). */
export function drainMailQueue(platform: Pick<Platform, 'queue' | 'mailQueue'>, timeoutMs?: number): Promise<void> {
  return drainQueues(platform, [platform.mailQueue.name], timeoutMs);
}
