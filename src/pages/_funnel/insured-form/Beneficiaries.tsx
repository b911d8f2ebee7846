import type { Ref } from 'react';
import { FUNNEL_COPY } from '../../../config/copy-funnel';
import type { Beneficiary, BeneficiaryType } from '../../../data/insured/types';
import { FIELD, MAX_BENEFICIARIES } from '../../../data/insured/validate';
import { SelectField, TextField, type FieldBinding } from '../../_shared/insured-form/fields';
import styles from '../../_shared/insured-form/Form.module.css';
import { IdCardField } from '../../_shared/insured-form/PersonFields';

const TEXT = FUNNEL_COPY.insuredForm;

interface Props {
  /** Whether the product lets the visitor name beneficiaries (otherwise 法定 only). */
  allowNamed: boolean;
  type: BeneficiaryType;
  list: Partial<Beneficiary>[];
  today: Date;
  bind: (field: string) => FieldBinding;
  onChange: (type: BeneficiaryType, list: Partial<Beneficiary>[]) => void;
}

const RELATIONS: Beneficiary['relationship'][] = ['spouse', 'child', 'parent'];

const totalOf = (list: Partial<Beneficiary>[]) => list.reduce((sum, b) => sum + (b.share ?? 0), 0);

/** 身故受益人: 法定 by default; up to three named ones, whose shares add up to 100 %. */
export function Beneficiaries({ allowNamed, type, list, today, bind, onChange }: Props) {
  if (!allowNamed) {
    return (
      <div className={styles.field}>
        <div className={styles.row}>
          <span className={styles.label}>{TEXT.beneficiaryType}</span>
          <span className={styles.static}>{TEXT.legal}</span>
        </div>
        <p className={styles.hint}>{TEXT.legalHint}</p>
      </div>
    );
  }

  const named = type === 'named';
  const total = totalOf(list);
  const update = (i: number, patch: Partial<Beneficiary>) =>
    onChange(
      type,
      list.map((b, j) => (j === i ? { ...b, ...patch } : b)),
    );
  const add = () => {
    const left = 100 - total;
    onChange(type, [...list, left > 0 ? { share: left } : {}]);
  };
  const { error: totalError, fieldRef: totalRef } = bind(FIELD.beneficiaryTotal);

  return (
    <>
      <fieldset className={styles.choice}>
        <legend className={styles.label}>{TEXT.beneficiaryType}</legend>
        <div className={styles.chips}>
          {(['legal', 'named'] as const).map((option) => (
            <label key={option} className={styles.chip}>
              <input
                type="radio"
                name="beneficiary-type"
                value={option}
                checked={type === option}
                onChange={() =>
                  onChange(
                    option,
                    option === 'named' && list.length === 0 ? [{ share: 100 }] : list,
                  )
                }
              />
              <span>{option === 'legal' ? TEXT.legal : TEXT.named}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {named ? null : <p className={styles.hint}>{TEXT.legalHint}</p>}

      {named
        ? list.map((beneficiary, i) => (
            <fieldset key={i} className={styles.group}>
              <legend className={styles.groupTitle}>{TEXT.beneficiaryTitle(i)}</legend>
              {list.length > 1 ? (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={TEXT.removeBeneficiary(i)}
                  onClick={() =>
                    onChange(
                      type,
                      list.filter((_, j) => j !== i),
                    )
                  }
                >
                  {TEXT.remove}
                </button>
              ) : null}
              <TextField
                id={`beneficiary-${i}-name`}
                label={TEXT.name}
                binding={bind(FIELD.beneficiaryName(i))}
                value={beneficiary.name ?? ''}
                placeholder={TEXT.namePlaceholder}
                autoComplete="off"
                maxLength={30}
                onValue={(name) => update(i, { name })}
              />
              <IdCardField
                id={`beneficiary-${i}-idCard`}
                binding={bind(FIELD.beneficiaryIdCard(i))}
                value={beneficiary.idCard}
                today={today}
                onValue={(idCard) => update(i, { idCard })}
              />
              <SelectField
                id={`beneficiary-${i}-relationship`}
                label={TEXT.beneficiaryRelationship}
                binding={bind(FIELD.beneficiaryRelationship(i))}
                value={beneficiary.relationship ?? ''}
                options={RELATIONS.map((r) => ({ value: r, label: TEXT.relation[r] }))}
                onValue={(value) =>
                  update(i, {
                    relationship: RELATIONS.find((r) => r === value),
                  })
                }
              />
              <TextField
                id={`beneficiary-${i}-share`}
                label={TEXT.share}
                binding={bind(FIELD.beneficiaryShare(i))}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={beneficiary.share === undefined ? '' : String(beneficiary.share)}
                onValue={(value) => {
                  const digits = value.replace(/\D/g, '');
                  update(i, { share: digits ? Number(digits) : undefined });
                }}
              />
            </fieldset>
          ))
        : null}

      {named ? (
        <div className={styles.field} data-invalid={totalError ? true : undefined}>
          <div className={styles.row}>
            <p
              ref={totalRef as Ref<HTMLParagraphElement>}
              tabIndex={-1}
              className={styles.total}
              aria-live="polite"
              aria-describedby={totalError ? 'beneficiary-total-error' : undefined}
            >
              {TEXT.total(total)}
            </p>
            {list.length < MAX_BENEFICIARIES ? (
              <button type="button" className={styles.add} onClick={add}>
                + {TEXT.addBeneficiary}
              </button>
            ) : null}
          </div>
          {totalError ? (
            <p id="beneficiary-total-error" className={styles.error}>
              {totalError}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
