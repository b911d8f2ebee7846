import { afterEach, expect, test } from 'vitest';
import {
  apiOrigin,
  currentEnv,
  envForHost,
  originOf,
  qaSwitchAllowed,
  switchEnv,
  usingSandbox,
} from '../../src/config/env';

afterEach(() => sessionStorage.clear());

test.each([
  ['localhost', 'itg'],
  ['127.0.0.1', 'itg'],
  ['h5-dev1.jingxuanbx.cn', 'itg'],
  ['h5-dev2.jingxuanbx.cn', 'qa'],
  ['h5.jingxuanbx.cn', 'prod'],
  ['www.example.com', 'prod'],
])('host %s -> %s', (host, env) => expect(envForHost(host)).toBe(env));

test('the QA switch works on non-production hosts only', () => {
  expect(qaSwitchAllowed('h5-dev2.jingxuanbx.cn')).toBe(true);
  expect(switchEnv('prod', 'h5-dev1.jingxuanbx.cn')).toBe(true);
  expect(currentEnv('h5-dev1.jingxuanbx.cn')).toBe('prod');
  expect(switchEnv('itg', 'h5.jingxuanbx.cn')).toBe(false);
  sessionStorage.setItem('qa_api_env', 'itg');
  expect(currentEnv('h5.jingxuanbx.cn')).toBe('prod');
});

test('a stored value that is not an environment is ignored', () => {
  sessionStorage.setItem('qa_api_env', 'https://evil.example');
  expect(currentEnv('localhost')).toBe('itg');
});

test('the sandbox answers unless QA switched to a real backend', () => {
  expect(usingSandbox('localhost')).toBe(true);
  expect(apiOrigin('localhost')).toBe('');
  switchEnv('qa', 'localhost');
  expect(usingSandbox('localhost')).toBe(false);
  expect(apiOrigin('localhost')).toBe(originOf('qa'));
  expect(originOf('qa')).toMatch(/^https:\/\//);
});
