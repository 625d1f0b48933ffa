import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export const getDoctorQrCode = (doctorId: number) =>
  callApi(api.clinicAdmin.doctorQrCode, { query: { doctorId } });

/** The doctor's booking link and its QR code as SVG text; it only changes with the public address. */
export function useDoctorQrCode(doctorId: number) {
  return useQuery({
    queryKey: [...CLINIC_SETUP_KEY, 'qr-code', doctorId],
    queryFn: () => getDoctorQrCode(doctorId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
