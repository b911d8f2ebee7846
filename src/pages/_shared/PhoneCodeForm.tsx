import { useState, type FormEvent } from 'react';
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

interface Props {
  submitText: string;
  submitting: boolean;
  onSubmit: (phone: string, code: string) => void;
  /**
   * The sign-in's own 我已阅读并同意 box. False where the screen asks a consent of its own that
   * covers the same documents (手机号注册's membership consent), so no agreement is named twice.
   */
  agreement?: boolean;
}

type Field = SmsField | 'agree';

/**
 * Phone number, image captcha when the server asks for one, SMS code with a resend countdown, and
 * the agreement: shared by /Login, /Members/register and /Policy/wechat/bind. Every rule is checked
 * here before any call, with the copy.md messages.
 */
export function PhoneCodeForm({ submitText, submitting, onSubmit, agreement = true }: Props) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [invalid, setInvalid] = useState<Field | null>(null);

  const reject = (field: Field, message: string) => {
    setInvalid(field);
    toast.fail(message, DURATION.quickFail);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isMobilePhone(trim(phone))) return reject('phone', COPY.login.badPhone);
    if (!/^\d{6}$/.test(trim(code))) return reject('code', COPY.login.badSms);
    if (agreement && !agreed) return reject('agree', COPY.login.mustAgree);
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
        onFocus={() => void prepareSms().catch(() => {})}
      />

      <SmsFields
        phone={phone}
        code={code}
        onCode={setCode}
        invalid={invalid}
        onReject={reject}
        classes={{ row: styles.row, grow: styles.grow, captcha: styles.captcha }}
      />

      {usingSandbox() ? <p className={styles.sandbox}>{COPY.login.sandboxHint}</p> : null}

      {agreement ? (
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
      ) : null}

      <Button type="submit" block loading={submitting}>
        {submitText}
      </Button>
    </form>
  );
}
