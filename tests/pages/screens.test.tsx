import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../support/render';

test('/ProductGuide explains the product is off the shelf and leads back to the catalogue', async () => {
  renderApp({ route: '/ProductGuide?id=211' });
  expect(await screen.findByText('该产品已下架')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '查看其他产品' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Home'));
});

test('/Error offers retry and home', async () => {
  renderApp({ route: '/Error' });
  expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Home'));
});

test.each([
  ['/doc/privacy', '隐私政策', '敏感个人信息'],
  ['/doc/agency_agreement', '保险代理平台服务协议', '如实告知'],
])('%s shows the complete document', async (route, title, phrase) => {
  renderApp({ route });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(8);
  expect(document.body.textContent).toContain(phrase);
  await waitFor(() => expect(document.title).toBe(title));
});

test('/Test shows the diagnostics and switches environment for the session on a test host', async () => {
  localStorage.setItem('user_token', 'secret-token-value');
  renderApp({ route: '/Test' });
  expect(await screen.findByText('测试诊断')).toBeInTheDocument();
  expect(screen.getByTestId('diag-当前环境')).toHaveTextContent('沙箱');
  expect(screen.getByTestId('diag-用户令牌')).toHaveTextContent('已登录');
  expect(document.body.textContent).not.toContain('secret-token-value');
  await userEvent.click(screen.getByRole('button', { name: 'qa（测试）' }));
  expect(sessionStorage.getItem('qa_api_env')).toBe('qa');
  expect(screen.getByTestId('diag-当前环境')).toHaveTextContent('qa');
  await userEvent.click(screen.getByRole('button', { name: '恢复默认' }));
  expect(sessionStorage.getItem('qa_api_env')).toBeNull();
});

test('/Test shows the last purchase trail as the server keeps it', async () => {
  const { http, HttpResponse } = await import('msw');
  const { server } = await import('../../src/mocks/node');
  sessionStorage.setItem('trace:last', JSON.stringify({ traceId: 'abc123', productId: 101 }));
  server.use(
    http.get('/rest/api/trace/events', ({ request }) =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: {
          traceId: new URL(request.url).searchParams.get('traceId'),
          productId: 101,
          orderId: 'O1',
          events: [
            { type: 'screen', at: '2026-11-21T08:00:01.000Z', page: '/ProductNew/Insured' },
            {
              type: 'document-close',
              at: '2026-11-21T08:01:00.000Z',
              page: '/ProductNew/ProductDetail',
              target: 'exclusions',
              durationMs: 42000,
            },
          ],
        },
      }),
    ),
  );
  renderApp({ route: '/Test' });
  await userEvent.click(await screen.findByRole('button', { name: '查看服务端记录' }));
  const trail = await screen.findByTestId('trail');
  expect(trail).toHaveTextContent('订单 O1');
  expect(trail).toHaveTextContent('document-close /ProductNew/ProductDetail · exclusions · 42秒');
});
