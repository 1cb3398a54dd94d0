/**
 * A new version of the app that has installed and waits for the buyer's tap (decision 027): the Update prompt
 * shows while it is here. A plain store, so the prompt in the first screen's code needs none of the worker code.
 */
type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

export const updateStore = {
  get: (): ServiceWorker | null => waiting,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(worker: ServiceWorker | null): void {
    waiting = worker;
    listeners.forEach((listener) => listener());
  },
};

/** Takes the waiting version: it activates, then the page reloads onto it (its HTML and files are the new build). */
export function applyUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
