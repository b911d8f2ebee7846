// Loaded on first use only: toasts and dialogs are rare on the catalogue, and antd-mobile's
// overlays (with their animation library) would otherwise weigh on every first visit.
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 draws Toast and Dialog through this adapter under React 19 (design.md).
type Container = (Element | DocumentFragment) & { _antdRoot?: Root };
unstableSetRender((node, container: Container) => {
  container._antdRoot ??= createRoot(container);
  container._antdRoot.render(node);
  return async () => {
    await Promise.resolve();
    container._antdRoot?.unmount();
    delete container._antdRoot;
  };
});

export { default as Toast } from 'antd-mobile/es/components/toast';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
