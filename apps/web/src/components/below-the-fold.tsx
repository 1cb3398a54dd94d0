import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { i18n } from '@/i18n/instance';
import { loadNamespaces } from '@/i18n/resources';
import { useNearViewport } from './use-near-viewport';
import './below-the-fold.css';

/**
 * A screen part of its own chunk, with its own texts, fetched only when it is needed: neither is in the first
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

/** Draws `children` once the place they go comes near the screen (300 px ahead), and `placeholder` until they come. */
export function BelowTheFold({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="below-the-fold">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
