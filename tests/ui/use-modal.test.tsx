import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { resetLayers } from '../../src/ui/history-layer';
import { useModal } from '../../src/ui/use-modal';

afterEach(() => resetLayers());

function Panel({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(true, panel, onClose);
  return (
    <div ref={panel} role="dialog" aria-label="说明" tabIndex={-1}>
      <button type="button">第一个</button>
      <a href="/doc/privacy">隐私政策</a>
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button">之前</button>
      <button type="button" onClick={() => setOpen(true)}>
        打开说明
      </button>
      {open ? <Panel onClose={() => setOpen(false)} /> : null}
      <button type="button">之后</button>
    </main>
  );
}

test('an open panel holds the focus: Tab and Shift+Tab go round its controls, never to the page behind', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: '打开说明' }));
  const dialog = screen.getByRole('dialog', { name: '说明' });
  expect(dialog).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: '第一个' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: '隐私政策' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
  // From the last, round to the first; Shift+Tab from the first, round to the last.
  await user.tab();
  expect(screen.getByRole('button', { name: '第一个' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
});

test('closed (its button or Esc), the focus goes back to the control that opened it', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  const opener = screen.getByRole('button', { name: '打开说明' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  expect(screen.getByRole('dialog')).toHaveFocus();
  await act(async () => {
    await user.keyboard('{Escape}');
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('opened from a text field (a picker), the focus is not given back to it: the phone’s keyboard stays down', async () => {
  function Field() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <input aria-label="出生日期" readOnly onClick={() => setOpen(true)} />
        {open ? <Panel onClose={() => setOpen(false)} /> : null}
      </main>
    );
  }
  const user = userEvent.setup();
  render(<Field />);
  const field = screen.getByRole('textbox', { name: '出生日期' });
  await user.click(field);
  await user.click(screen.getByRole('button', { name: '关闭' }));
  expect(field).not.toHaveFocus();
});
