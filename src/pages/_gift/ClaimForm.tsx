import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { GIFT_COPY } from '../../config/copy-gift';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { aybActions, selectClaim } from '../../data/ayb';
import { claimConsentAt, readClaimDraft, writeClaimDraft } from '../../data/ayb/draft';
import type { ClaimPerson, Gift, GiftRelationship } from '../../data/ayb/types';
import {
  CLAIM_FIELD,
  claimPeople,
  formOf,
  validateClaim,
  type ClaimForm as Form,
} from '../../data/ayb/validate';
import { selectUserInfo } from '../../data/common/selectors';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { beginTrace, traceEvent } from '../../data/trace';
import { isMobilePhone } from '../../lib/phone';
import { randomId } from '../../lib/random';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import type { FieldBinding } from '../_shared/insured-form/fields';
import { PersonFields } from '../_shared/insured-form/PersonFields';
import formStyles from '../_shared/insured-form/Form.module.css';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './Gift.module.css';
import { DockFooter } from '../_shared/DockFooter';

const TEXT = GIFT_COPY.form;

/** The visitor's calendar day: ages are counted on it, as the funnel counts them. */
const today = () => new Date();

/**
 * The insured person (the part `component/form`): 本人 by default, others where the gift allows;
 * name, ID number (checksum, the age against the gift's range) and mobile, with the funnel's
 * fields and rules. Kept in the claim's session draft. Without `claimable` it is a preview: the
 * form without its button.
 */
