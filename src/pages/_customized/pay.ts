import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { payActions, selectPaymentAttempt } from '../../data/pay';
import type { CampaignQuery } from '../../data/customizedV2/types';
import { randomId } from '../../lib/random';
import { inWechat } from '../_shared/in-wechat';
import { invokeWechatPay } from '../_shared/wechat-pay';
import { withCarry, type ServiceKind } from './campaign';

/**
 * Paying the service's fee through the funnel's payment machinery (the `pay` area): the site's own
 * payment call (payment/sign), the messaging app's pay sheet inside it, the H5 cashier elsewhere,
 * and the result always from the server, on the family's Payback.
 */
export function usePayFee(kind: ServiceKind, id: string, query: CampaignQuery) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const attempt = useAppSelector(selectPaymentAttempt);
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const invoked = useRef<string | null>(null);
  const current = attempt && attempt.id === attemptId ? attempt : null;
  const returnPath = orderId ? withCarry(paths.campaign.payback(kind, id, orderId), query) : null;

  useEffect(() => {
    if (!current || !returnPath || current.start?.mode !== 'jsapi') return;
    if (invoked.current === current.id) return;
    invoked.current = current.id;
    // Whatever the sheet says, the result is the server's to tell: Payback asks it.
    void invokeWechatPay(current.start.jsapi).then(() => navigate(returnPath));
  }, [current, navigate, returnPath]);

  const pay = (order: string) => {
    const wechat = inWechat();
    const next = randomId(8);
    const back = withCarry(paths.campaign.payback(kind, id, order), query);
    setOrderId(order);
    setAttemptId(next);
    dispatch(
      payActions.paymentRequested({
        attempt: next,
        route: 'sign',
        origin: window.location.origin,
        returnPath: back,
        body: {
          orderId: order,
          channel: 'wechat',
          client: wechat ? 'wechat' : 'h5',
          returnUrl: window.location.origin + back,
        },
      }),
    );
  };

  const paying = !!current && current.status !== 'failed';
  return { pay, paying };
}
