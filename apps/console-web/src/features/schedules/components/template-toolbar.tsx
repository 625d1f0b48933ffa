import { Button, Select, Space } from 'antd';
import { WEEKDAY_OPTIONS } from '../utils/template-preview.ts';
import { DoctorSelect } from './doctor-select.tsx';

interface TemplateToolbarProps {
  doctorId?: number;
  weekday?: number;
  onDoctorChange: (doctorId: number | undefined) => void;
  onWeekdayChange: (weekday: number | undefined) => void;
  onCreate: () => void;
  onGenerate: () => void;
}

export function TemplateToolbar(props: TemplateToolbarProps) {
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
        <DoctorSelect
          allowClear
          placeholder="全部医生"
          value={props.doctorId}
          onChange={props.onDoctorChange}
          testId="template-filter-doctor"
        />
        <Select<number>
          allowClear
          placeholder="全部星期"
          style={{ width: 140 }}
          value={props.weekday}
          onChange={(value) => props.onWeekdayChange(value)}
          options={WEEKDAY_OPTIONS}
          data-testid="template-filter-weekday"
        />
      </Space>
      <Space wrap>
        <Button onClick={props.onGenerate} data-testid="template-generate">
          生成号源
        </Button>
        <Button type="primary" onClick={props.onCreate} data-testid="template-create">
          新增排班
        </Button>
      </Space>
    </div>
  );
}
