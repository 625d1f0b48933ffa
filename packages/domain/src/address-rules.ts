/**
 * Delivery addresses (issue 15): the limits the server enforces and the forms show, and how an
 * address reads on a label. Shared by server and clients.
 */
export const ADDRESS_RULES = {
  /** Live addresses one parent may keep: a courier form, not an address book. */
  maxPerParent: 20,
  recipientMax: 20,
  detailMin: 2,
  detailMax: 100,
} as const;

export interface AddressRegionNames {
  provinceName: string;
  cityName: string;
  areaName: string | null;
}

/**
 * 广东省 深圳市 南山区; a municipality names itself once (北京市 朝阳区), a city without districts
 * (湖北省 仙桃市) stops at the city.
 */
export const addressRegionText = ({ provinceName, cityName, areaName }: AddressRegionNames): string =>
  [provinceName, cityName === provinceName ? null : cityName, areaName].filter(Boolean).join(' ');

/** The whole address on one line, as a courier label prints it (no spaces between the parts). */
export const addressLine = (a: AddressRegionNames & { detail: string }): string =>
  `${addressRegionText(a).replaceAll(' ', '')}${a.detail}`;

/** 138****8000: enough for a parent to recognise the number on a list, not enough to read it off a screen. */
export const maskMobile = (mobile: string): string =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
