import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import '../../src/data/active';
import { DeferredLeadForm } from '../../src/pages/_campaign/DeferredLeadForm';
import { resetDb } from '../../src/mocks/node';
import { renderScreen } from '../support/render';

/**
 * A form's SMS code machinery loads when it is about to be used (pages/_shared/SmsFields.tsx,
 * prepareSms): when it cannot be fetched, the code button says the network failed, nothing is
 * sent, and what the visitor typed stays.
 */
vi.mock('../../src/data/login/sign-in', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

type Callback = (entries: { isIntersecting: boolean }[]) => void;
class SeesAll {
  constructor(private readonly callback: Callback) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

beforeEach(() => {
  resetDb();
  vi.stubGlobal('IntersectionObserver', SeesAll);
});

test('without the code machinery, the code button tells the network failed and keeps the form', async () => {
  const user = userEvent.setup();
  renderScreen(
    <DeferredLeadForm
      kind="shortvideo"
      pageId="elderly"
      title="免费获取保费估算"
      submitText="获取保费估算"
      sms
    />,
  );
  const name = await screen.findByPlaceholderText('如：王先生、李女士');
  await user.type(name, '张女士');
  const phone = screen.getByPlaceholderText('请输入手机号');
  await user.type(phone, '13800138000');
  await act(() => user.click(screen.getByRole('button', { name: '获取验证码' })));
  expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
  // Not sending, and tappable again once the network is back.
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  expect(name).toHaveValue('张女士');
  expect(phone).toHaveValue('13800138000');
});
