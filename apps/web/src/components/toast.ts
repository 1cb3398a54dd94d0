import { TOAST_DURATION_MS } from '@tradewind/contract';
import './toast.css';

type Kind = 'success' | 'fail' | 'info' | 'loading';

/**
 * `above`: the control the message is about (a bar at the foot of the screen). The message then sits just above
 * it, by the finger that tapped, instead of in the middle over the content the buyer is looking at.
 */
export interface ToastPlace {
  above?: Element | null;
}

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
function show(message: string, kind: Kind, place: ToastPlace = {}): () => void {
  hide();
  const element = document.createElement('div');
  element.className = `tw-toast tw-toast--${kind}`;
  if (place.above) {
    element.classList.add('tw-toast--above');
    const gap = window.innerHeight - place.above.getBoundingClientRect().top;
    element.style.setProperty('--tw-toast-bottom', `${Math.max(gap, 0) + 12}px`);
  }
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

/** docs/product.md §9: toasts last 1200 ms; a loading toast stays until its close function is called. */
export const toast = {
  success: (message: string): void => void show(message, 'success'),
  error: (message: string): void => void show(message, 'fail'),
  info: (message: string, place?: ToastPlace): void => void show(message, 'info', place),
  loading: (message: string): (() => void) => show(message, 'loading'),
};

/** Takes any toast off the screen (tests between cases). */
export const clearToasts = hide;
