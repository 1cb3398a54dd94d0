import type { ServiceLog } from './service-log.js';

/** What a background loop needs of the app: its log, and a hook to stop with it; its figures when kept. */
export interface LoopHost {
  log: ServiceLog;
  addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  loops?: LoopFigures;
}

/** Each loop's figures by name, for the metrics (plugins/metrics.ts): an operator sees a loop that stopped keeping up. */
export type LoopFigures = Map<string, LoopFigure>;
export interface LoopFigure {
  intervalMs: number;
  /** When its last pass that did not fail ended (Date.now()), or when the loop started. */
  lastSuccessAt: number;
  lastPassMs: number;
  failures: number;
}

/**
 * Runs `pass` every `intervalMs` in this process, one pass at a time: a tick while one runs joins it. A failed pass
 * is logged with `failure` and the next tick tries again. Closing (SIGTERM) lets the current pass finish before the
 * database closes under it. Answers the tick, to run a pass now (tests, a flush before reading).
 */
export function every(app: LoopHost, intervalMs: number, failure: string, pass: () => Promise<void>, name = failure) {
  let running: Promise<void> | undefined;
  const figure: LoopFigure = { intervalMs, lastSuccessAt: Date.now(), lastPassMs: 0, failures: 0 };
  app.loops?.set(name, figure);
  const run = async () => {
    const start = Date.now();
    try {
      await pass();
      figure.lastSuccessAt = Date.now();
    } catch (error) {
      figure.failures += 1;
      app.log.warn({ err: error }, failure);
    } finally {
      figure.lastPassMs = Date.now() - start;
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
