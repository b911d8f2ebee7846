import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SafeHtml } from '../../src/ui/SafeHtml';

test('a render of the screen around it leaves the content as it is (an open details stays open)', () => {
  const html = '<details><summary>等待期</summary><p>30天</p></details>';
  const view = render(<SafeHtml html={html} />);
  const details = view.container.querySelector('details');
  details?.setAttribute('open', '');
  view.rerender(<SafeHtml html={html} className="other" />);
  expect(view.container.querySelector('details')).toBe(details);
  expect(details).toHaveAttribute('open');
  expect(screen.getByText('30天')).toBeInTheDocument();
});

test('new content replaces the old', () => {
  const view = render(<SafeHtml html="<p>旧</p>" />);
  view.rerender(<SafeHtml html="<p>新</p>" />);
  expect(screen.queryByText('旧')).toBeNull();
  expect(screen.getByText('新')).toBeInTheDocument();
});
