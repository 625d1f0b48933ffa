import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';

interface ListToolbarProps {
  /** The filter selects, left of the search box. */
  filters?: ReactNode;
  keyword?: string;
  searchPlaceholder: string;
  onSearch: (keyword: string | undefined) => void;
  createLabel?: string;
  onCreate?: () => void;
  testIdPrefix: string;
}

/** Filters and a keyword search on the left, the create button on the right, as on the staff page. */
export function ListToolbar(props: ListToolbarProps) {
  const { filters, keyword, searchPlaceholder, onSearch, createLabel, onCreate, testIdPrefix } = props;
  return (
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
        <Input.Search
          key={keyword ?? ''}
          defaultValue={keyword}
          allowClear
          placeholder={searchPlaceholder}
          maxLength={32}
          style={{ width: 260 }}
          onSearch={(value) => onSearch(value.trim() || undefined)}
          data-testid={`${testIdPrefix}-filter-keyword`}
        />
      </Space>
      {createLabel && onCreate && (
        <Button type="primary" onClick={onCreate} data-testid={`${testIdPrefix}-create`}>
          {createLabel}
        </Button>
      )}
    </div>
  );
}
