import dayjs from 'dayjs';
import { CUSTOM_COPY } from '../../config/copy-customized';
import {
  EARLIEST_BIRTH,
  answerSex,
  familySituationsFor,
  hasSpouse,
  INCOMES,
  MAX_CHILDREN,
  NAME_MAX,
  SEXES,
  type Draft,
  type Step,
} from '../../data/customizedV2/questionnaire';
import type { Slot } from '../../data/customizedV2/types';
import { regions } from '../../lib/regions';
import styles from './Customized.module.css';

const TEXT = CUSTOM_COPY.form;

function Choices<T extends string | number | boolean>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; text: string; disabled?: boolean; note?: string }[];
  value: T | undefined | null;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.choices} role="radiogroup" aria-label={label}>
      {options.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={on}
            disabled={option.disabled}
            className={option.disabled ? styles.choiceFull : on ? styles.choiceOn : styles.choice}
            onClick={() => onChange(option.value)}
          >
            {option.text}
            {option.note ? ` ${option.note}` : ''}
          </button>
        );
      })}
    </div>
  );
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.field}
        type="date"
        min={EARLIEST_BIRTH}
        max={dayjs().format('YYYY-MM-DD')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function SlotPicker({
  draft,
  update,
  slots,
}: {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  slots: Slot[];
}) {
  const dates = [...new Set(slots.map((slot) => slot.date))];
  const chosen = slots.find((slot) => slot.id === draft.slotId);
  const date = chosen?.date ?? dates[0];
  return (
    <>
      <span className={styles.label}>{TEXT.date}</span>
      <Choices
        label={TEXT.date}
        options={dates.map((d) => ({ value: d, text: dayjs(d).format('M月D日') }))}
        value={date}
        onChange={(d) =>
          update({ slotId: slots.find((slot) => slot.date === d && !slot.full)?.id })
        }
      />
      <span className={styles.label}>{TEXT.steps.communicationTime}</span>
      <Choices
        label={TEXT.steps.communicationTime}
        options={slots
          .filter((slot) => slot.date === date)
          .map((slot) => ({
            value: slot.id,
            text: slot.time,
            disabled: slot.full,
            note: slot.full ? TEXT.full : undefined,
          }))}
        value={draft.slotId}
        onChange={(slotId) => update({ slotId })}
      />
    </>
  );
}

/** One step's controls; every change goes to the draft at once. */
export function StepFields({
  step,
  draft,
  update,
  slots,
}: {
  step: Step;
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  slots: Slot[];
}) {
  switch (step) {
    case 'contact':
      return (
        <>
          <label>
            <span className={styles.label}>{TEXT.name}</span>
            <input
              className={styles.field}
              placeholder={TEXT.namePlaceholder}
              maxLength={NAME_MAX + 10}
              value={draft.name ?? ''}
              onChange={(event) => update({ name: event.target.value })}
            />
          </label>
          <label>
            <span className={styles.label}>{TEXT.mobile}</span>
            <input
              className={styles.field}
              placeholder={TEXT.mobilePlaceholder}
              type="tel"
              inputMode="numeric"
              maxLength={11}
              value={draft.mobile ?? ''}
              onChange={(event) => update({ mobile: event.target.value.replace(/\D/g, '') })}
            />
          </label>
        </>
      );
    case 'sex':
      return (
        <Choices
          label={TEXT.steps.sex}
          options={SEXES.map((sex) => ({ value: sex, text: TEXT.sex[sex] }))}
          value={draft.sex}
          onChange={(sex) => update(answerSex(draft, sex))}
        />
      );
    case 'familySituation':
      return (
        <Choices
          label={TEXT.steps.familySituation}
          options={familySituationsFor(draft.sex).map((family) => ({
            value: family,
            text: TEXT.family[family],
          }))}
          value={draft.family}
          onChange={(family) => update({ family })}
        />
      );
    case 'childrenNumber':
      return (
        <Choices
          label={TEXT.steps.childrenNumber}
          options={Array.from({ length: MAX_CHILDREN }, (_, i) => ({
            value: i + 1,
            text: TEXT.children[i]!,
          }))}
          value={draft.childrenNumber}
          onChange={(childrenNumber) => update({ childrenNumber })}
        />
      );
    case 'childrenSex':
      return (
        <>
          {Array.from({ length: draft.childrenNumber ?? 0 }, (_, i) => (
            <div key={i}>
              <span className={styles.label}>{TEXT.childLabels[i]}</span>
              <Choices
                label={TEXT.childLabels[i]!}
                options={SEXES.map((sex) => ({
                  value: sex,
                  text: TEXT.childSex[sex],
                }))}
                value={draft.childrenSex?.[i]}
                onChange={(sex) => {
                  const next = [...(draft.childrenSex ?? [])];
                  next[i] = sex;
                  update({ childrenSex: next });
                }}
              />
            </div>
          ))}
        </>
      );
    case 'birth': {
      const birth = draft.birth ?? {};
      const set = (patch: Partial<NonNullable<Draft['birth']>>) =>
        update({ birth: { ...birth, ...patch } });
      const labels = TEXT.birthLabels;
      const withChildren = draft.family !== 'single' && draft.family !== 'married';
      return (
        <>
          <DateField label={labels.self} value={birth.self} onChange={(self) => set({ self })} />
          {hasSpouse(draft.family) ? (
            <DateField
              label={labels.spouse}
              value={birth.spouse}
              onChange={(spouse) => set({ spouse })}
            />
          ) : null}
          {withChildren
            ? Array.from({ length: draft.childrenNumber ?? 0 }, (_, i) => (
                <DateField
                  key={i}
                  label={TEXT.childLabels[i]!}
                  value={birth.children?.[i]}
                  onChange={(value) => {
                    const children = [...(birth.children ?? [])];
                    children[i] = value;
                    set({ children });
                  }}
                />
              ))
            : null}
          <DateField
            label={`${labels.father}（${TEXT.optional}）`}
            value={birth.father}
            onChange={(father) => set({ father })}
          />
          <DateField
            label={`${labels.mother}（${TEXT.optional}）`}
            value={birth.mother}
            onChange={(mother) => set({ mother })}
          />
        </>
      );
    }
    case 'income':
      return (
        <Choices
          label={TEXT.steps.income}
          options={INCOMES.map((income) => ({ value: income, text: TEXT.income[income] }))}
          value={draft.income}
          onChange={(income) => update({ income })}
        />
      );
    case 'socialSecurity':
      return (
        <Choices
          label={TEXT.steps.socialSecurity}
          options={[
            { value: true, text: TEXT.socialSecurity.yes },
            { value: false, text: TEXT.socialSecurity.no },
          ]}
          value={draft.socialSecurity}
          onChange={(socialSecurity) => update({ socialSecurity })}
        />
      );
    case 'city': {
      const province = regions.find((region) => region.value === draft.province);
      const cities = province?.children ?? [];
      return (
        <>
          <label>
            <span className={styles.label}>{TEXT.province}</span>
            <select
              className={styles.select}
              value={draft.province ?? ''}
              onChange={(event) => {
                const next = regions.find((region) => region.value === event.target.value);
                // A province without cities (Taiwan, Hong Kong, Macau, 其他) is its own answer.
                update({
                  province: event.target.value || undefined,
                  city: next && !next.children?.length ? next.value : undefined,
                });
              }}
            >
              <option value="">{TEXT.choose}</option>
              {regions.map((region) => (
                <option key={region.value} value={region.value}>
                  {region.label}
                </option>
              ))}
            </select>
          </label>
          {cities.length ? (
            <label>
              <span className={styles.label}>{TEXT.city}</span>
              <select
                className={styles.select}
                value={draft.city ?? ''}
                onChange={(event) => update({ city: event.target.value || undefined })}
              >
                <option value="">{TEXT.choose}</option>
                {cities.map((city) => (
                  <option key={city.value} value={city.value}>
                    {city.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </>
      );
    }
    case 'communicationTime':
      return <SlotPicker draft={draft} update={update} slots={slots} />;
  }
}
