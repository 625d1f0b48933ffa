/** The demo clinic: believable, small, and the same on every machine. */
export const DEMO_FACILITY = {
  name: '小芽儿童健康门诊（南山院区）',
  address: '广东省深圳市南山区科技园科发路8号 小芽健康中心2楼',
  phone: '0755-86001234',
  city_code: '4403',
  running_time: '周一至周日 08:30-12:00，14:00-17:30（法定节假日另行通知）',
};

export const DEMO_DEPARTMENTS = [
  { key: 'care', name: '儿童保健科', intro: '体格生长评估、喂养指导、发育筛查与预防接种咨询。' },
  { key: 'growth', name: '生长发育门诊', intro: '矮小、性早熟、生长迟缓的评估与随访，骨龄评估。' },
  { key: 'general', name: '儿科门诊', intro: '儿童常见病、多发病诊治，发热、咳嗽、腹泻等。' },
  { key: 'nutrition', name: '儿童营养科', intro: '膳食评估、超重肥胖与营养不良干预、辅食添加指导。' },
  { key: 'allergy', name: '儿童过敏科', intro: '湿疹、食物过敏、过敏性鼻炎与哮喘的评估和管理。' },
] as const;

export const DEMO_DOCTORS = [
  {
    dept: 'growth',
    name: '林晓岚',
    title: '主任医师',
    speciality: '矮小症、性早熟、骨龄评估',
    fee: 5000,
    staff: 'doctor',
  },
  { dept: 'growth', name: '周文博', title: '副主任医师', speciality: '生长迟缓、青春期发育', fee: 3000 },
  { dept: 'care', name: '陈思雨', title: '主治医师', speciality: '婴幼儿喂养、发育筛查', fee: 2000 },
  { dept: 'general', name: '王建国', title: '副主任医师', speciality: '呼吸道感染、儿童哮喘', fee: 3000 },
  { dept: 'nutrition', name: '赵敏', title: '主治医师', speciality: '儿童肥胖、挑食与营养不良', fee: 2000 },
  { dept: 'allergy', name: '刘佳怡', title: '副主任医师', speciality: '湿疹、食物过敏', fee: 3000 },
] as const;

export const DEMO_PARENT_PHONE = '13800000000';

export const DEMO_STAFF = [
  { username: 'admin', displayName: '系统管理员', role: 'admin', password: 'Sprout-admin-2026' },
  { username: 'manager', displayName: '郑经理', role: 'manager', password: 'Sprout-manager-2026' },
  { username: 'doctor', displayName: '林晓岚', role: 'doctor', password: 'Sprout-doctor-2026' },
] as const;
