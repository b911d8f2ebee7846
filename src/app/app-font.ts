import { followAppFont } from '../ui/elder-mode';
import { device } from './device';

/**
 * 长辈模式 follows the messaging app's own font setting (issue 25). Inside the app, WeixinJSBridge
 * tells the page the font scale the visitor chose (我 > 设置 > 通用 > 字体大小, or 调整字体 in the
 * page's menu) with its 'menu:setfont' event: `fontScale`, per cent of the standard (0 or less
 * means the standard), as the app's own article pages read it. A visitor who has not chosen on
 * this device gets elder mode while that font is large (ui/elder-mode followAppFont); their own
 * choice always wins. Outside the app, nothing.
 */

interface FontEvent {
  fontScale?: unknown;
}

interface Bridge {
  on?: (name: string, listener: (event?: FontEvent) => void) => void;
}

type WindowWithBridge = Window & { WeixinJSBridge?: Bridge };

/** The scale a 'menu:setfont' event carries, in per cent; null when it carries none. */
export function fontScaleOf(event: FontEvent | undefined): number | null {
  const scale = Number(event?.fontScale);
  if (event?.fontScale === undefined || event.fontScale === null || !Number.isFinite(scale)) {
    return null;
  }
  return scale <= 0 ? 100 : scale;
}

export function followMessagingAppFont(
  win: WindowWithBridge = window,
  inApp: boolean = device.wechat,
): void {
  if (!inApp) return;
  const listen = () => {
    win.WeixinJSBridge?.on?.('menu:setfont', (event?: FontEvent) => {
      const scale = fontScaleOf(event);
      if (scale !== null) followAppFont(scale);
    });
  };
  if (win.WeixinJSBridge) listen();
  else win.document.addEventListener('WeixinJSBridgeReady', listen, { once: true });
}
