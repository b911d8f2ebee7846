import type { RootState } from '../store';

/** Signed in on this browser: a user token that the server has not refused (yet). */
export const selectSignedIn = (state: RootState) => state.login.token !== null;
