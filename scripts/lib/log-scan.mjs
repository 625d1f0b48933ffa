// Quality bar R15: no phone numbers, names, tokens, share links or WeChat codes in any log line.
// scanLog reads a server's whole output (pino's JSON lines and anything else it printed) and lists
// what it finds; the end-to-end teardown runs it on the run's log with the names, phones and codes
// the run's database holds (sensitiveValuesOf).
import { DatabaseSync } from 'node:sqlite';

/**
 * Mainland mobile numbers, not inside a longer run of digits (epoch milliseconds, ids) nor of letters
 * and digits (a request id's UUID such as …-e16748395779 holds eleven digits after a hex letter).
 */
const MOBILE = /(?<![\dA-Za-z.])1[3-9]\d{9}(?![\dA-Za-z.])/g;
/** A session token: 32 random bytes in base64url (http/bearer-token.ts). */
const SESSION_TOKEN = /(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/g;
/** A share link's token: shareId.expiryMs.signature (modules/growth/share-links.ts). */
const SHARE_TOKEN = /\b\d+\.\d{13}\.[A-Za-z0-9_-]{43}\b/g;

/**
 * The start-up banner (server.ts) is written for the person at the terminal and names the demo
 * parent's phone on purpose (the demo is refused in production). It is the lines from
 * "Sprout is running" to the first blank line; everything else is scanned.
 */
const withoutBanner = (lines) => {
  const kept = [];
  let inBanner = false;
  for (const [i, line] of lines.entries()) {
    if (line.startsWith('Sprout is running')) inBanner = true;
    else if (inBanner && line.trim() === '') inBanner = false;
    if (!inBanner) kept.push([i + 1, line]);
  }
  return kept;
};

const clip = (line, index, length) =>
  `${line.slice(Math.max(0, index - 40), index)}«…»${line.slice(index + length, index + length + 40)}`;

/**
 * Every finding in `text`: `{ line, kind, excerpt }`, the value itself hidden in the excerpt.
 * `names`, `phones` and `codes` are exact values to look for (a run's babies, parents, SMS and
 * WeChat codes); the patterns catch what no list names.
 */
export const scanLog = (text, { names = [], phones = [], codes = [] } = {}) => {
  const findings = [];
  const add = (line, kind, raw, index, length) =>
    findings.push({ line, kind, excerpt: clip(raw, index, length) });
  const exact = [
    ...names.filter((n) => n.length >= 2).map((value) => ['name', value]),
    ...phones.filter(Boolean).map((value) => ['phone', value]),
    ...codes.filter((c) => c.length >= 6).map((value) => ['code', value]),
  ];
  for (const [n, line] of withoutBanner(text.split('\n'))) {
    for (const [kind, re] of [
      ['mobile number', MOBILE],
      ['share token', SHARE_TOKEN],
      ['session token', SESSION_TOKEN],
    ])
      for (const m of line.matchAll(re)) add(n, kind, line, m.index, m[0].length);
    for (const [kind, value] of exact) {
      // A code is a whole token (a 6-digit SMS code inside a longer number is something else).
      const re = new RegExp(
        kind === 'code' ? `(?<![\\w.])${value}(?![\\w.])` : value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        'g',
      );
      for (const m of line.matchAll(re)) add(n, kind, line, m.index, m[0].length);
    }
  }
  return findings;
};

/** What a run stored that no log line may carry: names, phones, SMS codes and WeChat codes. */
export const sensitiveValuesOf = (sqlitePath) => {
  const db = new DatabaseSync(sqlitePath, { readOnly: true });
  try {
    const column = (sql) =>
      db
        .prepare(sql)
        .all()
        .map((r) => String(Object.values(r)[0] ?? ''));
    const smsCodes = column('SELECT content FROM sms_outbox').flatMap((c) => /(\d{6})/.exec(c)?.[1] ?? []);
    return {
      names: [
        ...column('SELECT name FROM babies'),
        ...column("SELECT nickname FROM users WHERE nickname IS NOT NULL AND nickname <> '微信用户'"),
        ...column('SELECT name FROM patient_records'),
      ],
      phones: [
        ...column('SELECT phone FROM users WHERE phone IS NOT NULL'),
        ...column('SELECT guardian_phone FROM patient_records'),
      ],
      codes: [...smsCodes, ...column('SELECT code FROM wechat_auth_codes')],
    };
  } finally {
    db.close();
  }
};
