// @vitest-environment node
import { expect, test } from 'vitest';
import { API_ENVS, isSandbox } from '../../build/modes';

test('the dev server, the demo build and the unit tests run on the sandbox', () => {
  expect(['development', 'demo', 'test'].filter(isSandbox)).toEqual([
    'development',
    'demo',
    'test',
  ]);
});

test('a production build and the pinned environments talk to a real API', () => {
  expect(API_ENVS).toEqual(['itg', 'qa', 'prod']);
  expect(['production', ...API_ENVS].filter(isSandbox)).toEqual([]);
});
