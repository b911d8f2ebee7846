import { useRef, type ReactNode } from 'react';
import { useDockRoom } from '../../ui/use-dock-room';
import funnelStyles from './funnel.module.css';

/**
 * The funnel's footer, fixed at the bottom of the screen, whose page keeps room for it however
 * tall it grows (ui/use-dock-room): its actions take a second row when they do not fit, at 200%
 * text or in 长辈模式.
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
  const bar = useRef<HTMLElement>(null);
  useDockRoom(bar);
  return (
    <Element ref={bar as never} className={className}>
      {children}
    </Element>
  );
}
