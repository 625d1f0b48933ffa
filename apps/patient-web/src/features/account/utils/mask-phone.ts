/** 13800000000 → 138****0000; anything that is not an 11-digit mobile is shown as given. */
export const maskPhone = (phone: string): string =>
  /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
