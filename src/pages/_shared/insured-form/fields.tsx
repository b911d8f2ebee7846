import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { TRIAL_COPY } from '../../../config/copy-trial';
import styles from './Form.module.css';

/** What every field of the form gets from the screen: its message, and a ref to scroll to it. */
export interface FieldBinding {
  error?: string;
  fieldRef: Ref<HTMLElement>;
}

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The frame every field shares: label and control on a row, then the hint and the error. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  /** A real <label> for a native control; a labelling <span> for a button that opens a sheet. */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <div className={styles.row}>
        {label}
        {children}
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

const controlLabel = (id: string, label: string) => (
  <label htmlFor={id} className={styles.label}>
    {label}
  </label>
);

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  binding: FieldBinding;
  hint?: ReactNode;
  onValue: (value: string) => void;
}

export function TextField({ id, label, binding, hint, onValue, ...input }: TextFieldProps) {
  const { error, fieldRef } = binding;
  return (
    <FieldFrame id={id} label={controlLabel(id, label)} error={error} hint={hint}>
      <input
        type="text"
        {...input}
        id={id}
        ref={fieldRef as Ref<HTMLInputElement>}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, !!hint, !!error)}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  binding: FieldBinding;
  value: string;
  options: { value: string; label: string }[];
  onValue: (value: string) => void;
}

export function SelectField({ id, label, binding, value, options, onValue }: SelectFieldProps) {
  const { error, fieldRef } = binding;
  return (
    <FieldFrame id={id} label={controlLabel(id, label)} error={error}>
      <select
        id={id}
        ref={fieldRef as Ref<HTMLSelectElement>}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, !!error)}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">{TRIAL_COPY.trial.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface PickerFieldProps {
  id: string;
  label: string;
  binding: FieldBinding;
  /** The chosen value's text; the placeholder when nothing is chosen. */
  value?: string;
  hint?: ReactNode;
  onOpen: () => void;
}

/** A field whose value is chosen in a sheet: a button that reads "label, value". */
export function PickerField({ id, label, binding, value, hint, onOpen }: PickerFieldProps) {
  const { error, fieldRef } = binding;
  const labelling = (
    <span id={`${id}-label`} className={styles.label}>
      {label}
    </span>
  );
  return (
    <FieldFrame id={id} label={labelling} error={error} hint={hint}>
      <button
        id={id}
        ref={fieldRef as Ref<HTMLButtonElement>}
        type="button"
        className={styles.pick}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, !!hint, !!error)}
        onClick={onOpen}
      >
        <span id={`${id}-value`} className={value ? styles.value : styles.placeholder}>
          {value || TRIAL_COPY.trial.choose}
        </span>
      </button>
    </FieldFrame>
  );
}
