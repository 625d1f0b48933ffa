import type { Division } from '@sprout/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { PickerButton } from '../../../components/form-row.tsx';
import { addressKeys } from '../api/query-keys.ts';
import { useRegionAreas } from '../api/use-region-areas.ts';
import { useRegionTree } from '../api/use-region-tree.ts';
import { addressStrings as t } from '../strings.ts';
import {
  type AreasOf,
  type RegionPick,
  type RegionValue,
  regionColumns,
  regionLabel,
  resolvePick,
  shownCityCode,
} from '../utils/region-columns.ts';

interface RegionFieldProps {
  id: string;
  value: RegionPick;
  /** What the server said of the edited address, shown until the division names have loaded. */
  fallbackLabel?: string | null;
  onChange: (pick: RegionPick) => void;
  onBlur: () => void;
}

/**
 * 所在地区: province → city → district on one picker. Districts are fetched for the city the wheels
 * stop on (GET regionAreas), so the picker never carries the 3,000 of them; each city's answer is kept.
 */
export const RegionField = ({ id, value, fallbackLabel, onChange, onBlur }: RegionFieldProps) => {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const tree = useRegionTree();
  const regions = tree.data ?? [];
  const [shownCity, setShownCity] = useState<string | null>(null);
  // Subscribed for the wheel's city and the chosen one: each answer re-renders this field, and the
  // picker, given fresh columns, draws the districts that arrived (cheap: tens of items).
  useRegionAreas(open ? shownCity : null);
  useRegionAreas(value.cityId);
  const areasOf: AreasOf = (cityCode) =>
    queryClient.getQueryData<Division[]>(addressKeys.regionAreas(cityCode));
  const columns = (v: RegionValue) => regionColumns(regions, areasOf, v);
  const pickerValue: RegionValue = value.provinceId ? [value.provinceId, value.cityId, value.areaId] : [];
  const label = regionLabel(regions, areasOf, value) ?? (value.cityId ? (fallbackLabel ?? null) : null);

  return (
    <>
      <PickerButton
        id={id}
        testId="address-form-region"
        text={label}
        placeholder={t.regionPlaceholder}
        onOpen={() => {
          setShownCity(shownCityCode(regions, pickerValue));
          setOpen(true);
        }}
      />
      <Picker
        visible={open}
        title={t.regionTitle}
        confirmText={t.pickerConfirm}
        cancelText={t.pickerCancel}
        columns={columns}
        loading={tree.isPending}
        value={pickerValue}
        className="address-region-picker"
        onSelect={(v) => setShownCity(shownCityCode(regions, v))}
        onClose={() => {
          setOpen(false);
          onBlur();
        }}
        onConfirm={(v) => onChange(resolvePick(regions, areasOf, v))}
      />
    </>
  );
};
