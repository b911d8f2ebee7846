import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import { usingSandbox } from '../../config/env';
import { paths } from '../../config/paths';
import { activeActions, keepLead, keptLead, selectLead } from '../../data/active';
import {
  leadInsuredFor,
  type LeadBody,
  type LeadInsured,
  type LeadKind,
} from '../../data/active/types';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import { Price } from '../../ui/Price';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import { usePlaceholderRoom } from '../../ui/use-placeholder-room';
import { PlainInput, prepareSms, SmsFields } from '../_shared/SmsFields';
import screenStyles from '../_shared/Screen.module.css';
import controls from '../../ui/styles/controls.module.css';
import styles from './Campaign.module.css';

const RegionSelect = lazy(() => import('./RegionSelect'));
/**
 * The success mark: only a visitor who has sent the form sees it, so only they fetch it; if it
 * cannot be fetched, the mark's tinted circle stays empty and the words say it all.
 */
const CheckOutline = lazy(() =>
  import('antd-mobile-icons/es/CheckOutline').catch(() => ({ default: () => null })),
);

/** sessionStorage prefix of the lead forms' drafts (data/session.ts clears it on logout). */
export const LEAD_DRAFT_PREFIX = 'lead:';

interface Draft {
  name: string;
  phone: string;
  insured: LeadInsured | '';
  birthDate: string;
  regionCode: string;
  age: string;
  term: string;
}

const EMPTY: Draft = {
  name: '',
  phone: '',
  insured: '',
  birthDate: '',
  regionCode: '',
  age: '',
  term: '',
};

type Field = keyof Draft | 'code' | 'captcha' | 'consent';

export interface LeadFormProps {
  kind: LeadKind;
  pageId: string | number;
  title: string;
  intro?: string;
  submitText: string;
  /** Ask for an SMS code (the articles' templates, the short video). */
  sms?: boolean;
  birthDate?: boolean;
  region?: boolean;
  /** The short video: the insured's age and the cover term, for the premium estimate. */
  estimate?: { ageRange: { min: number; max: number }; terms: { value: string; label: string }[] };
  variant?: string;
  refKey?: string;
  /** Once, when the lead is taken: the page's conversion event. */
  onSubmitted?: () => void;
  /** The form's anchor, for a sticky call to action. */
  anchorId?: string;
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * A campaign page's lead form: 称呼, mobile (and SMS code where asked), whom the cover is for,
 * consent with the privacy policy. One submission per tap: the button is locked while the lead is
 * on its way and for a few seconds after a refusal; a taken lead replaces the form with its
 * success state. What is typed survives a reload (sessionStorage) and is dropped once sent; the
 * taken lead is kept for the tab, so coming back to the landing shows it sent, not an empty form.
 */
export function LeadForm(props: LeadFormProps) {
  const { kind, pageId, sms, estimate } = props;
  // Whom the visitor can ask about: a product for the elderly is not asked about for 孩子.
  const whom = leadInsuredFor(estimate?.ageRange);
  // Room for 如：王先生、李女士 beside its label, however large the phone draws its words.
  const nameField = useRef<HTMLInputElement>(null);
  const nameRoom = usePlaceholderRoom(nameField);
  const dispatch = useAppDispatch();
  const lead = useAppSelector(selectLead(kind, pageId));
  // Sent earlier in this tab (this page loaded again: Forward, a reload): shown as sent.
  const [kept] = useState(() => keptLead(kind, pageId));
  const draftKey = `${LEAD_DRAFT_PREFIX}${kind}:${pageId}`;
  const [draft, setDraft] = useState<Draft>(() => ({
    ...EMPTY,
    ...readSessionJson<Partial<Draft>>(draftKey),
  }));
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [error, setError] = useState('');
  const [clock, setClock] = useState(() => Date.now());

  const set = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    writeSessionJson(draftKey, next);
  };

