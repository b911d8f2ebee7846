import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import '../../src/data/active';
import { DeferredLeadForm, scrollToForm } from '../../src/pages/_campaign/DeferredLeadForm';
import { resetDb, server } from '../../src/mocks/node';
import { renderScreen } from '../support/render';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback }[] = [];

class FakeObserver {
  constructor(readonly callback: Callback) {
    observers.push(this);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  resetDb();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

function showForm() {
  return renderScreen(
    <DeferredLeadForm
      kind="poster"
      pageId="medical-2026"
      anchorId="lead-form"
      title="预约顾问讲解"
      submitText="预约顾问讲解"
    />,
  );
}

test('far down the page the form’s place has its title and says it is loading, under the form’s anchor', () => {
  showForm();
  const place = screen.getByRole('heading', { name: '预约顾问讲解' }).closest('section');
  expect(place).toHaveAttribute('id', 'lead-form');
  expect(screen.getByText('加载中…')).toHaveAttribute('aria-busy', 'false');
  expect(screen.queryByPlaceholderText('如：王先生、李女士')).toBeNull();
});

test('coming near the viewport, the form loads in its place', async () => {
  showForm();
  act(() => observers.at(-1)!.callback([{ isIntersecting: true }]));
  expect(await screen.findByPlaceholderText('如：王先生、李女士')).toBeInTheDocument();
  expect(document.getElementById('lead-form')).toContainElement(
    screen.getByPlaceholderText('如：王先生、李女士'),
  );
});

test('a call to action before the form has loaded asks for it, then scrolls to it and focuses its first field', async () => {
  const scrolled = vi.mocked(Element.prototype.scrollIntoView);
  scrolled.mockClear();
  showForm();
  // Far from the viewport: nothing near, yet the call to action brings the form.
  scrollToForm('lead-form');
  const name = await screen.findByPlaceholderText('如：王先生、李女士');
  await waitFor(() => expect(name).toHaveFocus());
  // One scroll, aimed at the form itself once it was there (not at its smaller place).
  expect(scrolled).toHaveBeenCalledTimes(1);
  expect(scrolled.mock.contexts[0]).toBe(document.getElementById('lead-form'));
  expect(document.getElementById('lead-form')).toContainElement(name);
});

test('a form with an SMS code loads the code machinery when the phone field is focused, and the code button sends through it', async () => {
  const user = userEvent.setup();
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') sent.push(new URL(request.url).pathname);
  });
  renderScreen(
    <DeferredLeadForm
      kind="shortvideo"
      pageId="elderly"
      title="免费获取保费估算"
      submitText="获取保费估算"
      sms
    />,
  );
  act(() => observers.at(-1)!.callback([{ isIntersecting: true }]));
  const phone = await screen.findByPlaceholderText('请输入手机号');
  // The demo account: a number the sandbox knows sends its code without a captcha.
  await user.type(phone, '13800138000');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(sent).toContain('/rest/api/validation/bind'));
  expect(await screen.findByRole('button', { name: /s后重发/ })).toBeDisabled();
  server.events.removeAllListeners();
});
