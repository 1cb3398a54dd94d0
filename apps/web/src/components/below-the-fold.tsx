import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';
import './below-the-fold.css';

export { lazyWithTexts } from './lazy-with-texts';

/** Draws `children` once the place they go comes near the screen (300 px ahead), and `placeholder` until they come. */
export function BelowTheFold({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="below-the-fold">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
