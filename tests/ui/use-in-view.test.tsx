import { act, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useInView } from '../../src/ui/use-in-view';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[] }[] = [];

class FakeObserver {
  observed: Element[] = [];
  constructor(readonly callback: Callback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

function Probe({ show }: { show: boolean }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <>
      <output>{inView ? 'in' : 'out'}</output>
      {show ? <div ref={ref} data-testid="sentinel" /> : null}
    </>
  );
}

test('an element that appears after the first render is observed', () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const view = render(<Probe show={false} />);
  expect(observers).toHaveLength(0);
  view.rerender(<Probe show />);
  expect(observers).toHaveLength(1);
  expect(observers[0]!.observed[0]).toBe(view.getByTestId('sentinel'));
  act(() => observers[0]!.callback([{ isIntersecting: true }]));
  expect(view.getByRole('status').textContent).toBe('in');
});
