import { afterEach, expect, test, vi } from 'vitest';
import { commonActions } from '../../src/data/common/slice';
import { makeStore } from '../../src/data/store';
import { clearFaults, setFault } from '../../src/mocks/node';
import { fakeServices } from '../support/render';

afterEach(() => clearFaults());

async function until(predicate: () => boolean) {
  await vi.waitFor(() => {
    if (!predicate()) throw new Error('not yet');
  });
}

test('the JS-SDK configuration for a page is stored as common.wxSdkConfig', async () => {
  const store = makeStore(undefined, fakeServices());
  store.dispatch(
    commonActions.wxSdkConfigRequested({ page: 'http://localhost:3000/Home.html?a=1' }),
  );
  await until(() => store.getState().common.wxSdkConfig !== null);
  const config = store.getState().common.wxSdkConfig!;
  expect(config.appId).toBeTruthy();
  expect(config.signature).toMatch(/^[0-9a-f]+$/);

  store.dispatch(commonActions.wxSdkConfigRequested({ page: 'http://localhost:3000/Test.html' }));
  await until(() => store.getState().common.wxSdkConfig?.signature !== config.signature);
});

test('a non-zero code shows the server message and clears the configuration', async () => {
  setFault('GET', '/rest/api/wechat/js/config', { code: 40001, message: '签名失败' });
  const services = fakeServices();
  const store = makeStore(undefined, services);
  store.dispatch(commonActions.wxSdkConfigRequested({ page: 'http://localhost:3000/' }));
  await until(() => services.feedback.toast.mock.calls.length > 0);
  expect(services.feedback.toast).toHaveBeenCalledWith('签名失败');
  expect(store.getState().common.wxSdkConfig).toBeNull();
});
