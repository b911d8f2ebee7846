import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A record refused in place (pages/_shared/RecordRefused): its heading, the way to the visitor's
 * own records and home, and none of `secrets` (words only the record holds) in the page, the
 * document's title or the store.
 */
export async function expectRefusedInPlace(
  title: string,
  own: { name: string; href: string },
  secrets: readonly string[],
  state: () => unknown,
): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('不属于当前登录的账号');
  expect(screen.getByRole('link', { name: own.name })).toHaveAttribute('href', own.href);
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/Home');
  expectNothingOf(secrets, state);
}

/** None of `secrets` in the page, the document's title or the store. */
export function expectNothingOf(secrets: readonly string[], state: () => unknown): void {
  const page = document.body.textContent ?? '';
  const store = JSON.stringify(state());
  for (const secret of secrets) {
    expect(page, `the page shows ${secret}`).not.toContain(secret);
    expect(document.title, `the title shows ${secret}`).not.toContain(secret);
    expect(store, `the store holds ${secret}`).not.toContain(secret);
  }
}

/** Waits until the store holds none of `secrets` (a record forgotten once its screens are left). */
export async function expectForgotten(secrets: readonly string[], state: () => unknown) {
  await waitFor(() => {
    const store = JSON.stringify(state());
    for (const secret of secrets) expect(store, `the store holds ${secret}`).not.toContain(secret);
  });
}
