import type { TextTree } from '../store';

/** The zh-cn translation files, each its own chunk: this list loads only once zh-cn is chosen. */
export default import.meta.glob<TextTree>('../locales/zh-cn/*.json', { import: 'default' });
