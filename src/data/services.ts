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

export interface Services {
  feedback: Feedback;
  /** Leaves the site for an external http(s) page. */
  openExternal(url: string): void;
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
