import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { renderApp } from '../support/render';

vi.mock('../../src/app/device', () => ({
  device: { wechat: true, ios: true, iphone: true, ipad: false, android: false, mobile: true },
  entryUrl: 'http://localhost:3000/Test',
  signatureUrl: () => 'http://localhost:3000/Test',
}));
vi.mock('../../src/app/wechat', () => ({ configureWechatSdk: vi.fn(), setShareCard: vi.fn() }));

test('inside the messaging app the guard configures the JS-SDK for the page', async () => {
  const pages: string[] = [];
  server.use(
    http.get('/rest/api/wechat/js/config', ({ request }) => {
      pages.push(request.url);
      return HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 'abc' },
      });
    }),
  );
  const { store } = renderApp({ route: '/Test' });
  await screen.findByText('测试诊断');
  await waitFor(() => expect(store.getState().common.wxSdkConfig?.signature).toBe('abc'));
  expect(new URL(pages[0]!).searchParams.get('page')).toBe('http://localhost:3000/Test');
  const { configureWechatSdk } = await import('../../src/app/wechat');
  await waitFor(() => expect(configureWechatSdk).toHaveBeenCalled());
});

test('inside the messaging app an auth route without a token goes through the authorisation', async () => {
  renderApp({ route: '/mine/orders?status=paid' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/Authorize?redirect=${encodeURIComponent('/mine/orders?status=paid')}`,
    ),
  );
});
