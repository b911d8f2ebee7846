import { expect, test } from 'vitest';
import { entryUrl, signatureUrl } from '../../src/app/device';

test('the signature URL drops the hash; on iOS it is the entry URL', () => {
  expect(signatureUrl('https://h5.example.cn/Product.html?id=1#plans', false)).toBe(
    'https://h5.example.cn/Product.html?id=1',
  );
  expect(signatureUrl('https://h5.example.cn/Product.html?id=1#plans', true)).toBe(entryUrl);
  expect(entryUrl).not.toContain('#');
});
