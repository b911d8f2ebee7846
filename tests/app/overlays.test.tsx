import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { showDialog } from '../../src/ui/feedback';
import { renderApp } from '../support/render';

afterEach(async () => {
  const { Dialog } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
});

test('a dialog left open goes with its screen', async () => {
  const { navigate } = renderApp({ route: '/doc/privacy' });
  await act(() => showDialog({ content: '您已进入投保流程' }));
  expect(await screen.findByText('您已进入投保流程')).toBeInTheDocument();
  act(() => void navigate('/doc/agency_agreement'));
  await waitFor(() => expect(screen.queryByText('您已进入投保流程')).not.toBeInTheDocument());
});

test('a dialog asked for on a screen the visitor has already left is not shown', async () => {
  const { navigate } = renderApp({ route: '/doc/privacy' });
  await screen.findByRole('heading', { name: '隐私政策' });
  const asked = showDialog({ content: '上一屏的提示' });
  act(() => void navigate('/doc/agency_agreement'));
  await act(() => asked);
  await screen.findByRole('heading', { name: '保险代理平台服务协议' });
  expect(screen.queryByText('上一屏的提示')).not.toBeInTheDocument();
});
