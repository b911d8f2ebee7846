import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox for unit and component tests (msw/node). Memory only: resetDb() between tests. */
export const server = setupServer(...handlers);

export { signIn } from './accounts';
export { advanceClock, resetClock, setNow } from './clock';
export { db, resetDb } from './db';
export { clearFaults, listFaults, setFault, type Fault, type FaultRule } from './faults';
export {
  DEMO_PHONE,
  SANDBOX_CAPTCHA_ANSWER,
  SANDBOX_SMS_CODE,
  WECHAT_IDENTITIES,
} from './fixtures/accounts';
export { createOrder, setOrderStatus } from './orders';
