import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHtmlHistory } from '../../src/app/html-history';
import { BottomSheet } from '../../src/ui/BottomSheet';
import { showDialog } from '../../src/ui/feedback';
import {
  afterLayersSettle,
  layerOnEntry,
  openLayer,
  resetLayers,
  useHistoryLayer,
} from '../../src/ui/history-layer';
import { arrivedByTraversal, noteTraversal } from '../../src/ui/traversal';

/**
 * The sheet and dialog rule (issue 23): an open layer is one history entry; Back closes it before
 * the screen is left; its own close pops that entry, so the count is what it was; a navigation
 * made as it closes waits for the pop; a page opened from an open layer takes the layer's entry.
 * jsdom's history is the browser's here: pops arrive as popstate events, later.
 */

const address = () => window.location.pathname + window.location.search;
const popped = () => new Promise<void>((resolve) => afterLayersSettle(resolve));

async function back() {
  await act(async () => {
    const arrived = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await arrived;
  });
}

beforeEach(() => {
  resetLayers();
  // A fresh entry: the earlier tests' entries ahead of it are gone, so the length counts from here.
  window.history.pushState(null, '', '/ProductNew.html?id=105');
});
afterEach(() => {
  resetLayers();
  noteTraversal(false);
});

describe('the layer core', () => {
  test('opening pushes one entry for the same address; Back closes it and leaves the screen as it was', async () => {
    const start = window.history.length;
    const onBack = vi.fn();
    openLayer('documents', onBack);
    expect(window.history.length).toBe(start + 1);
    expect(address()).toBe('/ProductNew.html?id=105');
    expect(layerOnEntry()).toBe('documents');

    await back();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(layerOnEntry()).toBeNull();
    expect(address()).toBe('/ProductNew.html?id=105');
  });

  test('its own close pops the entry it pushed, once', async () => {
    const onBack = vi.fn();
    const layer = openLayer('flashback', onBack);
    layer.close();
    layer.close();
    await popped();
    expect(layerOnEntry()).toBeNull();
    // The layer was closed by the site, not by Back.
    expect(onBack).not.toHaveBeenCalled();
  });

  test('a navigation made as a layer closes waits for the pop: Back from it returns to the screen', async () => {
    const start = window.history.length;
    const layer = openLayer('documents', () => {});
    layer.close();
    await new Promise<void>((resolve) =>
      afterLayersSettle(() => {
        window.history.pushState(null, '', '/ProductNew/provisions.html?id=105&doc=terms');
        resolve();
      }),
    );
    // [detail, document]: the layer's entry was popped before the document was pushed over it.
    expect(window.history.length).toBe(start + 1);
    await back();
    expect(address()).toBe('/ProductNew.html?id=105');
    expect(layerOnEntry()).toBeNull();
  });

  test('reopened in the same task (StrictMode runs an effect twice), a layer keeps its one entry', async () => {
    const start = window.history.length;
    const first = openLayer('documents', () => {});
    first.close();
    const again = openLayer('documents', () => {});
    await Promise.resolve();
    expect(window.history.length).toBe(start + 1);
    expect(layerOnEntry()).toBe('documents');
    again.close();
    await popped();
    expect(layerOnEntry()).toBeNull();
  });

  test('an entry left by a layer (a reload with a sheet open) is taken over, not pushed again', async () => {
    openLayer('documents', () => {});
    resetLayers();
    const start = window.history.length;
    const onBack = vi.fn();
    openLayer('documents', onBack);
    expect(window.history.length).toBe(start);
    await back();
    expect(onBack).toHaveBeenCalled();
  });
});

