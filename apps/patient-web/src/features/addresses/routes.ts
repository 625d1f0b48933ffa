/** Pages of the address feature, by the spec's route paths. */
export const ADDRESS_ROUTES = {
  list: '/pages/newFun/addressManage',
  edit: '/pages/newFun/addAddress',
} as const;

/**
 * 收货地址 in select mode: a page that needs an address (the points mall's exchange) opens
 * `${ADDRESS_ROUTES.list}?mode=select&selectedId=<id>`; the tapped address lands in
 * stores/picked-address.ts and the list goes back.
 */
export const SELECT_MODE = 'select';
