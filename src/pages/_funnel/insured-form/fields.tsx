import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { COPY } from '../../../config/copy';
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
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
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
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
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
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <select
          id={id}
          ref={fieldRef as Ref<HTMLSelectElement>}
          className={styles.select}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, !!error)}
          onChange={(event) => onValue(event.target.value)}
        >
          <option value="">{COPY.trial.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Notes id={id} error={error} />
    </div>
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
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <div className={styles.row}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
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
            {value || COPY.trial.choose}
          </span>
        </button>
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}