  const lockedFor = Math.max(0, Math.ceil((lead.lockedUntil - clock) / 1000));
  useEffect(() => {
    if (lead.lockedUntil <= Date.now()) return;
    const timer = window.setInterval(() => setClock(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [lead.lockedUntil]);

  const { onSubmitted } = props;
  const leadId = lead.reply?.leadId;
  // The result replaces a longer form: where the visitor stood (at the form's end, at its button)
  // can then be below it, the result above the screen (at 200% text, the short video's).
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!leadId || !lead.reply) return;
    removeSession(draftKey);
    keepLead(kind, pageId, lead.reply);
    resultHeading.current?.focus();
    onSubmitted?.();
    // Once per taken lead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leadId]);

  const reject = (field: Field, message: string) => {
    setInvalid(field);
    setError(message);
    toast.fail(message, DURATION.quickFail);
  };

  // The only term there is is the one chosen (the short video's product offers 1年 alone).
  const term = draft.term || (estimate?.terms.length === 1 ? estimate.terms[0]!.value : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = trim(draft.name);
    const phone = trim(draft.phone);
    if (!name) return reject('name', CAMPAIGN_COPY.lead.badName);
    if (!isMobilePhone(phone)) return reject('phone', COPY.login.badPhone);
    if (props.birthDate && !draft.birthDate)
      return reject('birthDate', CAMPAIGN_COPY.lead.noBirthDate);
    if (props.region && !draft.regionCode) return reject('regionCode', COPY.insured.noRegion);
    if (!draft.insured || !whom.includes(draft.insured)) {
      return reject('insured', CAMPAIGN_COPY.lead.noWhom);
    }
    if (estimate && !draft.age) return reject('age', CAMPAIGN_COPY.lead.noAge);
    if (estimate && !term) return reject('term', CAMPAIGN_COPY.lead.noTerm);
    if (sms && !/^\d{6}$/.test(trim(code))) return reject('code', COPY.login.badSms);
    if (!consent) return reject('consent', COPY.login.mustAgree);
    setInvalid(null);
    setError('');
    const body: LeadBody = { name, phone, insured: draft.insured, consent: true };
    if (sms) body.code = trim(code);
    if (props.birthDate) body.birthDate = draft.birthDate;
    if (props.region) body.regionCode = draft.regionCode;
    if (estimate) {
      body.age = Number(draft.age);
      body.term = term;
    }
    if (props.variant) body.variant = props.variant;
    if (props.refKey) body.ref = props.refKey;
    dispatch(activeActions.leadRequested({ kind, id: pageId, body }));
  };

  const reply = lead.status === 'succeeded' ? lead.reply : lead.status === 'idle' ? kept : null;
  if (reply) {
    return (
      <section
        className={`${styles.section} ${styles.success}`}
        id={props.anchorId}
        aria-live="polite"
      >
        <div className={styles.successIcon} aria-hidden="true">
          <Suspense fallback={null}>
            <CheckOutline />
          </Suspense>
        </div>
        <h2 className={styles.heading} ref={resultHeading} tabIndex={-1}>
          {CAMPAIGN_COPY.lead.succeeded}
        </h2>
        {reply.estimate ? (
          <>
            <p className={styles.muted}>{CAMPAIGN_COPY.lead.estimate}</p>
            <p className={styles.estimate} data-testid="lead-estimate">
              <Price amount={reply.estimate.premium} unit={reply.estimate.unit} />
            </p>
            {reply.estimate.basis ? (
              <p className={styles.muted}>
                {CAMPAIGN_COPY.lead.estimateBasis(reply.estimate.basis)}
              </p>
            ) : null}
            <p className={styles.muted}>{CAMPAIGN_COPY.lead.estimateNote}</p>
          </>
        ) : null}
        <p>{reply.message}</p>
        <Link className={screenStyles.ghostLink} to={paths.home()}>
          {CAMPAIGN_COPY.backHome}
        </Link>
      </section>
    );
  }

  const busy = lead.status === 'loading';
  // The field at fault says so, and names the message under the form that says why.
  const errorId = `${draftKey}-error`;
  const field = (name: Field) => ({
    'aria-invalid': invalid === name || undefined,
    'aria-describedby': invalid === name && error ? errorId : undefined,
  });
  const classes = {
    row: styles.field,
    grow: styles.grow,
    captcha: styles.captcha,
    error: styles.error,
  };

  return (
    <section className={styles.section} id={props.anchorId} aria-labelledby={`${draftKey}-title`}>
      <h2 id={`${draftKey}-title`} className={styles.heading}>
        {props.title}
      </h2>
      {props.intro ? <p className={styles.muted}>{props.intro}</p> : null}
      <form className={`${styles.form} ${styles.stack}`} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span className={styles.label}>{CAMPAIGN_COPY.lead.name}</span>
          <input
            ref={nameField}
            className={`${styles.grow} ${styles.nameField}`}
            style={
              nameRoom ? ({ '--placeholder-room': `${nameRoom}px` } as CSSProperties) : undefined
            }
            {...field('name')}
            maxLength={20}
            autoComplete="name"
            placeholder={CAMPAIGN_COPY.lead.namePlaceholder}
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </label>

        {props.birthDate ? (
          <label className={styles.field}>
            <span className={styles.label}>{CAMPAIGN_COPY.lead.birthDate}</span>
            <input
              className={styles.grow}
              {...field('birthDate')}
              type="date"
              min="1920-01-01"
              max={today()}
              value={draft.birthDate}
              onChange={(event) => set({ birthDate: event.target.value })}
            />
          </label>
        ) : null}

        {props.region ? (
          <div className={styles.field} role="group" aria-label={CAMPAIGN_COPY.lead.region}>
            <span className={styles.label}>{CAMPAIGN_COPY.lead.region}</span>
            <Suspense fallback={<span className={styles.muted}>{CAMPAIGN_COPY.loading}</span>}>
              <RegionSelect
                className={styles.grow}
                invalid={invalid === 'regionCode'}
                value={draft.regionCode}
                onChange={(regionCode) => set({ regionCode })}
              />
            </Suspense>
          </div>
        ) : null}

        <fieldset className={styles.choices} data-invalid={invalid === 'insured' || undefined}>
          <legend>{CAMPAIGN_COPY.lead.whom}</legend>
          {whom.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={draft.insured === value}
              className={`${styles.chip} ${draft.insured === value ? controls.chipOn : controls.chipOff}`}
              onClick={() => set({ insured: value })}
            >
              {CAMPAIGN_COPY.lead.insured[value]}
            </button>
          ))}
        </fieldset>

        {estimate ? (
          <>
            <label className={styles.field}>
              <span className={styles.label}>{CAMPAIGN_COPY.lead.age}</span>
              <select
                className={styles.grow}
                {...field('age')}
                value={draft.age}
                onChange={(event) => set({ age: event.target.value })}
              >
                <option value="">{CAMPAIGN_COPY.lead.noAge}</option>
                {Array.from(
                  { length: estimate.ageRange.max - estimate.ageRange.min + 1 },
                  (_, i) => estimate.ageRange.min + i,
                ).map((age) => (
                  <option key={age} value={age}>
                    {CAMPAIGN_COPY.lead.ageOption(age)}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={styles.choices}>
              <legend>{CAMPAIGN_COPY.lead.term}</legend>
              {estimate.terms.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={term === option.value}
                  className={`${styles.chip} ${term === option.value ? controls.chipOn : controls.chipOff}`}
                  onClick={() => set({ term: option.value })}
                >
                  {option.label}
                </button>
              ))}
            </fieldset>
          </>
        ) : null}

        <PlainInput
          className={styles.field}
          label={COPY.login.phonePlaceholder}
          invalid={invalid === 'phone'}
          aria-describedby={field('phone')['aria-describedby']}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={draft.phone}
          onChange={(event) => set({ phone: event.target.value.replace(/\D/g, '') })}
          // Typing a number is the sign a code will be asked for: its machinery loads meanwhile.
          onFocus={sms ? () => void prepareSms().catch(() => {}) : undefined}
        />

        {sms ? (
          <>
            <SmsFields
              phone={draft.phone}
              code={code}
              onCode={setCode}
              invalid={invalid}
              onReject={reject}
              classes={classes}
              errorId={error ? errorId : undefined}
            />
            {usingSandbox() ? <p className={styles.sandbox}>{COPY.login.sandboxHint}</p> : null}
          </>
        ) : null}

        <label className={styles.consent} data-invalid={invalid === 'consent' || undefined}>
          <input
            type="checkbox"
            {...field('consent')}
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <span>
            {CAMPAIGN_COPY.lead.consentPrefix}
            <Link to={paths.doc.privacy()}>{CAMPAIGN_COPY.lead.privacy}</Link>
            {CAMPAIGN_COPY.lead.consentSuffix}
          </span>
        </label>
        <p className={styles.muted}>{CAMPAIGN_COPY.lead.privacyNote}</p>

        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}

        <Button type="submit" block loading={busy} disabled={lockedFor > 0}>
          {lockedFor > 0 ? CAMPAIGN_COPY.lead.locked(lockedFor) : props.submitText}
        </Button>
      </form>
    </section>
  );
}
