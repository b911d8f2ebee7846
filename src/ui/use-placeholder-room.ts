import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/**
 * The room, as the style `--placeholder-room` in px, a field's whole placeholder takes in the words as the phone draws them, for the
 * field's flex basis: at 200% text (a phone's or the messaging app's large-text setting, which
 * grows the words but not the layout's lengths) a basis in em kept the normal text's room and cut
 * 请输入短信验证码 beside 获取验证码. With the measured basis the button takes a line of its own.
 * Measured once the page's fonts are in; undefined until then (the stylesheet's basis holds) and
 * where nothing is laid out.
 */
export function usePlaceholderRoom(
  field: RefObject<HTMLInputElement | null>,
): CSSProperties | undefined {
  const [room, setRoom] = useState<number>();
  useLayoutEffect(() => {
    const input = field.current;
    if (!input?.placeholder) return;
    let live = true;
    const measure = () => {
      if (!live) return;
      const style = getComputedStyle(input);
      // Beside the input, with its classes and its parent's font: a size copied from the computed
      // style would be scaled a second time by the page's text scaling.
      const probe = document.createElement('span');
      probe.textContent = input.placeholder;
      probe.className = input.className;
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;padding:0';
      input.parentElement?.append(probe);
      const width = probe.offsetWidth;
      probe.remove();
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      if (width > 0) setRoom(Math.ceil(width + padding + 2));
    };
    measure();
    void document.fonts?.ready.then(measure);
    return () => {
      live = false;
    };
  }, [field]);
  // The forms' `.grow` takes it as its flex basis (`--placeholder-room`).
  return room ? ({ '--placeholder-room': `${room}px` } as CSSProperties) : undefined;
}
