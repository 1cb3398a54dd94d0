import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders Toast, Dialog and friends with the legacy ReactDOM.render, which React 19 removed:
 * without this adapter those calls show nothing (docs/stack.md). Imported by each module that calls them (so it stays
 * off the first screen, whose toasts are our own) and by the test setup.
 */
type Container = (Element | DocumentFragment) & { _tradewindRoot?: Root };

unstableSetRender((node, container: Container) => {
  container._tradewindRoot ??= createRoot(container);
  const root = container._tradewindRoot;
  root.render(node);
  return async () => {
    // Unmounting synchronously while React is rendering warns; wait for the current task to end.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container._tradewindRoot;
  };
});
