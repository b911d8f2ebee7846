import type { MatcherFunction } from '@testing-library/react';

/**
 * A text matcher for a price, which ui/Price draws in parts (¥, the figure, the unit): the
 * innermost element whose whole text is `text`, e.g. price('¥136/年').
 */
export function price(text: string): MatcherFunction {
  return (_content, element) =>
    !!element &&
    element.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
}
