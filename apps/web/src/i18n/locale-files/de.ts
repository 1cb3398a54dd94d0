import type { TextTree } from '../store';

/** The de translation files, each its own chunk: this list loads only once de is chosen. */
export default import.meta.glob<TextTree>('../locales/de/*.json', { import: 'default' });
