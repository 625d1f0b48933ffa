import { describe, expect, it } from 'vitest';
import { doctorsWith, filterChoices, specialityTerms } from './doctor-filters.ts';

const doctors = [
  { doctorId: 1, deptId: 2, deptName: '生长发育门诊', speciality: '矮小症、性早熟、骨龄评估' },
  { doctorId: 2, deptId: 2, deptName: '生长发育门诊', speciality: '生长迟缓，青春期发育' },
  { doctorId: 3, deptId: 5, deptName: '儿童过敏科', speciality: '湿疹、食物过敏' },
  { doctorId: 4, deptId: 5, deptName: '儿童过敏科', speciality: '' },
];

describe('doctor filters', () => {
  it('splits 擅长 on the separators doctors write', () => {
    expect(specialityTerms('矮小症、性早熟，骨龄评估; 湿疹 / 哮喘')).toEqual([
      '矮小症',
      '性早熟',
      '骨龄评估',
      '湿疹',
      '哮喘',
    ]);
    expect(specialityTerms('  ')).toEqual([]);
  });

  it('offers only departments and terms that lead to a doctor, once each', () => {
    expect(filterChoices(doctors, null)).toEqual({
      departments: [
        { deptId: 2, deptName: '生长发育门诊' },
        { deptId: 5, deptName: '儿童过敏科' },
      ],
      specialities: ['矮小症', '性早熟', '骨龄评估', '生长迟缓', '青春期发育', '湿疹', '食物过敏'],
    });
    expect(filterChoices(doctors, 5).specialities).toEqual(['湿疹', '食物过敏']);
  });

  it('finds the doctors of a term, within the department chosen', () => {
    expect(doctorsWith(doctors, null, '湿疹').map((d) => d.doctorId)).toEqual([3]);
    expect(doctorsWith(doctors, 2, '湿疹')).toEqual([]);
    expect(doctorsWith(doctors, 2, '性早熟').map((d) => d.doctorId)).toEqual([1]);
  });
});
