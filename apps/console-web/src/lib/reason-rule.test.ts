import { api } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { reasonMaxLength, reasonProblem, reasonToSend } from './reason-rule.ts';

const deleteReport = api.inspectionReports.consoleDeleteReport.body.shape.reason;
const deleteFile = api.inspectionReports.consoleDeleteFile.body.shape.reason;
const deleteMeasurement = api.growth.consoleDeleteMeasurement.body.shape.reason;
const stopSession = api.clinicAdmin.stopSessions.body.shape.reason;

describe('the reason a dialog asks for, by the contract', () => {
  it('is required: empty, blank or missing is refused in the words the server uses', () => {
    for (const schema of [deleteReport, deleteFile, deleteMeasurement]) {
      for (const value of ['', '   ', '\n', undefined, null])
        expect(reasonProblem(schema, value)).toBe('请写明删除原因');
    }
    expect(reasonProblem(stopSession, ' ')).toBe('请输入停诊原因');
  });

  it('is at most the contract’s length, counted after trimming', () => {
    for (const schema of [deleteReport, deleteMeasurement, stopSession]) {
      expect(reasonMaxLength(schema)).toBe(100);
      expect(reasonProblem(schema, '字'.repeat(100))).toBeUndefined();
      expect(reasonProblem(schema, ` ${'字'.repeat(100)} `)).toBeUndefined();
    }
    expect(reasonProblem(deleteReport, '字'.repeat(101))).toBe('原因不能超过100个字');
    expect(reasonProblem(stopSession, '字'.repeat(101))).toBe('停诊原因不能超过100个字');
  });

  it('is sent trimmed, as the server keeps it', () => {
    expect(reasonProblem(stopSession, '医生外出会诊')).toBeUndefined();
    expect(reasonToSend(stopSession, '  医生外出会诊 \n')).toBe('医生外出会诊');
  });
});
