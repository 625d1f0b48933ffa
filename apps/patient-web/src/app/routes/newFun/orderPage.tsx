import { OrderForm } from '../../../features/booking/components/order-form.tsx';

/** 填写订单 */
export default function OrderPage() {
  return <OrderForm />;
}
