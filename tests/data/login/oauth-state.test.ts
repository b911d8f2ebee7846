import { expect, test } from 'vitest';
import { consumeState, createState, STATE_TTL_MS } from '../../../src/data/login/oauth-state';

test('a state made here comes back once with its return path', () => {
  const state = createState('/mine/orders?tab=paid');
  expect(consumeState(state)).toBe('/mine/orders?tab=paid');
  expect(consumeState(state)).toBeNull();
});

test('a forged state is refused: unknown nonce, tampered path, garbage, nothing', () => {
  const state = createState('/Members/login');
  const [nonce] = state.split('.');
  expect(consumeState(`deadbeef.${state.split('.')[1]}`)).toBeNull();
  expect(consumeState(`${nonce}.${btoa('https://evil.example')}`)).toBeNull();
  expect(consumeState('not-a-state')).toBeNull();
  expect(consumeState(null)).toBeNull();
  expect(consumeState(state)).toBe('/Members/login');
});

test('an old state is refused', () => {
  const now = 1_000_000;
  const state = createState('/Home', now);
  expect(consumeState(state, now + STATE_TTL_MS + 1)).toBeNull();
});

test('states live in sessionStorage only', () => {
  createState('/Home');
  expect(Object.keys(localStorage)).toEqual([]);
  expect(Object.keys(sessionStorage)).toContain('wechat_oauth_states');
});
