import { getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/**
 * What sagas may do beyond the store and the API, handed in through the saga context so that data/
 * never imports the UI or touches the DOM itself. The app supplies the real ones; tests pass fakes.
 */
export interface Feedback {
  /** Plain toast, 3 s unless told otherwise. */
  toast(message: string, durationMs?: number): void;
  info(message: string, durationMs?: number): void;
  fail(message: string, durationMs?: number): void;
  success(message: string, durationMs?: number): void;
}

export interface ExternalOptions {
  replace?: boolean;
  returnsTo?: string;
}

export interface Services {
  feedback: Feedback;
  /**
   * Leaves the site for an external http(s) page. `replace` when this page must not stay in the
   * history (the messaging-app authorisation: back from the page after it returns to where the
   * visitor was before signing in, not to the consent page or this one). `returnsTo`: the site's
   * path the page brings the visitor back to (a payment provider's cashier); the entry it comes
   * back to then goes back over the outside pages, so that Back never lands on them
   * (pages/_shared/journey-history.ts).
   */
  openExternal(url: string, options?: ExternalOptions): void;
  /** Moves within the site (after a login, to where the visitor was going). */
  navigate(path: string, options?: { replace?: boolean }): void;
}

export const silentServices: Services = {
  feedback: { toast() {}, info() {}, fail() {}, success() {} },
  openExternal() {},
  navigate() {},
};

export function* getServices(): SagaIterator<Services> {
  return (yield getContext('services')) as Services;
}
