import type { ConsoleRating } from '@sprout/contract';
import { Rate, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useRatingList } from '../api/list-ratings.ts';
import { useDoctorOptions } from '../api/list-services.ts';
import { readRatingFilters, STAR_OPTIONS } from '../utils/desk-filters.ts';

/** 评价管理: every rating, newest first, by doctor and stars; an anonymous one shows only 匿名用户. */
export function RatingList() {
  const { query, filter, paging } = useListParams({ readFilters: readRatingFilters });
  const list = useRatingList(query);
  const doctors = useDoctorOptions();
  const columns: TableColumnsType<ConsoleRating> = [
    {
      title: '评分',
      key: 'stars',
      width: 150,
      render: (_, r) => (
        <Rate disabled value={r.stars} aria-label={`${r.stars} 星`} style={{ fontSize: 14 }} />
      ),
    },
    { title: '医生', dataIndex: 'doctorName', key: 'doctor', width: 100 },
    {
      title: '评价',
      key: 'text',
      render: (_, r) => (
        <Space direction="vertical" size={4}>
          {r.labels.length > 0 && (
            <Space size={4} wrap>
              {r.labels.map((l) => (
                <Tag key={l}>{l}</Tag>
              ))}
            </Space>
          )}
          <Typography.Text>
            {r.text || <Typography.Text type="secondary">（未写文字）</Typography.Text>}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '评价人',
      key: 'author',
      width: 130,
      render: (_, r) => (r.anonymous ? <Tag>匿名用户</Tag> : r.authorName),
    },
    { title: '问诊号', dataIndex: 'inquiryId', key: 'inquiry', width: 80 },
    { title: '时间', key: 'createdAt', width: 140, render: (_, r) => formatClinicDateTime(r.createdAt) },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <FilterSelect
              label="医生"
              placeholder="全部医生"
              width={220}
              searchable
              loading={doctors.isFetching}
              value={query.doctorId}
              onChange={(doctorId) => filter({ doctorId })}
              options={doctors.data ?? []}
              testId="consult-rating-doctor"
            />
            <FilterSelect
              label="星级"
              placeholder="全部星级"
              value={query.stars}
              onChange={(stars) => filter({ stars })}
              options={STAR_OPTIONS}
              testId="consult-rating-stars"
            />
          </>
        }
      />
      <PagedTable<ConsoleRating>
        rowKey="evaluationId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(r) => `consult-rating-${r.evaluationId}`}
        totalText={(count) => `共 ${count} 条评价`}
        emptyText="没有评价"
      />
    </>
  );
}