export function ClaimForm({ gift, claimable = true }: { gift: Gift; claimable?: boolean }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const claim = useAppSelector(selectClaim);
  const accountPhone = useAppSelector(selectUserInfo)?.phone ?? null;
  const [form, setForm] = useState<Form>(() => {
    const draft = readClaimDraft(gift.id);
    const left = formOf(draft, gift);
    // Claimed already (为家人领取): a new claim starts for family, not for 本人 again.
    const family = gift.relationships.find((relationship) => relationship !== 'self');
    return !draft.relationship && gift.claimed.length && family
      ? { ...left, relationship: family }
      : left;
  });
  const [tried, setTried] = useState(false);
  const refs = useRef(new Map<string, HTMLElement>());
  const self = form.relationship === 'self';
  const claiming = claim.status === 'loading';

  const update = (next: Form) => {
    setForm(next);
    const { relationship, insured, applicant } = next;
    writeClaimDraft(gift.id, { relationship, insured, applicant });
  };

  // The account's phone is the visitor's own: filled in where it is empty, once per account
  // (also when the account becomes known after the screen), in render as the funnel does.
  const ownKey = self ? 'insured' : 'applicant';
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  if (accountPhone && accountPhone !== prefilledFrom && isMobilePhone(accountPhone)) {
    setPrefilledFrom(accountPhone);
    if (!form[ownKey].mobile) {
      setForm({ ...form, [ownKey]: { ...form[ownKey], mobile: accountPhone } });
    }
  }

  const errors = tried ? validateClaim(form, gift, today()) : [];
  // Each field's element, to scroll to the first error on submit.
  const register = useCallback(
    (field: string) => (element: HTMLElement | null) => {
      if (element) refs.current.set(field, element);
    },
    [],
  );
  const bind =
    (prefix: 'insured' | 'applicant') =>
    (field: keyof ClaimPerson): FieldBinding => ({
      error: errors.find((error) => error.field === `${prefix}.${field}`)?.message,
      fieldRef: register(`${prefix}.${field}`),
    });

  const setRelationship = (relationship: GiftRelationship) =>
    update({ ...form, relationship, insuredAgreed: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!claimable || claiming) return;
    setTried(true);
    const now = today();
    const found = validateClaim(form, gift, now);
    const first = found[0];
    if (first) {
      toast.fail(first.message, DURATION.quickFail);
      const element = refs.current.get(first.field);
      element?.scrollIntoView({ block: 'center' });
      element?.focus();
      return;
    }
    const draft = readClaimDraft(gift.id);
    // The landing's consent (every document opened, then ticked) is what the claim rests on.
    const documentsReadAt = claimConsentAt(
      draft,
      gift.documents.map((doc) => doc.key),
    );
    if (!documentsReadAt) {
      navigate(paths.gift.claim(gift.id), { replace: true });
      return;
    }
    const people = claimPeople(form, now);
    // One key per person claimed for: a retry sends it again, another person gets a new one.
    const keyFor = `${form.relationship}:${people.insured.idCard}`;
    const idempotencyKey =
      draft.keyFor === keyFor && draft.idempotencyKey ? draft.idempotencyKey : randomId(16);
    writeClaimDraft(gift.id, { idempotencyKey, keyFor });
    const traceId = beginTrace(gift.productId);
    const agreedAt = new Date().toISOString();
    if (!self) traceEvent('consent', pathname, { target: 'insuredAgreed' });
    dispatch(
      aybActions.claimRequested({
        id: gift.id,
        body: {
          idempotencyKey,
          traceId,
          relationship: form.relationship,
          insured: people.insured,
          applicant: people.applicant,
          consents: {
            documentsReadAt,
            insuredAgreedAt: self ? null : agreedAt,
          },
        },
      }),
    );
  };

  const agreeError = errors.find((error) => error.field === CLAIM_FIELD.insuredAgreed);
  const minorAllowed = form.relationship === 'child';

  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby="gift-form-title">
      <h2 id="gift-form-title" className={styles.formTitle}>
        {TEXT.title}
      </h2>
      <p className={styles.lead}>
        {TEXT.lead}
        {TEXT.ageHint(gift.ageRange)}
      </p>

      {gift.relationships.length > 1 ? (
        <fieldset className={formStyles.choice}>
          <legend className={formStyles.label}>{TEXT.relationship}</legend>
          <div className={formStyles.chips}>
            {gift.relationships.map((relationship) => (
              <label key={relationship} className={formStyles.chip}>
                <input
                  type="radio"
                  name="gift-relationship"
                  value={relationship}
                  checked={form.relationship === relationship}
                  onChange={() => setRelationship(relationship)}
                />
                <span>{TEXT.relation[relationship]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {self ? null : (
        <fieldset className={formStyles.group}>
          <legend className={formStyles.groupTitle}>{TEXT.you}</legend>
          <PersonFields
            prefix="gift-applicant"
            person={form.applicant}
            today={today()}
            bind={bind('applicant')}
            own
            mobile="required"
            onChange={(patch) => update({ ...form, applicant: { ...form.applicant, ...patch } })}
          />
        </fieldset>
      )}

      <fieldset className={formStyles.group}>
        <legend className={formStyles.groupTitle}>
          {self ? FUNNEL_COPY.insuredForm.insured : TEXT.insured}
        </legend>
        <PersonFields
          prefix="gift-insured"
          person={form.insured}
          today={today()}
          bind={bind('insured')}
          own={self}
          mobile={minorAllowed ? 'optional' : 'required'}
          onChange={(patch) => update({ ...form, insured: { ...form.insured, ...patch } })}
        />
      </fieldset>

      {self ? null : (
        <label className={styles.consent} data-invalid={agreeError ? true : undefined}>
          <input
            type="checkbox"
            checked={form.insuredAgreed}
            ref={register(CLAIM_FIELD.insuredAgreed)}
            onChange={(event) => setForm({ ...form, insuredAgreed: event.target.checked })}
          />
          <span>{TEXT.insuredAgreed}</span>
        </label>
      )}
      {agreeError ? <p className={formStyles.error}>{agreeError.message}</p> : null}

      {claim.status === 'refused' ? (
        <p className={styles.refused} role="alert">
          {claim.message}
        </p>
      ) : null}

      {claimable ? (
        <DockFooter as="div" className={funnelStyles.bar}>
          <Button type="submit" block loading={claiming}>
            {claiming ? GIFT_COPY.claiming : GIFT_COPY.activate}
          </Button>
        </DockFooter>
      ) : null}
    </form>
  );
}
