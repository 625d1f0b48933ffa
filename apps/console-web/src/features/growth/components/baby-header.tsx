import { Card, Descriptions } from 'antd';
import type { ConsoleGrowthBaby } from '../api/list-measurements.ts';

/** Who the page is about: the child's name, sex, age, gestation, 就诊卡号 and the masked guardian phone. */
export function BabyHeader({ baby, reference }: { baby: ConsoleGrowthBaby; reference: 'china' | 'who' }) {
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="growth-baby-header">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3, lg: 4 }}
        title={baby.babyName}
        items={[
          { key: 'sex', label: '性别', children: baby.sex },
          { key: 'age', label: '年龄', children: `${baby.age}（${baby.birthday} 出生）` },
          {
            key: 'gestation',
            label: '出生孕周',
            children: baby.gestationalWeeks === null ? '未填写' : `${baby.gestationalWeeks} 周`,
          },
          { key: 'pid', label: '就诊卡号', children: baby.pid ?? '未建档' },
          { key: 'phone', label: '监护人手机', children: baby.guardianPhone ?? '—' },
          { key: 'reference', label: '参考标准', children: reference === 'china' ? '中国标准' : 'WHO标准' },
        ]}
      />
    </Card>
  );
}
