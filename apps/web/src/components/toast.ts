import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@tradewind/contract';
import './toast.css';

type Kind = 'success' | 'fail' | 'info' | 'loading';

/**
 * `above`: the control the message is about (a bar at the foot of the screen). The message then sits just above
 * it, by the finger that tapped, instead of in the middle over the content the buyer is looking at.
 */
export interface ToastPlace {
  above?: Element | null;
}

/** A way on from the message ("View bag"): a real button in the toast, which then stays long enough to tap. */
export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface ToastOptions extends ToastPlace {
  action?: ToastAction;
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
function show(message: string, kind: Kind, place: ToastOptions = {}): () => void {
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
  if (place.action) addAction(box, place.action);
  document.body.append(element);
  const duration = place.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;
  // A loading toast stays, and holds taps on the screen behind it, until it is closed.
  const entry = { element, timer: kind === 'loading' ? null : setTimeout(hide, duration) };
  current = entry;
  if (place.action) holdWhileUsed(entry, duration);
  return () => {
    if (current === entry) hide();
  };
}

function addAction(box: HTMLElement, action: ToastAction) {
  box.classList.add('tw-toast__box--action');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'tw-toast__action';
  button.textContent = action.label;
  button.addEventListener('click', () => {
    hide();
    action.onPress();
  });
  box.append(button);
}

/** While a finger, the pointer or the focus is on the toast it stays; it goes `duration` after they leave. */
function holdWhileUsed(entry: NonNullable<typeof current>, duration: number) {
  const hold = () => {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
  };
  const release = () => {
    hold();
    if (current === entry) entry.timer = setTimeout(hide, duration);
  };
  for (const name of ['pointerenter', 'focusin'] as const) entry.element.addEventListener(name, hold);
  for (const name of ['pointerleave', 'focusout'] as const) entry.element.addEventListener(name, release);
}

/**
 * docs/product.md §9: toasts last 1200 ms, one with an action 5000 ms and while in use; a loading toast stays until
 * its close function is called.
 */
export const toast = {
  success: (message: string, options?: ToastOptions): void => void show(message, 'success', options),
  error: (message: string): void => void show(message, 'fail'),
  info: (message: string, place?: ToastPlace): void => void show(message, 'info', place),
  loading: (message: string): (() => void) => show(message, 'loading'),
};

/** Takes any toast off the screen (tests between cases). */
export const clearToasts = hide;
