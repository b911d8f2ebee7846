import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { showDialog, toast } from '../src/ui/feedback';

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
