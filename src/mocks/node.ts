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
  SECOND_PHONE,
  SANDBOX_SMS_CODE,
  WECHAT_IDENTITIES,
} from './fixtures/accounts';
export { createOrder, orderOf, setOrderStatus, toOrderDetail } from './orders';
export { completePayment, getTrail, listOrders, listPolicies, writePlan } from './controls';
export { refreshOrders, type CashierResult } from './payments';
export { TRAIL_CAP } from './trails';
export { INELIGIBLE_MESSAGE } from './handlers/health';
export { PAY_WINDOW_MS } from './fixtures/orders';
