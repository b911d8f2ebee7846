import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Reply } from '../api/envelope';
import { getServices, type Feedback } from './services';

/** How an area tells the visitor about a non-zero reply code (spec section 8, copy.md). */
export interface Notice {
  kind: keyof Feedback;
  durationMs?: number;
  /** Non-zero codes the caller answers itself: those replies come back untold. */
  handles?: readonly number[];
}

export const NOTICE = {
  /** Any non-zero code: the server's message, 3 s. */
  toast: { kind: 'toast' },
  catalogue: { kind: 'info' },
  login: { kind: 'fail', durationMs: 2000 },
  payment: { kind: 'fail', durationMs: 3000 },
  /** Job and area loads. */
  lookup: { kind: 'fail', durationMs: 2000 },
} as const satisfies Record<string, Notice>;

/** Every non-zero reply comes back untold: the caller shows it its own way (on its screen). */
export const QUIET = 'quiet';

/**
 * One server call in a saga, in the common shape. Code 0 gives the reply (its payload already
 * checked against its schema by the API function); a non-zero code shows the server's message
 * with the area's notice and gives null; a raised error gives null, because the request helper
 * has already told the visitor (or sent them home).
 */
export function* ask<A extends unknown[], T, M>(
  how: Notice | typeof QUIET,
  api: (...args: A) => Promise<Reply<T, M>>,
  ...args: A
): SagaIterator<Reply<T, M> | null> {
  let reply: Reply<T, M>;
  try {
    reply = yield call(api, ...args);
  } catch {
    return null;
  }
  if (reply.code === 0 || how === QUIET || how.handles?.includes(reply.code)) return reply;
  yield* tell(how, reply.message);
  return null;
}

/** Shows `message` the way `notice` says. */
export function* tell(notice: Notice, message: string): SagaIterator {
  const { feedback } = yield* getServices();
  if (notice.durationMs === undefined) feedback[notice.kind](message);
  else feedback[notice.kind](message, notice.durationMs);
}
