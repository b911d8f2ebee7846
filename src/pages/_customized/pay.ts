import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { payActions, selectPaymentAttempt } from '../../data/pay';
import type { CampaignQuery } from '../../data/customizedV2/types';
import { randomId } from '../../lib/random';
import { inWechat } from '../_shared/in-wechat';
import { invokeWechatPay } from '../_shared/wechat-pay';
import { withCarry, type ServiceKind } from './campaign';
import { noteCashier } from './history';

/**
 * Paying the service's fee through the funnel's payment machinery (the `pay` area): the site's own
 * payment call (payment/sign), the messaging app's pay sheet inside it, the H5 cashier elsewhere,
 * and the result always from the server, on the family's Payback.
 *
 * History: the payment runs on an entry of its own (the landing's 确认手机号 or payment entry, or
 * Payback), and its result takes that entry's place, so the landing's entry stays behind it. The
 * pay area replaces the entry before the H5 cashier; the pay sheet's answer does it here (on
 * Payback, a new entry of the same result: the server is asked again). A visitor whom Back took
 * away while the sheet was up, and who cancelled, stays there. Before the cashier, the landing is
 * noted (history.ts): Payback, back from the cashier, goes back over it to the landing.
 */
export function usePayFee(kind: ServiceKind, id: string, query: CampaignQuery) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const attempt = useAppSelector(selectPaymentAttempt);
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  // The pay sheet has answered this attempt (the result is Payback's to tell from here).
  const [settled, setSettled] = useState<string | null>(null);
  const invoked = useRef<string | null>(null);
  const shown = useRef(location.key);
  useEffect(() => {
    shown.current = location.key;
  }, [location.key]);
  const current = attempt && attempt.id === attemptId ? attempt : null;
  const returnPath = orderId ? withCarry(paths.campaign.payback(kind, id, orderId), query) : null;

  useEffect(() => {
    if (!current || !returnPath || current.start?.mode !== 'jsapi') return;
    if (invoked.current === current.id) return;
    invoked.current = current.id;
    const from = shown.current;
    const attemptOf = current.id;
    // Whatever the sheet says, the result is the server's to tell: Payback asks it.
    void invokeWechatPay(current.start.jsapi).then((answer) => {
      setSettled(attemptOf);
      const stayed = shown.current === from;
      if (stayed) navigate(returnPath, { replace: true });
      else if (answer !== 'cancel') navigate(returnPath);
    });
  }, [current, navigate, returnPath]);

  /** Pays `order` from the entry at `at` (its position in the tab, when known). */
  const pay = (order: string, at: number | null) => {
    const wechat = inWechat();
    const next = randomId(8);
    const back = withCarry(paths.campaign.payback(kind, id, order), query);
    setOrderId(order);
    setAttemptId(next);
    if (!wechat) noteCashier(id, order, at);
    dispatch(
      payActions.paymentRequested({
        attempt: next,
        route: 'sign',
        origin: window.location.origin,
        returnPath: back,
        // Back over the cashier is the service's own hop (cashierReturn in ./history).
        ownReturn: true,
        body: {
          orderId: order,
          channel: 'wechat',
          client: wechat ? 'wechat' : 'h5',
          returnUrl: window.location.origin + back,
        },
      }),
    );
  };

  const failed = !!current && current.status === 'failed';
  const paying = !!current && !failed && settled !== current.id;
  return { pay, paying, failed };
}
