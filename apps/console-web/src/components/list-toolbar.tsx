import { Input, Select, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { ListTheme } from './list-theme.tsx';

interface ListSearch {
  keyword?: string;
  placeholder: string;
  /** The box's accessible name (its placeholder disappears as soon as someone types). */
  label: string;
  onSearch: (keyword: string | undefined) => void;
  testId: string;
}

interface ListToolbarProps {
  /** The filters, left: `FilterSelect`s, date pickers. Each carries its own label. */
  filters?: ReactNode;
  /** A keyword search after the filters. */
  search?: ListSearch;
  /** The list's actions, right: create, generate, act on the selected rows. */
  actions?: ReactNode;
}

/** Above every console list: filters and search on the left, the list's actions on the right. */
export function ListToolbar({ filters, search, actions }: ListToolbarProps) {
  return (
    <ListTheme>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 12,
          marginBottom: 16,
          flexWrap: 'wrap',
        }}
      >
        <Space wrap>
          {filters}
          {search && (
            <Input.Search
              // A new keyword from the URL (back button, a link) replaces what the box shows.
              key={search.keyword ?? ''}
              defaultValue={search.keyword}
              allowClear
              placeholder={search.placeholder}
              aria-label={search.label}
              maxLength={32}
              style={{ width: 260 }}
              onSearch={(value) => search.onSearch(value.trim() || undefined)}
              data-testid={search.testId}
            />
          )}
        </Space>
        {actions && <Space wrap>{actions}</Space>}
      </div>
    </ListTheme>
  );
}

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** A label only screen readers read, for a filter whose look already says what it is (a date range's two boxes). */
export function HiddenLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} style={HIDDEN}>
      {children}
    </label>
  );
}

interface FilterSelectProps<V extends string | number> {
  /** The accessible name: what is filtered (状态, 科室). */
  label: string;
  /** Shown while nothing is chosen: the "all" state (全部状态). */
  placeholder?: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  testId: string;
  width?: number;
  /** Cleared back to "all" with the × (every filter but one that always has a value, like a year). */
  allowClear?: boolean;
  /** Type to narrow long lists (doctors, departments). */
  searchable?: boolean;
  loading?: boolean;
}

/** One filter of a list toolbar: a labelled select whose empty state means "all". */
export function FilterSelect<V extends string | number>(props: FilterSelectProps<V>) {
  const { label, placeholder, value, options, onChange, testId, width = 140, allowClear = true } = props;
  return (
    <Select<V>
      allowClear={allowClear}
      showSearch={props.searchable ? { optionFilterProp: 'label' } : undefined}
      placeholder={placeholder}
      aria-label={label}
      style={{ width }}
      value={value}
      loading={props.loading}
      onChange={(next) => onChange(next)}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      data-testid={testId}
    />
  );
}
