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

const initialState: AybState = {
  giftId: null,
  gift: null,
  giftStatus: 'idle',
  giftMissing: null,
  claim: noClaim,
  result: { policy: null, status: 'idle', message: '', notYours: false },
};

export const aybSlice = createSlice({
  name: 'ayb',
  initialState,
  reducers: {
    giftRequested(state, action: PayloadAction<{ id: number }>) {
      if (state.giftId !== action.payload.id) {
        state.gift = null;
        state.claim = noClaim;
      }
      state.giftId = action.payload.id;
      state.giftStatus = 'loading';
      state.giftMissing = null;
    },
    giftLoaded(state, action: PayloadAction<Gift>) {
      if (action.payload.id !== state.giftId) return;
      state.gift = action.payload;
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
    },
    alreadyClaimed(
      state,
      action: PayloadAction<{ policy: ClaimedPolicy | null; message: string }>,
    ) {
      state.claim = { ...noClaim, status: 'already', ...action.payload };
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
