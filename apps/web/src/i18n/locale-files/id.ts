import type { TextTree } from '../store';

/** The id translation files, each its own chunk: this list loads only once id is chosen. */
export default import.meta.glob<TextTree>('../locales/id/*.json', { import: 'default' });
