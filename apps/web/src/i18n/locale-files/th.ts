import type { TextTree } from '../store';

/** The th translation files, each its own chunk: this list loads only once th is chosen. */
export default import.meta.glob<TextTree>('../locales/th/*.json', { import: 'default' });
