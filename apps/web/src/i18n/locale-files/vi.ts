import type { TextTree } from '../store';

/** The vi translation files, each its own chunk: this list loads only once vi is chosen. */
export default import.meta.glob<TextTree>('../locales/vi/*.json', { import: 'default' });
