import { QrDoctorEntry } from '../../../features/booking/components/qr-doctor-entry.tsx';

/** 预约挂号 from a clinic's QR code (custom navigation bar) */
export default function QrBookingPage() {
  return <QrDoctorEntry />;
}
