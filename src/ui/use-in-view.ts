import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the element is within `margin` of the viewport (for loading the next page early). A
 * callback ref: the element may appear after the screen does (a list that is still loading).
 */
export function useInView<T extends Element>(margin = '200px') {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [element, margin]);

  return [ref, inView] as const;
}
