import { useEffect, useRef, type ReactNode } from 'react';
import { COPY } from '../../../config/copy';
import { PRODUCT_COPY } from '../../../config/copy-product';
import { FUNNEL_COPY } from '../../../config/copy-funnel';
import type { LoadStatus } from '../../../data/status';
import { BottomSheet } from '../../../ui/BottomSheet';
import { PickerField, type FieldBinding } from '../../_shared/insured-form/fields';
import styles from '../../_shared/insured-form/Form.module.css';

const TEXT = FUNNEL_COPY.insuredForm;

export interface SheetOption {
  value: string;
  label: string;
  /** Shown after the label (an occupation class). */
  note?: string;
  disabled?: boolean;
}

export interface Crumb {
  label: string;
  /** Absent on the level being shown. */
  onSelect?: () => void;
}

interface Props {
  open: boolean;
  title: string;
  /** Stable (useCallback): the sheet re-focuses itself whenever this changes. */
  onClose: () => void;
  /** The way down to this level, the first being "all"; tapping one goes back to it. */
  crumbs?: Crumb[];
  /** This level's options; undefined while they have not arrived (or failed to: see status). */
  options: SheetOption[] | undefined;
  status: LoadStatus;
  selected?: string;
  emptyText?: string;
  onPick: (option: SheetOption) => void;
  onRetry: () => void;
  search?: ReactNode;
  /** The field that opened the sheet: focus goes back to it when the sheet closes. */
  returnFocusTo: string;
}

/**
 * One level of a list picker in a bottom sheet: the region picker, the job list and the occupation
 * trees. Plain buttons, so it reads well with a screen reader and loads no picker library. A history
 * layer (ui/history-layer): the phone's Back closes the sheet, not the insured form.
 */
export function OptionSheet({
  open,
  title,
  onClose,
  crumbs = [],
  options,
  status,
  selected,
  emptyText = TEXT.noOptions,
  onPick,
  onRetry,
  search,
  returnFocusTo,
}: Props) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(returnFocusTo)?.focus();
    wasOpen.current = open;
  }, [open, returnFocusTo]);
  return (
    <BottomSheet
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={PRODUCT_COPY.product.close}
      layer="options"
    >
      {crumbs.length > 0 ? (
        <nav className={styles.crumbs} aria-label={title}>
          {crumbs.map((crumb, i) =>
            crumb.onSelect ? (
              <button
                key={`${i}-${crumb.label}`}
                type="button"
                className={styles.crumb}
                onClick={crumb.onSelect}
              >
                {crumb.label}
              </button>
            ) : (
              <span
                key={`${i}-${crumb.label}`}
                className={styles.crumbHere}
                aria-current="location"
              >
                {crumb.label}
              </span>
            ),
          )}
        </nav>
      ) : null}
      {search}
      {options === undefined && status === 'failed' ? (
        <div className={styles.sheetState}>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {COPY.common.retry}
          </button>
        </div>
      ) : options === undefined ? (
        <p className={styles.sheetState} role="status">
          {COPY.common.loading}
        </p>
      ) : options.length > 0 ? (
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className={styles.option}
                disabled={option.disabled}
                aria-current={option.value === selected || undefined}
                onClick={() => onPick(option)}
              >
                <span className={styles.optionLabel}>{option.label}</span>
                {option.note ? (
                  <>
                    {' '}
                    <span className={styles.optionNote}>{option.note}</span>
                  </>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.sheetState}>{emptyText}</p>
      )}
    </BottomSheet>
  );
}

interface SheetPickerFieldProps extends Omit<Props, 'returnFocusTo' | 'title'> {
  id: string;
  label: string;
  binding: FieldBinding;
  /** The chosen value's text; the placeholder when nothing is chosen. */
  value?: string;
  hint?: ReactNode;
  sheetTitle: string;
  onOpen: () => void;
}

/** A field whose value is picked in an option sheet (region, job, occupation). */
export function SheetPickerField({
  id,
  label,
  binding,
  value,
  hint,
  sheetTitle,
  onOpen,
  ...sheet
}: SheetPickerFieldProps) {
  return (
    <>
      <PickerField
        id={id}
        label={label}
        binding={binding}
        value={value}
        hint={hint}
        onOpen={onOpen}
      />
      <OptionSheet {...sheet} title={sheetTitle} returnFocusTo={id} />
    </>
  );
}
