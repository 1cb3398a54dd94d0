import type { TextTree } from '../store';

/** The ko translation files, each its own chunk: this list loads only once ko is chosen. */
export default import.meta.glob<TextTree>('../locales/ko/*.json', { import: 'default' });
