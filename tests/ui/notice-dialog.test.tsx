import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { NoticeDialog } from '../../src/ui/NoticeDialog';

const NOTICE =
  '您已进入投保流程，请仔细阅读保险条款、投保须知等重要信息，您在本页面的操作轨迹将被记录。';

function Screen() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">下一步</button>
      <NoticeDialog open={open} content={NOTICE} onClose={() => setOpen(false)} />
    </>
  );
}

test('a notice on arrival: a modal dialog with its words, focused, closed by 知道了', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription(NOTICE);
  expect(dialog).toHaveFocus();
  // Tab stays inside: the only control is 知道了.
  await user.tab();
  expect(screen.getByRole('button', { name: '知道了' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: '知道了' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: '知道了' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '下一步' })).toBeInTheDocument();
});

test('Esc closes it too; closed, it draws nothing', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  expect(screen.getByText(NOTICE)).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
});
