import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import '../../src/data/active';
import { keptLead } from '../../src/data/active';
import { clearPersonalData } from '../../src/data/session';
import { resetDb } from '../../src/mocks/node';
import { DeferredLeadForm } from '../../src/pages/_campaign/DeferredLeadForm';
import { renderScreen } from '../support/render';

/**
 * Issue 23: a lead the server took stays shown as sent in its tab: the landing loaded again
 * (Forward after Back, a reload) shows 提交成功, never an empty form that would send it twice.
 */

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
  sessionStorage.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

function showForm() {
  const view = renderScreen(
    <DeferredLeadForm
      kind="poster"
      pageId="medical-2026"
      anchorId="lead-form"
      title="预约顾问讲解"
      submitText="预约顾问讲解"
    />,
  );
  act(() => observers.at(-1)!.callback([{ isIntersecting: true }]));
  return view;
}

test('sent, then the landing loaded again in the tab: 提交成功 with the server’s words, no form', async () => {
  const first = showForm();
  await userEvent.type(await screen.findByPlaceholderText('如：王先生、李女士'), '李女士');
  await userEvent.click(screen.getByRole('button', { name: '父母' }));
  await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '13912345678');
  await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  await userEvent.click(screen.getByRole('button', { name: '预约顾问讲解' }));
  // The result, shorter than the form it replaces, is where the visitor is taken: its heading has
  // the focus (and the screen scrolls to it), not left above the screen.
  const sent = await screen.findByRole('heading', { name: '提交成功' });
  expect(sent).toHaveFocus();
  const reply = keptLead('poster', 'medical-2026');
  expect(reply?.leadId).toBeTruthy();
  first.unmount();

  // A new page (a fresh store), the same tab: shown as sent, the focus left where it is.
  showForm();
  expect(await screen.findByRole('heading', { name: '提交成功' })).not.toHaveFocus();
  expect(screen.getByText(reply!.message)).toBeInTheDocument();
  expect(screen.queryByPlaceholderText('如：王先生、李女士')).toBeNull();
  expect(document.querySelector('form')).toBeNull();
});

test('a kept reply of the wrong shape is ignored: the form', async () => {
  sessionStorage.setItem('lead:sent:poster:medical-2026', JSON.stringify({ leadId: 7 }));
  showForm();
  expect(await screen.findByPlaceholderText('如：王先生、李女士')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '提交成功' })).toBeNull();
});

test('logout forgets it: the form again', async () => {
  sessionStorage.setItem(
    'lead:sent:poster:medical-2026',
    JSON.stringify({ leadId: 'L1', message: '顾问会尽快联系您', estimate: null }),
  );
  expect(keptLead('poster', 'medical-2026')).not.toBeNull();
  clearPersonalData();
  expect(keptLead('poster', 'medical-2026')).toBeNull();
  showForm();
  expect(await screen.findByPlaceholderText('如：王先生、李女士')).toBeInTheDocument();
});
