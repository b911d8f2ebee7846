import { FUNNEL_COPY } from '../../../config/copy-funnel';
import type { Person } from '../../../data/insured/types';
import { normalizeIdCard } from '../../../data/insured/validate';
import { parseIdCard } from '../../../lib/id-card';
import { TextField, type FieldBinding } from './fields';

const TEXT = FUNNEL_COPY.insuredForm;

interface Props {
  /** Field-id prefix, unique on the screen (applicant, insured). */
  prefix: string;
  person: Partial<Person>;
  today: Date;
  bind: (field: keyof Person) => FieldBinding;
  onChange: (patch: Partial<Person>) => void;
  /** Browsers may fill the visitor's own name and phone; nobody else's. */
  own: boolean;
  mobile: 'required' | 'optional';
}

/** The birth date, gender and age an ID number gives, once it is a valid one. */
function idCardFacts(idCard: string | undefined, today: Date): string | undefined {
  const info = parseIdCard(idCard ?? '', today);
  return info.valid ? TEXT.derived(info.birthText, info.gender, info.age) : undefined;
}

/** A mainland ID number: upper case, no spaces, 18 characters, and what it says shown below. */
export function IdCardField({
  id,
  binding,
  value,
  today,
  onValue,
}: {
  id: string;
  binding: FieldBinding;
  value: string | undefined;
  today: Date;
  onValue: (idCard: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={TEXT.idCard}
      binding={binding}
      hint={idCardFacts(value, today)}
      value={value ?? ''}
      placeholder={TEXT.idCardPlaceholder}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={18}
      onValue={(idCard) => onValue(normalizeIdCard(idCard))}
    />
  );
}

/** Name, ID number (with what it says about the person) and mobile number. */
export function PersonFields({ prefix, person, today, bind, onChange, own, mobile }: Props) {
  return (
    <>
      <TextField
        id={`${prefix}-name`}
        label={TEXT.name}
        binding={bind('name')}
        value={person.name ?? ''}
        placeholder={TEXT.namePlaceholder}
        autoComplete={own ? 'name' : 'off'}
        maxLength={30}
        onValue={(name) => onChange({ name })}
      />
      <IdCardField
        id={`${prefix}-idCard`}
        binding={bind('idCard')}
        value={person.idCard}
        today={today}
        onValue={(idCard) => onChange({ idCard })}
      />
      <TextField
        id={`${prefix}-mobile`}
        label={mobile === 'optional' ? TEXT.mobileOptional : TEXT.mobile}
        binding={bind('mobile')}
        hint={mobile === 'optional' ? TEXT.minorMobileHint : undefined}
        type="tel"
        inputMode="numeric"
        value={person.mobile ?? ''}
        placeholder={TEXT.mobilePlaceholder}
        autoComplete={own ? 'tel-national' : 'off'}
        maxLength={11}
        onValue={(value) => onChange({ mobile: value.replace(/\D/g, '') })}
      />
    </>
  );
}
