import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { md5 } from '../../src/mocks/md5';
test('md5', () => {
  for (const t of [
    '',
    'a',
    'abc',
    '9.9family2026salt',
    '中文测试'.repeat(20),
    'x'.repeat(55),
    'x'.repeat(56),
    'x'.repeat(64),
  ])
    expect(md5(t)).toBe(createHash('md5').update(t).digest('hex'));
});
