import type { TextTree } from '../store';

/** The ja translation files, each its own chunk: this list loads only once ja is chosen. */
export default import.meta.glob<TextTree>('../locales/ja/*.json', { import: 'default' });
