import { useCallback, useRef, type ReactNode } from 'react';
import { useDockRoom } from '../../ui/use-dock-room';
import funnelStyles from './funnel.module.css';

/**
 * A bar fixed at the bottom of the screen (the funnel's footer, a form's or a landing's action
 * bar), whose page keeps room for it however tall it grows (ui/use-dock-room, and the page's
 * `docked` class in funnel.module.css): its actions take a second row when they do not fit, at
 * 200% text or in 长辈模式.
 */
export function DockFooter({
  as: Element = 'footer',
  className = funnelStyles.footer,
  children,
}: {
  as?: 'footer' | 'div';
  className?: string;
  children: ReactNode;
}) {
  const bar = useRef<HTMLElement | null>(null);
  // A callback ref fits both elements' ref types (a footer's and a div's).
  const attach = useCallback((element: HTMLElement | null) => {
    bar.current = element;
  }, []);
  useDockRoom(bar);
  return (
    <Element ref={attach} className={className}>
      {children}
    </Element>
  );
}
