import { COPY } from '../config/copy';
import type { Feedback } from '../data/services';
import { afterLayersSettle, openLayer, type Layer } from './history-layer';

/** Toast durations of spec section 9, in ms. */
export const DURATION = {
  default: 3000,
  short: 3000,
  long: 8000,
  notification: 1500,
  /** Login, job/area loads and the captcha: 2 s. */
  quickFail: 2000,
} as const;

type Overlays = typeof import('./antd-overlays');
let overlays: Promise<Overlays> | null = null;

function loadOverlays(): Promise<Overlays> {
  overlays ??= import('./antd-overlays');
  return overlays;
}

type ToastIcon = 'success' | 'fail' | 'loading' | undefined;

function show(content: string, durationMs: number, icon?: ToastIcon, position?: 'top'): void {
  if (!content) return;
  void loadOverlays().then(({ Toast }) => {
    Toast.show({ content, duration: durationMs, icon, position, maskClickable: true });
  });
}

/** The feedback module: plain functions, so sagas (through their services) can call them. */
export const toast = {
  show: (message: string, durationMs: number = DURATION.default) => show(message, durationMs),
  /**
   * Information, not a failure (a step the server asks for, such as the picture code): at the top
   * of the screen, where it covers no field the visitor is asked to fill (the captcha's, in the
   * middle of a phone's screen, stood under a centred toast once).
   */
  info: (message: string, durationMs: number = DURATION.default) =>
    show(message, durationMs, undefined, 'top'),
  fail: (message: string, durationMs: number = DURATION.default) =>
    show(message, durationMs, 'fail'),
  success: (message: string, durationMs: number = DURATION.default) =>
    show(message, durationMs, 'success'),
  /** A brief notice at the top of the screen. */
  notify: (message: string, durationMs: number = DURATION.notification) =>
    show(message, durationMs, undefined, 'top'),
  clear: () => void loadOverlays().then(({ Toast }) => Toast.clear()),
};

export const feedback: Feedback = {
  toast: toast.show,
  info: toast.info,
  fail: toast.fail,
  success: toast.success,
};

export interface DialogAction {
  text: string;
  onPress?: () => void | Promise<void>;
  bold?: boolean;
  danger?: boolean;
}

export interface DialogOptions {
  title?: string;
  content: string;
  /** When given, the dialog has an OK button (确定 unless `okText`) and the close button reads 取消. */
  onOk?: () => void | Promise<void>;
  okText?: string;
  /** Replaces the close button's text rule. */
  closeText?: string;
  onClose?: () => void;
  /** Extra buttons placed before the close button (e.g. 联系客服). */
  actions?: DialogAction[];
  /**
   * Names the history entry the dialog opens (ui/history-layer): Back closes it, and a button pops
   * that entry before it acts, so what it does (leaving the screen) comes after. For a dialog
   * opened by a tap; one shown on arrival goes without (browsers skip an entry pushed untapped).
   */
  layer?: string;
}

/** The close button rule of spec section 8: 取消 beside an OK button, otherwise 知道了. */
export function closeButtonText(options: Pick<DialogOptions, 'onOk' | 'closeText'>): string {
  if (options.closeText) return options.closeText;
  return options.onOk ? COPY.dialog.cancel : COPY.dialog.gotIt;
}

/** Counts screens: a dialog asked for on one screen is not shown over the next. */
let screen = 0;

/**
 * The visitor left the screen: its dialogs go with it (start-up calls this on every navigation,
 * back and forward included). Toasts are brief and may outlive their screen.
 */
export function closeOverlays(): void {
  screen += 1;
  if (overlays) void overlays.then(({ Dialog }) => Dialog.clear());
}

export async function showDialog(options: DialogOptions): Promise<void> {
  const askedOn = screen;
  const { Dialog } = await loadOverlays();
  if (askedOn !== screen) return;
  // The dialog's history entry, when it has one: each button pops it before it acts, so what the
  // button does (a navigation) comes after, from the screen's own entry.
  let layer: Layer | null = null;
  const popFirst = (run?: () => void | Promise<void>) => async () => {
    if (layer) {
      layer.close();
      layer = null;
      await new Promise<void>((resolve) => afterLayersSettle(resolve));
    }
    await run?.();
  };
  const extra = (options.actions ?? []).map((action, i) => ({
    key: `action-${i}`,
    text: action.text,
    bold: action.bold,
    danger: action.danger,
    onClick: popFirst(action.onPress),
  }));
  const ok = options.onOk
    ? [
        {
          key: 'ok',
          text: options.okText ?? COPY.dialog.ok,
          bold: true,
          onClick: popFirst(options.onOk),
        },
      ]
    : [];
  const shown = Dialog.show({
    title: options.title,
    content: options.content,
    closeOnAction: true,
    onClose: () => {
      layer?.close();
      layer = null;
      options.onClose?.();
    },
    actions: [
      ...extra,
      ...ok,
      { key: 'close', text: closeButtonText(options), onClick: popFirst() },
    ],
  });
  if (options.layer) layer = openLayer(options.layer, () => shown.close());
}
