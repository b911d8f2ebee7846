import { useCallback, useEffect, useState } from 'react';
import { COPY } from '../../../config/copy';
import { FUNNEL_COPY } from '../../../config/copy-funnel';
import { lookupActions } from '../../../data/common/lookups';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import type { Area } from '../../../data/insured/types';
import type { FieldBinding } from '../../_shared/insured-form/fields';
import { SheetPickerField, type SheetOption } from './OptionSheet';

const TEXT = FUNNEL_COPY.insuredForm;

interface Props {
  productId: number;
  value: string | undefined;
  binding: FieldBinding;
  onChange: (areaCode: string) => void;
}

const FIELD_ID = 'insured-area';

const toOption = (area: Area): SheetOption => ({ value: area.code, label: area.name });

/** The province of a six-digit area code (440300 -> 440000), when the codes follow GB/T 2260. */
const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;

/**
 * 所在地区 for products sold in some areas only: the product's provinces, then the chosen
 * province's cities, each level asked for when it is needed (GET third_product/area/{id}).
 */
export function RegionField({ productId, value, binding, onChange }: Props) {
  const dispatch = useAppDispatch();
  const areas = useAppSelector((state) => state.common.area);
  const status = useAppSelector((state) => state.common.lookupStatus.area);
  const [open, setOpen] = useState(false);
  const [province, setProvince] = useState<Area | null>(null);
  const top = areas[''];

  // The area lists are kept per parent code, not per product: this product's are asked for afresh.
  useEffect(() => {
    dispatch(lookupActions.areaRequested({ productId }));
  }, [dispatch, productId]);

  // A choice restored from the draft: its province's cities give its name back.
  const savedProvince = value ? provinceOf(value) : null;
  const savedCitiesLoaded = savedProvince ? areas[savedProvince] !== undefined : true;
  useEffect(() => {
    if (!value || !savedProvince || savedProvince === value || savedCitiesLoaded) return;
    if (top?.some((area) => area.code === savedProvince && area.hasChildren)) {
      dispatch(lookupActions.areaRequested({ productId, areaCode: savedProvince }));
    }
  }, [dispatch, productId, value, savedProvince, savedCitiesLoaded, top]);

  const close = useCallback(() => setOpen(false), []);
  const loadLevel = (areaCode?: string) =>
    dispatch(lookupActions.areaRequested({ productId, areaCode }));

  const openSheet = () => {
    if (!top && status !== 'loading') loadLevel();
    setOpen(true);
  };

  const pick = (option: SheetOption) => {
    if (province) {
      onChange(option.value);
      setProvince(null);
      setOpen(false);
      return;
    }
    const chosen = top?.find((area) => area.code === option.value);
    if (chosen?.hasChildren) {
      setProvince(chosen);
      loadLevel(chosen.code);
    } else {
      onChange(option.value);
      setOpen(false);
    }
  };

  const level = province ? areas[province.code] : top;
  // While a level is (re)loading, another product's list may still sit under the same key.
  const options = status === 'loading' ? undefined : level?.map(toOption);
  const failed = status === 'failed' && !top;

  return (
    <SheetPickerField
      id={FIELD_ID}
      label={TEXT.region}
      binding={binding}
      value={
        regionName(areas, value) ?? (value && status === 'loading' ? COPY.common.loading : value)
      }
      hint={failed ? COPY.common.loadFailedTapRetry : undefined}
      onOpen={openSheet}
      sheetTitle={TEXT.regionSheet}
      open={open}
      onClose={close}
      crumbs={
        province
          ? [
              { label: TEXT.allRegions, onSelect: () => setProvince(null) },
              { label: province.name },
            ]
          : []
      }
      options={options}
      status={status}
      selected={value}
      onPick={pick}
      onRetry={() => loadLevel(province?.code)}
    />
  );
}

/** "广东省 深圳市" from the lists loaded so far; undefined until they hold the code. */
function regionName(areas: Record<string, Area[]>, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const top = areas[''] ?? [];
  const own = top.find((area) => area.code === code);
  if (own) return own.name;
  for (const parent of top) {
    const child = areas[parent.code]?.find((area) => area.code === code);
    if (child) return child.name === parent.name ? child.name : `${parent.name} ${child.name}`;
  }
  return undefined;
}
