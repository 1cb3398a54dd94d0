import type { ServiceLog } from './service-log.js';

/** What a background loop needs of the app: its log, and a hook to stop with it. */
export interface LoopHost {
  log: ServiceLog;
  addHook(name: 'onClose', hook: () => Promise<void>): unknown;
}

/**
 * Runs `pass` every `intervalMs` in this process, one pass at a time: a tick while one runs joins it. A failed pass
 * is logged with `failure` and the next tick tries again. Closing (SIGTERM) lets the current pass finish before the
 * database closes under it. Answers the tick, to run a pass now (tests, a flush before reading).
 */
export function every(app: LoopHost, intervalMs: number, failure: string, pass: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      await pass();
    } catch (error) {
      app.log.warn({ err: error }, failure);
    } finally {
      running = undefined;
    }
  };
  const tick = () => (running ??= run());
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return tick;
}
