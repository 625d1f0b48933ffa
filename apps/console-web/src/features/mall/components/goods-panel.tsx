import type { MallGoods } from '@sprout/contract';
import { Button, Image, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useGoods } from '../api/mall.ts';
import { GoodsForm } from './goods-form.tsx';
import { StockDialog } from './stock-dialog.tsx';

const readFilters = () => ({});

/** 商品与库存: every goods with its stock; edit, 入库 and adjust (each change audited). */
export function GoodsPanel() {
  const { query, paging } = useListParams({ readFilters });
  const list = useGoods(query);
  const [editing, setEditing] = useState<MallGoods | 'new' | null>(null);
  const [stocking, setStocking] = useState<MallGoods | null>(null);
  const columns: TableColumnsType<MallGoods> = [
    {
      title: '图片',
      key: 'picture',
      width: 80,
      render: (_, g) =>
        g.pictureUrls[0] ? <Image src={g.pictureUrls[0]} width={48} height={48} alt={g.name} /> : '—',
    },
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '所需积分', dataIndex: 'pointsPrice', key: 'pointsPrice', width: 110 },
    { title: '库存', dataIndex: 'stock', key: 'stock', width: 90 },
    {
      title: '状态',
      key: 'enabled',
      width: 90,
      render: (_, g) => (g.enabled ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, g) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(g)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => setStocking(g)} data-testid="goods-stock">
            入库/调整
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        actions={
          <Button type="primary" onClick={() => setEditing('new')} data-testid="goods-new">
            新建商品
          </Button>
        }
      />
      <PagedTable<MallGoods>
        rowKey="goodsId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(g) => `goods-row-${g.goodsId}`}
        totalText={(n) => `共 ${n} 件商品`}
        emptyText="还没有商品"
      />
      {editing !== null ? (
        <GoodsForm goods={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {stocking ? <StockDialog goods={stocking} onClose={() => setStocking(null)} /> : null}
    </>
  );
}
