/**
 * The clinic's patient records (pid), behind one small interface: Sprout's own table until a
 * hospital information system is connected (a later issue adds that HTTP adapter).
 */
export interface PatientRecord {
  pid: string;
  name: string;
  sex: '男' | '女';
  birthday: string;
  guardianPhone: string;
}

export interface NewPatient {
  name: string;
  sex: '男' | '女';
  birthday: string;
}

import type { Db } from '../../db/database.ts';

export interface HisProvider {
  readonly name: string;
  /** Records of a child with this name whose guardian phone is `phone`. */
  findRecords(name: string, phone: string): Promise<PatientRecord[]>;
  /**
   * `within` is the caller's transaction: the embedded provider writes the record in it, so a booking
   * that fails leaves no record behind; an HTTP adapter has its own system of record and ignores it.
   */
  createRecord(patient: NewPatient, guardianPhone: string, within?: Db): Promise<PatientRecord>;
  getRecord(pid: string): Promise<PatientRecord | undefined>;
}
