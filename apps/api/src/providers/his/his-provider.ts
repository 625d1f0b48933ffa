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

export interface HisProvider {
  readonly name: string;
  /** Records of a child with this name whose guardian phone is `phone`. */
  findRecords(name: string, phone: string): Promise<PatientRecord[]>;
  createRecord(patient: NewPatient, guardianPhone: string): Promise<PatientRecord>;
  getRecord(pid: string): Promise<PatientRecord | undefined>;
}
