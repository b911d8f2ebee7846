import { createSlice } from '@reduxjs/toolkit';

/** Spec section 3: token; captcha (an image blob address); captchaForSendMsgToMobile. */
export interface LoginState {
  token: string | null;
  captcha: string | null;
  captchaForSendMsgToMobile: string | null;
}

const initialState: LoginState = {
  token: null,
  captcha: null,
  captchaForSendMsgToMobile: null,
};

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {},
});

export default loginSlice.reducer;
