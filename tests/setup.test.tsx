import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { lookupActions, QUOTE_DEBOUNCE_MS } from '../src/data/common/lookups';
import { server } from '../src/mocks/node';
import { showDialog, toast } from '../src/ui/feedback';
import { renderApp } from './support/render';

// The shared set-up (tests/setup.ts) hands every test the same start, whatever the test before it
// left: these run in order, the first leaving things behind, the second checking they are gone.
describe('what a test leaves behind is gone for the next', { shuffle: false }, () => {
  test('a test ends with a dialog open, a toast up, fake timers and storage', async () => {
    await showDialog({ content: '确定要退出登录吗？', onOk: () => {} });
    await showDialog({ content: '已为您保存' });
    fireEvent.click(await screen.findByText('确定'));
    toast.info('已复制', 60_000);
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(screen.getByText('已为您保存')).toBeInTheDocument();
    vi.useFakeTimers();
    localStorage.setItem('user_token', 'left-behind');
    sessionStorage.setItem('trial:105', '{}');
  });

  test('the next test starts from an empty page, real timers and empty storage', () => {
    expect(document.body).toBeEmptyDOMElement();
    expect(vi.isFakeTimers()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a store a test made is stopped when it ends', { shuffle: false }, () => {
  let left: ReturnType<typeof renderApp>['store'] | null = null;
  const asked: string[] = [];

  test('a test ends with its store running', async () => {
    left = renderApp({ route: '/doc/privacy' }).store;
    await screen.findByRole('heading', { level: 1 });
  });

  test('the next test hears nothing from it: an action to it starts no saga and sends nothing', async () => {
    const heard = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', heard);
    left!.dispatch(
      lookupActions.quoteRequested({
        productId: 101,
        planId: 10101,
        birthDate: '1990-01-01',
      } as never),
    );
    // Longer than a quote waits out a burst (QUOTE_DEBOUNCE_MS).
    await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS + 200));
    server.events.removeListener('request:start', heard);
    expect(asked).toEqual([]);
  });
});
