import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginActions } from '../login/slice';
import type { LoadStatus } from '../status';
import type { ClaimBody, ClaimedPolicy, Gift, GiftStatus } from './types';

/**
 * Where a claim stands. claimed: a policy was issued now; already: the insured person had this
 * gift before (`policy` when it is the visitor's to see); unavailable: ended or out of places;
 * refused: any other reply, its message shown in place; failed: no reply (the request helper
 * has told the visitor).
 */
export type ClaimStatus =
  'idle' | 'loading' | 'claimed' | 'already' | 'unavailable' | 'refused' | 'failed';

/** The free gift claim (赠险): the gift on screen and the claim. Cleared on logout. */
export interface AybState {
  giftId: number | null;
  gift: Gift | null;
  giftStatus: LoadStatus;
  /**
   * The gift on screen was asked for signed in, so its `claimed` is this account's (a gift loaded
   * before signing in says nothing of the visitor's claims). `giftAskedSignedIn`: the request on
   * its way.
   */
  giftSignedIn: boolean;
  giftAskedSignedIn: boolean;
  /** The server's message for a gift that does not exist. */
  giftMissing: string | null;
  claim: {
    status: ClaimStatus;
    policy: ClaimedPolicy | null;
    message: string;
    /** An ended or sold-out gift, as the claim found it. */
    unavailable: Exclude<GiftStatus, 'open'> | null;
  };
  /**
   * The result screen's policy when it was opened afresh (a reload). `notYours`: the claim is not
   * this account's, or not there (4004; the server says no more).
   */
  result: { policy: ClaimedPolicy | null; status: LoadStatus; message: string; notYours: boolean };
}

const noClaim: AybState['claim'] = { status: 'idle', policy: null, message: '', unavailable: null };

/**
 * The gift on screen has issued `policy` to this account: said at once by the landing (Back from
 * 领取成功), before the gift is asked for again.
 */
function keepClaimed(state: AybState, policy: ClaimedPolicy) {
  if (!state.gift || state.gift.claimed.some((held) => held.policyNo === policy.policyNo)) return;
  state.gift.claimed.unshift(policy);
}

const initialState: AybState = {
  giftId: null,
  gift: null,
  giftStatus: 'idle',
  giftSignedIn: false,
  giftAskedSignedIn: false,
  giftMissing: null,
  claim: noClaim,
  result: { policy: null, status: 'idle', message: '', notYours: false },
};

export const aybSlice = createSlice({
  name: 'ayb',
  initialState,
  reducers: {
    /** `signedIn`: the visitor's token goes with the call (the screen's sign-in state). */
    giftRequested(state, action: PayloadAction<{ id: number; signedIn?: boolean }>) {
      if (state.giftId !== action.payload.id) {
        state.gift = null;
        state.giftSignedIn = false;
        state.claim = noClaim;
      }
      state.giftAskedSignedIn = action.payload.signedIn ?? false;
      state.giftId = action.payload.id;
      state.giftStatus = 'loading';
      state.giftMissing = null;
    },
    giftLoaded(state, action: PayloadAction<Gift>) {
      if (action.payload.id !== state.giftId) return;
      state.gift = action.payload;
      state.giftSignedIn = state.giftAskedSignedIn;
      state.giftStatus = 'succeeded';
    },
    giftNotFound(state, action: PayloadAction<{ message: string }>) {
      state.giftStatus = 'failed';
      state.giftMissing = action.payload.message;
    },
    giftFailed(state) {
      state.giftStatus = 'failed';
    },
    claimRequested(state, _action: PayloadAction<{ id: number; body: ClaimBody }>) {
      state.claim = { ...noClaim, status: 'loading' };
    },
    claimed(state, action: PayloadAction<ClaimedPolicy>) {
      state.claim = { ...noClaim, status: 'claimed', policy: action.payload };
      state.result = { ...initialState.result, policy: action.payload, status: 'succeeded' };
      keepClaimed(state, action.payload);
    },
    alreadyClaimed(
      state,
      action: PayloadAction<{ policy: ClaimedPolicy | null; message: string }>,
    ) {
      state.claim = { ...noClaim, status: 'already', ...action.payload };
      if (action.payload.policy) keepClaimed(state, action.payload.policy);
    },
    claimUnavailable(
      state,
      action: PayloadAction<{ status: Exclude<GiftStatus, 'open'>; message: string }>,
    ) {
      state.claim = {
        ...noClaim,
        status: 'unavailable',
        unavailable: action.payload.status,
        message: action.payload.message,
      };
    },
    claimRefused(state, action: PayloadAction<{ message: string }>) {
      state.claim = { ...noClaim, status: 'refused', message: action.payload.message };
    },
    claimFailed(state) {
      state.claim = { ...noClaim, status: 'failed' };
    },
    /** Back to the form (another person, or a corrected one). */
    claimDismissed(state) {
      state.claim = noClaim;
    },
    resultRequested(state, _action: PayloadAction<{ id: number; policyNo: string }>) {
      state.result = { ...initialState.result, status: 'loading' };
    },
    resultLoaded(state, action: PayloadAction<ClaimedPolicy>) {
      state.result = { ...initialState.result, policy: action.payload, status: 'succeeded' };
    },
    resultFailed(state, action: PayloadAction<{ message: string }>) {
      state.result = { ...initialState.result, status: 'failed', message: action.payload.message };
    },
    /** Not this account's claim (or none): said in place, nothing of any claim's policy kept. */
    resultNotYours(state) {
      state.result = { ...initialState.result, status: 'failed', notYours: true };
    },
    /** The visitor has left the result screen: its policy goes (the claim's copy of it too). */
    resultForgotten(state) {
      state.result = initialState.result;
      if (state.claim.status === 'claimed') state.claim = noClaim;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loginActions.loggedOut, () => initialState);
  },
});

export const aybActions = aybSlice.actions;
