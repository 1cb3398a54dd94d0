import { lazy, type ComponentType } from 'react';
import { i18n } from '@/i18n/instance';
import { loadNamespaces } from '@/i18n/resources';

/**
 * A component of its own chunk, with its own texts, fetched only when it is first drawn: neither is in the first
 * screen's bundle or requests. The namespaces join those a language switch reloads.
 */
export function lazyWithTexts<P extends object>(
  namespaces: readonly string[],
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(i18n.language, namespaces)]);
    return module;
  });
}
