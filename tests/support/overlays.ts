import { act } from '@testing-library/react';

type Container = Element & { _antdRoot?: { unmount(): void } };

/**
 * Unmounts every toast and dialog at once and empties the page. antd-mobile draws them imperatively,
 * each into a container of its own on <body> (src/ui/antd-overlays.ts keeps the container's React
 * root on it as `_antdRoot`), so Testing Library's cleanup does not see them, and a dialog closed at
 * a test's end is still on the page while its exit animation runs: the next test then finds two.
 */
export function unmountOverlays(): void {
  const leftovers = [...document.body.children] as Container[];
  act(() => {
    for (const container of leftovers) {
      container._antdRoot?.unmount();
      delete container._antdRoot;
    }
  });
  document.body.replaceChildren();
}
