/**
 * antd-mobile's Form.Item shows a field's error under it but tells assistive technology nothing: its Input drops
 * `aria-invalid` and `aria-describedby`, so a screen reader on the field hears its label and not what is wrong.
 * This links each error to its field, for every form on the page: the field is marked invalid and described by
 * its error while the error shows, and given back its own description when it goes.
 */
const ITEM = '.adm-form-item';
const ERROR = '.adm-form-item-feedback-error';
const FIELD = 'input:not([type="hidden"]), textarea, [role="spinbutton"], [role="combobox"]';
/** Fields this module marked: a field that marks itself (the payment-code form) is left alone. */
const LINKED = 'data-error-linked';
const ID_PREFIX = 'field-error-';

let nextId = 0;

const ownDescription = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && !id.startsWith(ID_PREFIX))
    .join(' ');

function link(item: HTMLElement) {
  const field = item.querySelector<HTMLElement>(FIELD);
  if (!field) return;
  const error = item.querySelector<HTMLElement>(ERROR);
  const linked = field.hasAttribute(LINKED);
  if (error) {
    if (!linked && field.getAttribute('aria-invalid') === 'true') return;
    if (!error.id) error.id = `${ID_PREFIX}${(nextId += 1)}`;
    const described = [ownDescription(field), error.id].filter(Boolean).join(' ');
    if (field.getAttribute('aria-describedby') !== described) field.setAttribute('aria-describedby', described);
    if (!linked) field.setAttribute(LINKED, '');
    if (field.getAttribute('aria-invalid') !== 'true') field.setAttribute('aria-invalid', 'true');
  } else if (linked) {
    const own = ownDescription(field);
    if (own) field.setAttribute('aria-describedby', own);
    else field.removeAttribute('aria-describedby');
    field.removeAttribute('aria-invalid');
    field.removeAttribute(LINKED);
  }
}

/** Keeps every form item under `root` linked as errors come and go; returns the way to stop. */
export function linkFieldErrors(root: HTMLElement): () => void {
  const sync = () => root.querySelectorAll<HTMLElement>(ITEM).forEach(link);
  sync();
  // Only the subtree changes matter; the attributes this sets do not wake it (attributes are not watched).
  const observer = new MutationObserver(sync);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
