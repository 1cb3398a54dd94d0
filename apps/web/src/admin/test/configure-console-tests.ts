import { configure } from '@testing-library/react';

type Options = {
  /**
   * Role queries skip jsdom's CSS visibility check, which with antd's styles injected takes seconds per element
   * (roles and names still count).
   */
  skipVisibilityCheck?: boolean;
};

/**
 * What every console test file needs under jsdom. The console's chunks load lazily and antd's dialogs animate in,
 * so a busy machine needs more than the default second. jsdom has no ResizeObserver: antd's text areas watch their
 * size with one, and without one antd's fallback keeps measuring styles in the background.
 */
export function configureConsoleTests({ skipVisibilityCheck = false }: Options = {}) {
  configure({ asyncUtilTimeout: 5_000, defaultHidden: skipVisibilityCheck });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
