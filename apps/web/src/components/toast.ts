import { TOAST_DURATION_MS } from '@tradewind/contract';
import './toast.css';

type Kind = 'success' | 'fail' | 'info' | 'loading';

let current: { element: HTMLElement; timer: ReturnType<typeof setTimeout> | null } | null = null;

function hide() {
  if (!current) return;
  if (current.timer) clearTimeout(current.timer);
  current.element.remove();
  current = null;
}

/**
 * One message at a time in the middle of the screen, as antd-mobile's Toast showed it, without bringing its
 * animation library onto the first screen. Errors are announced at once (role alert), the rest politely.
 */
function show(message: string, kind: Kind): () => void {
  hide();
  const element = document.createElement('div');
  element.className = `tw-toast tw-toast--${kind}`;
  element.setAttribute('role', kind === 'fail' ? 'alert' : 'status');
  const box = document.createElement('div');
  box.className = 'tw-toast__box';
  if (kind !== 'info') {
    const icon = document.createElement('span');
    icon.className = 'tw-toast__icon';
    icon.setAttribute('aria-hidden', 'true');
    box.append(icon);
  }
  const text = document.createElement('span');
  text.textContent = message;
  box.append(text);
  element.append(box);
  document.body.append(element);
  // A loading toast stays, and holds taps on the screen behind it, until it is closed.
  const entry = { element, timer: kind === 'loading' ? null : setTimeout(hide, TOAST_DURATION_MS) };
  current = entry;
  return () => {
    if (current === entry) hide();
  };
}

/** SPEC §9: toasts last 1200 ms; a loading toast stays until its close function is called. */
export const toast = {
  success: (message: string): void => void show(message, 'success'),
  error: (message: string): void => void show(message, 'fail'),
  info: (message: string): void => void show(message, 'info'),
  loading: (message: string): (() => void) => show(message, 'loading'),
};

/** Takes any toast off the screen (tests between cases). */
export const clearToasts = hide;
