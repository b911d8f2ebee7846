import { runSaga } from 'redux-saga';
import { expect, test, vi } from 'vitest';
import type { Reply } from '../../src/api/envelope';
import { RequestError } from '../../src/api/request';
import { ask, NOTICE, QUIET, type Notice } from '../../src/data/ask';
import { fakeServices } from '../support/render';

function run<T>(how: Notice | typeof QUIET, api: () => Promise<Reply<T>>) {
  const services = fakeServices();
  const task = runSaga({ context: { services } }, ask, how, api);
  return { services, result: task.toPromise() as Promise<Reply<T> | null> };
}

const reply = <T>(code: number, payload: T, message = ''): Reply<T> => ({ code, message, payload });

test('code 0 gives the reply and tells nobody', async () => {
  const { services, result } = run(NOTICE.toast, () => Promise.resolve(reply(0, { a: 1 })));
  expect(await result).toEqual(reply(0, { a: 1 }));
  expect(services.feedback.toast).not.toHaveBeenCalled();
});

test('a non-zero code shows the server message the area’s way and gives null', async () => {
  const refused = () => Promise.resolve(reply(4001, null, '库存不足'));
  const plain = run(NOTICE.toast, refused);
  expect(await plain.result).toBeNull();
  expect(plain.services.feedback.toast).toHaveBeenCalledWith('库存不足');
  const catalogue = run(NOTICE.catalogue, refused);
  expect(await catalogue.result).toBeNull();
  expect(catalogue.services.feedback.info).toHaveBeenCalledWith('库存不足');
  const login = run(NOTICE.login, refused);
  expect(await login.result).toBeNull();
  expect(login.services.feedback.fail).toHaveBeenCalledWith('库存不足', 2000);
  const payment = run(NOTICE.payment, refused);
  await payment.result;
  expect(payment.services.feedback.fail).toHaveBeenCalledWith('库存不足', 3000);
});

test('codes the caller handles come back untold; QUIET hands back every code', async () => {
  const ineligible = () => Promise.resolve(reply(-1, null, '不符合投保条件'));
  const handled = run({ ...NOTICE.toast, handles: [-1] }, ineligible);
  expect((await handled.result)?.code).toBe(-1);
  expect(handled.services.feedback.toast).not.toHaveBeenCalled();
  const quiet = run(QUIET, ineligible);
  expect((await quiet.result)?.message).toBe('不符合投保条件');
  expect(Object.values(quiet.services.feedback).every((fn) => fn.mock.calls.length === 0)).toBe(
    true,
  );
});

test('a raised error gives null without a second message (the request helper told)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { services, result } = run(NOTICE.toast, () =>
    Promise.reject(new RequestError('timeout', '/rest/api/x')),
  );
  expect(await result).toBeNull();
  expect(Object.values(services.feedback).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  vi.restoreAllMocks();
});
