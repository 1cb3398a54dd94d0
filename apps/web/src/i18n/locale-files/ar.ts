import type { TextTree } from '../store';

/** The ar translation files, each its own chunk: this list loads only once ar is chosen. */
export default import.meta.glob<TextTree>('../locales/ar/*.json', { import: 'default' });
