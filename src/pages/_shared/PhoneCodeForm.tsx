import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { usingSandbox } from '../../config/env';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { loginActions } from '../../data/login/slice';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import { SmsCodeButton } from '../../ui/SmsCodeButton';
import styles from './PhoneCodeForm.module.css';

interface Props {
  submitText: string;
  submitting: boolean;
  onSubmit: (phone: string, code: string) => void;
}

type Field = 'phone' | 'captcha' | 'code' | 'agree';

/** An input whose placeholder says what it is (and a hidden label says it to screen readers). */
function PlainInput({
  label,
  invalid,
  className,
  ...input
}: { label: string; invalid: boolean; className: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={className}>
      <span className="visually-hidden">{label}</span>
      <input type="text" {...input} placeholder={label} aria-invalid={invalid || undefined} />
    </label>
  );
}

/**
 * Phone number, image captcha when the server asks for one, SMS code with a resend countdown, and
 * the agreement: shared by /Login, /Members/register and /Policy/wechat/bind. Every rule is checked
 * here before any call, with the copy.md messages.
 */
export function PhoneCodeForm({ submitText, submitting, onSubmit }: Props) {
  const dispatch = useAppDispatch();
  const login = useAppSelector((state) => state.login);
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const captchaImage = login.captcha ?? login.captchaForSendMsgToMobile;

  const reject = (field: Field, message: string) => {
    setInvalid(field);
    toast.fail(message, DURATION.quickFail);
    return false;
  };

  const checkPhone = () => isMobilePhone(trim(phone)) || reject('phone', COPY.login.badPhone);
  const checkCaptcha = () =>
    !login.captchaNeeded || trim(captcha).length > 0 || reject('captcha', COPY.login.noCaptcha);

  const send = () => {
    if (!checkPhone() || !checkCaptcha()) return;
    setInvalid(null);
    dispatch(
      loginActions.codeRequested({
        phone: trim(phone),
        ...(login.captchaNeeded ? { captcha: trim(captcha) } : {}),
      }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkPhone()) return;
    if (!/^\d{6}$/.test(trim(code))) return void reject('code', COPY.login.badSms);
    if (!agreed) return void reject('agree', COPY.login.mustAgree);
    setInvalid(null);
    onSubmit(trim(phone), trim(code));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PlainInput
        className={styles.row}
        label={COPY.login.phonePlaceholder}
        invalid={invalid === 'phone'}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={phone}
        onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
      />

      {login.captchaNeeded ? (
        <div className={styles.row}>
          <PlainInput
            className={styles.grow}
            label={COPY.login.captchaPlaceholder}
            invalid={invalid === 'captcha'}
            autoComplete="off"
            maxLength={6}
            value={captcha}
            onChange={(event) => setCaptcha(event.target.value)}
          />
          <button
            type="button"
            className={styles.captcha}
            onClick={() => dispatch(loginActions.captchaRefreshRequested())}
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

      <div className={styles.row}>
        <PlainInput
          className={styles.grow}
          label={COPY.login.smsPlaceholder}
          invalid={invalid === 'code'}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <SmsCodeButton
          resendAt={login.resendAt}
          sending={login.sendStatus === 'loading'}
          sentBefore={login.sendStatus === 'succeeded'}
          onSend={send}
        />
      </div>

      {usingSandbox() ? <p className={styles.sandbox}>{COPY.login.sandboxHint}</p> : null}

      <label className={styles.agree} data-invalid={invalid === 'agree' || undefined}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>
          {COPY.login.agreementPrefix}
          <Link to={paths.members.agreement()}>{COPY.login.userAgreement}</Link>
          <Link to={paths.doc.privacy()}>{COPY.login.privacy}</Link>
        </span>
      </label>

      <Button type="submit" block loading={submitting}>
        {submitText}
      </Button>
    </form>
  );
}
