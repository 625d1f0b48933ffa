import type { ConsoleDoctor } from '@sprout/contract';
import { Alert } from 'antd';
import { QrCardModal } from '../../../components/qr-card-modal.tsx';
import { useDoctorQrCode } from '../api/doctor-qr-code.ts';

/** 医生预约二维码: the card a clinic prints so parents book this doctor by scanning it. */
export function DoctorQrModal({ doctor, onClose }: { doctor: ConsoleDoctor; onClose: () => void }) {
  const qr = useDoctorQrCode(doctor.doctorId);
  return (
    <QrCardModal
      title="医生预约二维码"
      testId="doctor-qr"
      qr={qr}
      name={doctor.name}
      subtitle={`${doctor.departmentName} · ${doctor.title}`}
      caption={`微信扫一扫，预约${doctor.name}医生`}
      copied="预约链接已复制"
      onClose={onClose}
      notes={
        doctor.status === 'stopped' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title="该医生已停用：家长扫码后会看到「状态异常」，无法预约。"
          />
        )
      }
    />
  );
}
