import type { ReactNode } from 'react';

/**
 * One fact of a `<dl>` (label and value), as the order, plan and member screens list them. The
 * list's own stylesheet lays the facts out; `valueClassName` marks a value that stands out.
 */
export function Fact({
  label,
  children,
  className,
  labelClassName,
  valueClassName,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
