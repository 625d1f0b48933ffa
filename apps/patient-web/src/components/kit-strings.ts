/** Text of the shared pieces in this folder that ui-strings.md does not give (the locale holds those). */
export const kitStrings = {
  defaultTag: '默认',
  setDefault: '设为默认',
  edit: '编辑',
  delete: '删除',
  cancel: '取消',
  addBaby: '添加宝宝',
  draftRestored: '已为您恢复上次未保存的内容',
  draftDiscard: '清除',
  kg: '公斤',
  cm: '厘米',
} as const;
