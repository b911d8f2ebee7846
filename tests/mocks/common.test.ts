import type { Reply } from '../../src/api/envelope';
import type { WxSdkConfig } from '../../src/data/common/types';

async function jsConfig(page?: string): Promise<Reply<WxSdkConfig | null>> {
  const query = page === undefined ? '' : `?page=${encodeURIComponent(page)}`;
  const response = await fetch(new URL(`/rest/api/wechat/js/config${query}`, location.href));
  return (await response.json()) as Reply<WxSdkConfig | null>;
}

describe('GET /rest/api/wechat/js/config', () => {
  it('answers a configuration whose signature depends on the page', async () => {
    const home = await jsConfig('http://localhost:3000/Home.html');
    expect(home.code).toBe(0);
    expect(home.payload).toMatchObject({
      appId: expect.stringMatching(/^wx[0-9a-f]{16}$/),
      nonceStr: expect.any(String),
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      jsApiList: expect.arrayContaining(['updateAppMessageShareData']),
    });
    expect(typeof home.payload?.timestamp).toBe('number');

    const again = await jsConfig('http://localhost:3000/Home.html');
    const other = await jsConfig('http://localhost:3000/Product.html?id=105');
    expect(again.payload?.signature).toBe(home.payload?.signature);
    expect(other.payload?.signature).not.toBe(home.payload?.signature);
  });

  it('refuses a request without the page', async () => {
    const reply = await jsConfig();
    expect(reply.code).toBe(1001);
    expect(reply.message).toBe('参数错误：page');
  });
});
