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
