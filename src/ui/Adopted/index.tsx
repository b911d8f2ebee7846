import { useLayoutEffect, useRef } from 'react';

/**
 * An element index.html painted before the app ran (ui/boot.ts), shown here as it is: moved into
 * this box before the browser paints again, rather than replaced by an identical copy, so its
 * first paint stays the largest one and nothing flashes or shifts.
 */
export function Adopted({
  node,
  className,
  ...aria
}: {
  node: Element;
  className?: string;
  'aria-busy'?: boolean;
  'aria-label'?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.appendChild(node);
  }, [node]);
  return <div ref={box} className={className} {...aria} />;
}
