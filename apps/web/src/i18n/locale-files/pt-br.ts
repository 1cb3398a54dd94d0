import type { TextTree } from '../store';

/** The pt-br translation files, each its own chunk: this list loads only once pt-br is chosen. */
export default import.meta.glob<TextTree>('../locales/pt-br/*.json', { import: 'default' });