describe('the app history', () => {
  test('a page opened from an open layer takes its entry: Back from it is the screen', async () => {
    const history = createHtmlHistory(window);
    const start = window.history.length;
    openLayer('documents', () => {});
    history.push('/ProductNew/provisions?id=105&doc=terms');
    expect(address()).toBe('/ProductNew/provisions.html?id=105&doc=terms');
    expect(window.history.length).toBe(start + 1);
    await back();
    expect(address()).toBe('/ProductNew.html?id=105');
    expect(layerOnEntry()).toBeNull();
  });

  test('the router hears nothing of a layer’s entry: Back that closes a sheet is no navigation', async () => {
    const history = createHtmlHistory(window);
    const heard = vi.fn();
    const stop = history.listen(heard);
    const onBack = vi.fn();
    openLayer('documents', onBack);
    await back();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(heard).not.toHaveBeenCalled();
    expect(arrivedByTraversal()).toBe(false);

    // A real navigation and Back from it: heard, and noted as reached by Back.
    history.push('/ProductNew/provisions?id=105&doc=terms');
    expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'PUSH' }));
    expect(arrivedByTraversal()).toBe(false);
    await back();
    expect(heard).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'POP',
        location: expect.objectContaining({ pathname: '/ProductNew', search: '?id=105' }),
      }),
    );
    expect(arrivedByTraversal()).toBe(true);
    stop();
  });

  test('a push asked for while a layer is being popped comes after the pop', async () => {
    const history = createHtmlHistory(window);
    const start = window.history.length;
    const layer = openLayer('flashback', () => {});
    layer.close();
    history.push('/Home');
    await waitFor(() => expect(address()).toBe('/Home.html'));
    expect(window.history.length).toBe(start + 1);
    await back();
    expect(address()).toBe('/ProductNew.html?id=105');
  });
});

function SheetScreen({ layer = 'documents' }: { layer?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        保险条款及重要文件
      </button>
      <BottomSheet
        open={open}
        title="保险条款及重要文件"
        onClose={() => setOpen(false)}
        closeLabel="关闭"
        layer={layer}
      >
        <p>保险条款</p>
      </BottomSheet>
    </>
  );
}

describe('a sheet with a layer', () => {
  test('opens with one entry (under StrictMode too); Back closes it', async () => {
    const start = window.history.length;
    render(
      <StrictMode>
        <SheetScreen />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: '保险条款及重要文件' }));
    expect(await screen.findByRole('dialog', { name: '保险条款及重要文件' })).toBeInTheDocument();
    await act(async () => popped());
    expect(window.history.length).toBe(start + 1);
    expect(layerOnEntry()).toBe('documents');

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/ProductNew.html?id=105');
  });

  test('its close button pops the entry it opened', async () => {
    render(<SheetScreen />);
    fireEvent.click(screen.getByRole('button', { name: '保险条款及重要文件' }));
    await screen.findByRole('dialog');
    expect(layerOnEntry()).toBe('documents');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => popped());
    expect(layerOnEntry()).toBeNull();
  });
});

function Picker() {
  const [open, setOpen] = useState(false);
  useHistoryLayer('birth-date', open, () => setOpen(false));
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {open ? '已打开' : '出生日期'}
    </button>
  );
}

test('the hook alone (a picker from a library): Back closes it', async () => {
  render(<Picker />);
  fireEvent.click(screen.getByRole('button', { name: '出生日期' }));
  await waitFor(() => expect(layerOnEntry()).toBe('birth-date'));
  await back();
  expect(await screen.findByRole('button', { name: '出生日期' })).toBeInTheDocument();
  expect(layerOnEntry()).toBeNull();
});

describe('a dialog with a layer', () => {
  test('Back closes it, and nothing it offers runs', async () => {
    const onOk = vi.fn();
    await act(() => showDialog({ content: '确定要退出登录吗？', onOk, layer: 'logout' }));
    expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
    expect(layerOnEntry()).toBe('logout');
    await back();
    await waitFor(() => expect(screen.queryByText('确定要退出登录吗？')).not.toBeInTheDocument());
    expect(onOk).not.toHaveBeenCalled();
  });

  test('确定 pops its entry first, then acts: a navigation it makes is not over the dialog’s entry', async () => {
    const seen: (string | null)[] = [];
    await act(() =>
      showDialog({
        content: '确定要退出登录吗？',
        layer: 'logout',
        onOk: () => {
          seen.push(layerOnEntry());
          window.history.replaceState(null, '', '/Home.html');
        },
      }),
    );
    await screen.findByText('确定要退出登录吗？');
    const start = window.history.length;
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(address()).toBe('/Home.html'));
    expect(seen).toEqual([null]);
    expect(window.history.length).toBe(start);
  });
});
