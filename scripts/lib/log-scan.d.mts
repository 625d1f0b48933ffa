// Types of log-scan.mjs for the TypeScript that imports it (the end-to-end teardown).

export interface LogFinding {
  line: number;
  kind: string;
  /** The line around the finding, the value itself hidden. */
  excerpt: string;
}
export interface SensitiveValues {
  names?: string[];
  phones?: string[];
  codes?: string[];
}
export declare const scanLog: (text: string, values?: SensitiveValues) => LogFinding[];
export declare const sensitiveValuesOf: (sqlitePath: string) => Required<SensitiveValues>;
