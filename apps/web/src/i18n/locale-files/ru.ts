import type { TextTree } from '../store';

/** The ru translation files, each its own chunk: this list loads only once ru is chosen. */
export default import.meta.glob<TextTree>('../locales/ru/*.json', { import: 'default' });
