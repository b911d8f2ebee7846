import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import LeavingSheet from '../../src/ui/LeavingSheet';
import { layerOnEntry, resetLayers } from '../../src/ui/history-layer';

/**
 * The notice before a jump to a partner's page (issue 24): who runs it, that the platform's
 * service ends there; 取消 stays, 继续前往 leaves once the sheet's entry is gone, Back closes it.
 */

const PARTNER = '合璟财产保险股份有限公司';

async function back() {
  await act(async () => {
    const arrived = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await arrived;
  });
}

function open() {
  const onCancel = vi.fn();
  const onContinue = vi.fn();
  const view = render(
    <StrictMode>
      <LeavingSheet partner={PARTNER} onCancel={onCancel} onContinue={onContinue} />
    </StrictMode>,
  );
  return { ...view, onCancel, onContinue };
}

beforeEach(() => {
  resetLayers();
  window.history.pushState(null, '', '/Home.html');
});
afterEach(() => resetLayers());

describe('the leaving sheet', () => {
  test('says who runs the page and that the platform’s service ends there', () => {
    open();
    const sheet = screen.getByRole('dialog', { name: '即将离开精选保险' });
    expect(sheet).toHaveTextContent(`您将前往由${PARTNER}运营的页面。`);
    expect(sheet).toHaveTextContent('精选保险平台的服务到此为止');
    expect(screen.getByRole('button', { name: '继续前往' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    // A history entry of its own, on the same address.
    expect(layerOnEntry()).toBe('leaving');
  });

  test('取消 stays: nothing leaves', async () => {
    const { onCancel, onContinue } = open();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });

  test('继续前往 leaves once, after the sheet’s entry is popped', async () => {
    const start = window.history.length;
    const { onContinue, onCancel } = open();
    expect(window.history.length).toBe(start + 1);
    let entryAtLeaving: string | null = 'unknown';
    onContinue.mockImplementation(() => {
      entryAtLeaving = layerOnEntry();
    });
    await userEvent.click(screen.getByRole('button', { name: '继续前往' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    // Left from the screen's own entry: Back from the partner's page is the screen.
    expect(entryAtLeaving).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  test('Back closes it, as 取消 does', async () => {
    const { onCancel, onContinue } = open();
    await back();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
    expect(layerOnEntry()).toBeNull();
    expect(window.location.pathname).toBe('/Home.html');
  });
});
