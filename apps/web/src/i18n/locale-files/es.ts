import type { TextTree } from '../store';

/** The es translation files, each its own chunk: this list loads only once es is chosen. */
export default import.meta.glob<TextTree>('../locales/es/*.json', { import: 'default' });
