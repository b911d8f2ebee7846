import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { usingSandbox } from '../../config/env';
import { paths } from '../../config/paths';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import { PlainInput, prepareSms, SmsFields, type SmsField } from './SmsFields';
import styles from './PhoneCodeForm.module.css';

/**
 * The sign-in's 我已阅读并同意《用户服务协议》《隐私政策》 box, held by the screen when it has
 * another way of signing in beside the form (the messaging app's 微信授权登录): that way needs the
 * same tick (copy.md: 请先阅读并同意相关协议), so both read one box.
 */
export interface SignInAgreement {
  agreed: boolean;
  /** Asked for and not given: the box is marked. */
  flagged: boolean;
  set: (agreed: boolean) => void;
  /** The box's element id, to bring it into view when it is asked for. */
  id: string;
  /** True when ticked; else the box is marked, brought into view, and the visitor told. */
  require: () => boolean;
}

export function useSignInAgreement(): SignInAgreement {
  const [agreed, setAgreed] = useState(false);
  const [flagged, setFlagged] = useState(false);
  const id = useId();
  return {
    agreed,
    flagged: flagged && !agreed,
    id,
    set: (checked) => {
      setAgreed(checked);
      if (checked) setFlagged(false);
    },
    require: () => {
      if (agreed) return true;
      setFlagged(true);
      document.getElementById(id)?.scrollIntoView?.({ block: 'center' });
      toast.fail(COPY.login.mustAgree, DURATION.quickFail);
      return false;
    },
  };
}

interface Props {
  submitText: string;
  submitting: boolean;
  onSubmit: (phone: string, code: string) => void;
  /**
   * The sign-in's own 我已阅读并同意 box: the form's own (true), one the screen holds for its other
   * way of signing in too (`useSignInAgreement`), or none (false) where the screen asks a consent
   * of its own that covers the same documents (手机号注册's membership consent), so no agreement
   * is named twice.
   */
  agreement?: boolean | SignInAgreement;
}

/**
 * Phone number, image captcha when the server asks for one, SMS code with a resend countdown, and
 * the agreement: shared by /Login, /Members/register and /Policy/wechat/bind. Every rule is checked
 * here before any call, with the copy.md messages.
 */
export function PhoneCodeForm({ submitText, submitting, onSubmit, agreement = true }: Props) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const own = useSignInAgreement();
  const box = agreement === false ? null : agreement === true ? own : agreement;
  const [invalid, setInvalid] = useState<SmsField | null>(null);
  // Why the last try was refused, under the fields until the next: the toast goes after 2 s, and
  // a screen reader hears this (role="alert"), named by the field at fault.
  const [error, setError] = useState('');
  const errorId = useId();

  const reject = (field: SmsField, message: string) => {
    setInvalid(field);
    setError(message);
    toast.fail(message, DURATION.quickFail);
  };
  const mend = () => {
    setInvalid(null);
    setError('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isMobilePhone(trim(phone))) return reject('phone', COPY.login.badPhone);
    if (!/^\d{6}$/.test(trim(code))) return reject('code', COPY.login.badSms);
    setInvalid(null);
    if (box && !box.require()) {
      setError(COPY.login.mustAgree);
      return;
    }
    setError('');
    onSubmit(trim(phone), trim(code));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PlainInput
        className={styles.row}
        label={COPY.login.phonePlaceholder}
        invalid={invalid === 'phone'}
        aria-describedby={invalid === 'phone' && error ? errorId : undefined}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value.replace(/\D/g, ''));
          // Mended, the field is no longer the one at fault.
          if (invalid === 'phone') mend();
        }}
        onFocus={() => void prepareSms().catch(() => {})}
      />

      <SmsFields
        phone={phone}
        code={code}
        onCode={setCode}
        onEdit={(field) => {
          if (invalid === field) mend();
        }}
        invalid={invalid}
        onReject={reject}
        classes={{
          row: styles.row,
          grow: styles.grow,
          captcha: styles.captcha,
          error: styles.error,
        }}
        errorId={error ? errorId : undefined}
      />

      {usingSandbox() ? <p className={styles.sandbox}>{COPY.login.sandboxHint}</p> : null}

      {box ? (
        <label className={styles.agree} data-invalid={box.flagged || undefined}>
          <input
            id={box.id}
            type="checkbox"
            checked={box.agreed}
            aria-invalid={box.flagged || undefined}
            aria-describedby={box.flagged && error ? errorId : undefined}
            onChange={(event) => {
              box.set(event.target.checked);
              if (event.target.checked && error === COPY.login.mustAgree) setError('');
            }}
          />
          <span>
            {COPY.login.agreementPrefix}
            <Link to={paths.members.agreement()}>{COPY.login.userAgreement}</Link>
            <Link to={paths.doc.privacy()}>{COPY.login.privacy}</Link>
          </span>
        </label>
      ) : null}

      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      <Button type="submit" block loading={submitting}>
        {submitText}
      </Button>
    </form>
  );
}
