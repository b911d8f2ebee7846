import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { usePlaceholderRoom } from '../../src/ui/use-placeholder-room';

function Field() {
  const input = useRef<HTMLInputElement>(null);
  const room = usePlaceholderRoom(input);
  return (
    <label data-testid="row" style={room}>
      <input ref={input} placeholder="请输入短信验证码" />
    </label>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('the room is the placeholder as drawn, measured beside the field, plus its padding', async () => {
  // The probe beside the input: 8 characters drawn at 31.44px (200% text) are 252px wide.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'SPAN' && this.textContent === '请输入短信验证码' ? 252 : 0;
  });
  render(<Field />);
  await vi.waitFor(() =>
    expect(screen.getByTestId('row').style.getPropertyValue('--placeholder-room')).toBe('254px'),
  );
  // The probe is gone again.
  expect(screen.getByTestId('row').querySelector('span')).toBeNull();
});

test('nothing laid out (no width measured): no room given, the stylesheet’s basis holds', () => {
  render(<Field />);
  expect(screen.getByTestId('row').style.getPropertyValue('--placeholder-room')).toBe('');
});
