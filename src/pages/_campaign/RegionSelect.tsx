import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import { regions } from '../../lib/regions';

interface Props {
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  className: string;
}

/**
 * Province, then city, as two native selects: light, and the phone's own picker. Loaded only by
 * the forms that ask for a region (the region list is large).
 */
export default function RegionSelect({ value, onChange, invalid, className }: Props) {
  const province = regions.find((p) => value.slice(0, 2) === p.value.slice(0, 2) && value !== '');
  const cities = province?.children ?? [];
  return (
    <>
      <select
        className={className}
        aria-label={CAMPAIGN_COPY.lead.province}
        aria-invalid={invalid || undefined}
        value={province?.value ?? ''}
        onChange={(event) => {
          const next = regions.find((p) => p.value === event.target.value);
          // A province without cities is the region itself.
          onChange(next ? (next.children?.[0]?.value ?? next.value) : '');
        }}
      >
        <option value="">{CAMPAIGN_COPY.lead.province}</option>
        {regions.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
      {cities.length > 0 ? (
        <select
          className={className}
          aria-label={CAMPAIGN_COPY.lead.city}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {cities.map((city) => (
            <option key={city.value} value={city.value}>
              {city.label}
            </option>
          ))}
        </select>
      ) : null}
    </>
  );
}
