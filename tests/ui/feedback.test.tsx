import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { DURATION, closeButtonText, showDialog, toast } from '../../src/ui/feedback';

test('the spec durations', () => {
  expect(DURATION).toMatchObject({
    default: 3000,
    short: 3000,
    long: 8000,
    notification: 1500,
    quickFail: 2000,
  });
});

test('the generic dialog close button: 取消 beside OK, otherwise 知道了', () => {
  expect(closeButtonText({ onOk: () => {} })).toBe('取消');
  expect(closeButtonText({})).toBe('知道了');
  expect(closeButtonText({ closeText: '我知道了' })).toBe('我知道了');
});

test('a toast shows its message and goes after its duration', async () => {
  toast.fail('网络异常，请检查网络后重试', 300);
  expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
  await waitFor(
    () => expect(screen.queryByText('网络异常，请检查网络后重试')).not.toBeInTheDocument(),
    {
      timeout: 2000,
    },
  );
});

test('information stands at the top of the screen, over no field; a failure in its middle', async () => {
  toast.info('请输入图形验证码', 300);
  const info = await screen.findByText('请输入图形验证码');
  expect(info.closest('.adm-toast-main')).toHaveStyle({ top: '20%' });
  toast.fail('请输入正确的手机号', 300);
  const fail = await screen.findByText('请输入正确的手机号');
  expect(fail.closest('.adm-toast-main')).toHaveStyle({ top: '50%' });
});

test('a dialog with OK has 确定 and 取消; OK runs its handler', async () => {
  const onOk = vi.fn();
  await showDialog({ content: '确认提交吗？', onOk });
  expect(await screen.findByText('确认提交吗？')).toBeInTheDocument();
  expect(screen.getByText('取消')).toBeInTheDocument();
  // The dialog is still animating in (pointer-events: none), so click directly.
  fireEvent.click(screen.getByText('确定'));
  expect(onOk).toHaveBeenCalled();
});

test('a dialog without OK closes with 知道了', async () => {
  await showDialog({ content: '仅供参考' });
  const dialog = (await screen.findByText('仅供参考')).closest('.adm-dialog') as HTMLElement;
  expect(within(dialog).getByText('知道了')).toBeInTheDocument();
  expect(within(dialog).queryByText('取消')).not.toBeInTheDocument();
});
