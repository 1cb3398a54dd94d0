import type { TextTree } from '../store';

/** The tr translation files, each its own chunk: this list loads only once tr is chosen. */
export default import.meta.glob<TextTree>('../locales/tr/*.json', { import: 'default' });
