import { useEffect } from 'react';
import { selectQuote } from '../../data/common/selectors';
import { commonActions } from '../../data/common/slice';
import { lookupActions } from '../../data/common/lookups';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { sameQuoteArgs } from '../../data/product/quote-args';
import type { QuoteArgs } from '../../data/product/types';

/**
 * The premium for `args`, asked for once per set of factors: an answer (or a request) for these
 * exact factors is kept, so arriving on a screen again does not price again, and a screen reached
 * with nothing in memory (a reload, a return from a login) asks for it. The trial passes
 * `clearWhenNone` so a quote for factors it no longer has is dropped.
 */
export function useQuote(args: QuoteArgs | null, { clearWhenNone = false } = {}) {
  const dispatch = useAppDispatch();
  const quote = useAppSelector(selectQuote);
  const current = sameQuoteArgs(quote.args, args);

  const argsKey = args ? JSON.stringify(args) : null;
  const heldArgs = quote.args;
  useEffect(() => {
    const next = argsKey ? (JSON.parse(argsKey) as QuoteArgs) : null;
    if (next) {
      if (!sameQuoteArgs(heldArgs, next)) dispatch(lookupActions.quoteRequested(next));
    } else if (clearWhenNone && heldArgs) {
      dispatch(commonActions.quoteCleared());
    }
  }, [argsKey, heldArgs, clearWhenNone, dispatch]);

  return {
    /** The answer for these factors, once it is here. */
    price: current && quote.status === 'succeeded' ? quote.price : null,
    /** The answer for these factors was a refusal or no answer; `message` says why, if known. */
    failed: current && quote.status === 'failed',
    message: current ? quote.message : null,
    retry: () => {
      if (args) dispatch(lookupActions.quoteRequested(args));
    },
  };
}
