import type { TextTree } from '../store';

/** The fr translation files, each its own chunk: this list loads only once fr is chosen. */
export default import.meta.glob<TextTree>('../locales/fr/*.json', { import: 'default' });
