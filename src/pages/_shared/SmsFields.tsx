import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type RefObject,
} from 'react';
import { COPY } from '../../config/copy';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { loginActions } from '../../data/login/slice';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import { SmsCodeButton } from '../../ui/SmsCodeButton';
import { usePlaceholderRoom } from '../../ui/use-placeholder-room';

/** An input whose placeholder says what it is (and a hidden label says it to screen readers). */
export function PlainInput({
  label,
  invalid,
  className,
  ref,
  ...input
}: {
  label: string;
  invalid: boolean;
  className: string;
  ref?: RefObject<HTMLInputElement | null>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const own = useRef<HTMLInputElement>(null);
  const field = ref ?? own;
  // Room for the whole placeholder, however large the phone draws its words.
  const room = usePlaceholderRoom(field);
  return (
    <label className={className} style={room}>
      <span className="visually-hidden">{label}</span>
      <input
        ref={field}
        type="text"
        {...input}
        placeholder={label}
        aria-invalid={invalid || undefined}
      />
    </label>
  );
}

export type SmsField = 'phone' | 'captcha' | 'code';

let signIn: Promise<typeof import('../../data/login/sign-in')> | null = null;

/**
 * The login area's code machinery (data/login/sign-in.ts, about 2 kB) loads when the visitor is
 * about to ask for a code, not with a form they may only look at: a form calls this when its phone
 * field gets focus, and the code button waits for it. A failed load is forgotten, so the next tap
 * tries again.
 */
export function prepareSms(): Promise<typeof import('../../data/login/sign-in')> {
  signIn ??= import('../../data/login/sign-in').catch((error: unknown) => {
    signIn = null;
    throw error;
  });
  return signIn;
}

interface Props {
  /** The phone number typed above, as typed. */
  phone: string;
  code: string;
  onCode: (code: string) => void;
  invalid: string | null;
  /** A local check failed: mark the field and tell the visitor (copy.md's messages). */
  onReject: (field: SmsField, message: string) => void;
  /** The visitor typed in one of these fields (a field at fault is being mended). */
  onEdit?: (field: SmsField) => void;
  /**
   * The form's own look: a row, the input that fills it, the captcha picture's button, and a
   * reason the code was not sent.
   */
  classes: { row: string; grow: string; captcha: string; error: string };
  /** The message that says why the invalid field is wrong: named by that field. */
  errorId?: string;
}

/**
 * The image captcha (when the server asks for one) and the SMS code with its resend countdown,
 * sent through the login area's code machinery (POST validation/bind): the phone login forms and
 * the campaigns' lead forms.
 */
export function SmsFields({
  phone,
  code,
  onCode,
  invalid,
  onReject,
  onEdit,
  classes,
  errorId,
}: Props) {
  const dispatch = useAppDispatch();
  const login = useAppSelector((state) => state.login);
  const [captcha, setCaptcha] = useState('');
  const [preparing, setPreparing] = useState(false);
  const captchaImage = login.captcha ?? login.captchaForSendMsgToMobile;
  const refusalId = useId();
  // Why the last code was not sent, beside its fields after the toast has gone: the picture code's
  // field is named by it (a wrong picture code, or the server asking for one).
  const refusal = login.sendRefusal;
  const describedBy = (field: SmsField) =>
    invalid === field
      ? errorId
      : !invalid && refusal && (field === 'code' || (field === 'captcha' && login.captchaNeeded))
        ? refusalId
        : undefined;
  useEffect(() => () => void dispatch(loginActions.sendRefusalCleared()), [dispatch]);
  // When the server asks for a picture code, the visitor is taken to its field (the code button's
  // tap asked for it; a form opened with the field already there does not raise the keyboard).
  const captchaField = useRef<HTMLInputElement>(null);
  const asked = useRef(login.captchaNeeded);
  useEffect(() => {
    if (login.captchaNeeded && !asked.current) captchaField.current?.focus();
    asked.current = login.captchaNeeded;
  }, [login.captchaNeeded]);

  /** Dispatches one of the sign-in flows' events once their module is there. */
  const withSignIn = (act: (module: Awaited<ReturnType<typeof prepareSms>>) => void) => {
    setPreparing(true);
    prepareSms().then(
      (module) => {
        setPreparing(false);
        act(module);
      },
      () => {
        setPreparing(false);
        onReject('code', COPY.networkError);
      },
    );
  };

  const send = () => {
    if (!isMobilePhone(trim(phone))) return onReject('phone', COPY.login.badPhone);
    if (login.captchaNeeded && trim(captcha).length === 0) {
      return onReject('captcha', COPY.login.noCaptcha);
    }
    withSignIn(({ signInActions }) =>
      dispatch(
        signInActions.codeRequested({
          phone: trim(phone),
          ...(login.captchaNeeded ? { captcha: trim(captcha) } : {}),
        }),
      ),
    );
  };

  return (
    <>
      {login.captchaNeeded ? (
        <div className={classes.row}>
          <PlainInput
            ref={captchaField}
            className={classes.grow}
            label={COPY.login.captchaPlaceholder}
            invalid={invalid === 'captcha'}
            aria-describedby={describedBy('captcha')}
            autoComplete="off"
            maxLength={6}
            value={captcha}
            onChange={(event) => {
              setCaptcha(event.target.value);
              onEdit?.('captcha');
              // The server's reason was about this field (请输入图形验证码, a wrong picture code):
              // once the visitor types in it, the reason no longer stands in red beside it.
              if (refusal && login.captchaNeeded) dispatch(loginActions.sendRefusalCleared());
            }}
          />
          <button
            type="button"
            className={classes.captcha}
            onClick={() =>
              withSignIn(({ signInActions }) => dispatch(signInActions.captchaRefreshRequested()))
            }
            disabled={login.captchaStatus === 'loading'}
            title={COPY.login.refreshCaptcha}
          >
            {captchaImage ? (
              <img src={captchaImage} alt={COPY.login.refreshCaptcha} width={100} height={40} />
            ) : (
              <span>{COPY.login.refreshCaptcha}</span>
            )}
          </button>
        </div>
      ) : null}

      <div className={classes.row}>
        <PlainInput
          className={classes.grow}
          label={COPY.login.smsPlaceholder}
          invalid={invalid === 'code'}
          aria-describedby={describedBy('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => {
            onCode(event.target.value.replace(/\D/g, ''));
            onEdit?.('code');
          }}
        />
        <SmsCodeButton
          resendAt={login.resendAt}
          sending={preparing || login.sendStatus === 'loading'}
          sentBefore={login.sendStatus === 'succeeded'}
          onSend={send}
        />
      </div>
      {refusal && !invalid ? (
        <p id={refusalId} className={classes.error} role="alert">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
