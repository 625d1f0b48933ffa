/** Pages of the pictures feature, by the spec's route paths. */
export const PICTURE_ROUTES = {
  upload: '/pages/otherFun/uploadImg',
  albums: '/pages/otherFun/imgDetail',
  /** 图文问诊 (the consultation feature's page): opened with `babyId` and `pictureIds` (comma-separated). */
  ask: '/pages/otherFun/addSubmit',
} as const;
