import type { RequestHandler } from 'msw';
import { faultHandlers } from '../faults';
import { areaHandlers } from './area';
import { cashierHandlers } from './cashier';
import { commonHandlers } from './common';
import { healthHandlers } from './health';
import { homeHandlers } from './home';
import { insuredHandlers } from './insured';
import { loginHandlers } from './login';
import { membersHandlers } from './members';
import { occupationHandlers } from './occupation';
import { ordersHandlers } from './orders';
import { payHandlers } from './pay';
import { policyHandlers } from './policy';
import { productHandlers } from './product';
import { proposalHandlers } from './proposal';
import { traceHandlers } from './trace';
import { fieldHandlers } from './field';
import { activeHandlers } from './active';
import { posterHandlers } from './poster';
import { aybHandlers } from './ayb';
import { customizedHandlers } from './customized';

/**
 * Every sandbox handler, one module per data area. The fault handler comes first so a fault
 * switched on by a test wins over the normal reply.
 */
export const handlers: RequestHandler[] = [
  ...faultHandlers,
  ...homeHandlers,
  ...productHandlers,
  ...commonHandlers,
  ...loginHandlers,
  ...membersHandlers,
  ...ordersHandlers,
  ...healthHandlers,
  ...occupationHandlers,
  ...areaHandlers,
  ...insuredHandlers,
  ...payHandlers,
  ...cashierHandlers,
  ...traceHandlers,
  ...fieldHandlers,
  ...policyHandlers,
  ...proposalHandlers,
  ...activeHandlers,
  ...posterHandlers,
  ...aybHandlers,
  ...customizedHandlers,
];
