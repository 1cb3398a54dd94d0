import type { TextTree } from '../store';

/** The zh-tw translation files, each its own chunk: this list loads only once zh-tw is chosen. */
export default import.meta.glob<TextTree>('../locales/zh-tw/*.json', { import: 'default' });
