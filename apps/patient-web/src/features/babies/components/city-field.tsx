import type { Region } from '@sprout/contract';
import { CascadePicker, type CascadePickerOption } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { PickerButton } from '../../../components/form-row.tsx';
import { useRegionTree } from '../api/use-region-tree.ts';
import { babyStrings as t } from '../strings.ts';

interface CityFieldProps {
  id: string;
  /** City code (the form's value). */
  value: string | null | undefined;
  /** Name the server gave with the edited baby, shown until the region list has loaded. */
  fallbackName?: string | null;
  onChange: (cityCode: string | null) => void;
  onBlur: () => void;
}

const toOptions = (regions: Region[]): CascadePickerOption[] =>
  regions.map((p) => ({
    label: p.name,
    value: p.code,
    children: p.children.map((c) => ({ label: c.name, value: c.code })),
  }));

/** Province and city of a city code, or null when the code is not in the list. */
const locate = (regions: Region[], cityCode: string) => {
  for (const province of regions) {
    const city = province.children.find((c) => c.code === cityCode);
    if (city) return { province, city };
  }
  return null;
};

/** 所在城市: province → city on a two-column wheel; the form keeps only the city code. */
export const CityField = ({ id, value, fallbackName, onChange, onBlur }: CityFieldProps) => {
  const [open, setOpen] = useState(false);
  const regions = useRegionTree();
  const options = useMemo(() => toOptions(regions.data ?? []), [regions.data]);
  const found = value && regions.data ? locate(regions.data, value) : null;
  // Municipalities list themselves as their only city: say 北京市 once, not twice.
  const name = found
    ? found.province.name === found.city.name
      ? found.city.name
      : `${found.province.name} ${found.city.name}`
    : value
      ? (fallbackName ?? value)
      : null;

  return (
    <>
      <PickerButton
        id={id}
        testId="baby-form-city"
        text={name}
        placeholder={t.cityPlaceholder}
        onOpen={() => setOpen(true)}
      />
      <CascadePicker
        visible={open}
        title={t.city}
        confirmText={t.pickerConfirm}
        cancelText={t.pickerCancel}
        options={options}
        loading={regions.isPending}
        value={found ? [found.province.code, found.city.code] : []}
        className="baby-form-city-picker"
        onClose={() => {
          setOpen(false);
          onBlur();
        }}
        onConfirm={(picked) => {
          const cityCode = picked[1];
          onChange(typeof cityCode === 'string' ? cityCode : null);
        }}
      />
    </>
  );
};
