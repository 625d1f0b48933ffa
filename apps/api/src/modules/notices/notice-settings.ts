import type { Config } from '../../config/env.ts';
import { NOTICE_KINDS, type NoticeKind } from './notice-kinds.ts';

/**
 * An approved template and how its variables are filled: `[template's name, our value's name]` pairs.
 * Written in the environment as `<template id>[:<name>[=<our name>],…]`, e.g.
 * `SMS_TEMPLATE_APPOINTMENT_REMINDER=SMS_276350012:date,time,doctor,place=facility`; without the list,
 * the template takes every value of the kind under its own name.
 */
export interface TemplateBinding {
  templateId: string;
  variables: readonly (readonly [string, string])[];
}

export interface NoticeSettings {
  /** By kind id: the SMS template of each kind that has one. */
  sms: ReadonlyMap<string, TemplateBinding>;
  /** By kind id: the official account's template of each kind that has one. */
  wechat: ReadonlyMap<string, TemplateBinding>;
}

const parseBinding = (
  name: string,
  text: string,
  kind: NoticeKind,
  problems: string[],
): TemplateBinding | null => {
  const colon = text.indexOf(':');
  const templateId = (colon < 0 ? text : text.slice(0, colon)).trim();
  if (!templateId) {
    problems.push(`${name}: the template id is missing before the ':'`);
    return null;
  }
  const list = colon < 0 ? null : text.slice(colon + 1);
  const variables = (list === null ? kind.variables.join(',') : list)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [ours = '', theirs] = entry.split('=').reverse();
      return [(theirs ?? ours).trim(), ours.trim()] as const;
    });
  const unknown = variables.filter(([, ours]) => !kind.variables.includes(ours)).map(([, ours]) => ours);
  if (unknown.length > 0) {
    problems.push(
      `${name}: ${unknown.map((v) => `'${v}'`).join(', ')} is not filled by the ${kind.label} notice (it fills ${kind.variables.join(', ')})`,
    );
    return null;
  }
  return { templateId, variables };
};

const readChannel = (
  prefix: 'SMS_TEMPLATE_' | 'WECHAT_TEMPLATE_',
  written: Readonly<Record<string, string>>,
  problems: string[],
): Map<string, TemplateBinding> => {
  const bindings = new Map<string, TemplateBinding>();
  for (const [setting, text] of Object.entries(written)) {
    const kind = NOTICE_KINDS.find((k) => k.setting === setting);
    if (!kind) {
      problems.push(
        `${prefix}${setting}: no notice of that name (known: ${NOTICE_KINDS.map((k) => k.setting).join(', ')})`,
      );
      continue;
    }
    const binding = parseBinding(`${prefix}${setting}`, text, kind, problems);
    if (binding) bindings.set(kind.id, binding);
  }
  return bindings;
};

/**
 * Reads SMS_TEMPLATE_<KIND> and WECHAT_TEMPLATE_<KIND> against the kinds in notice-kinds.ts and
 * throws, naming every problem, when a template is written wrong, names a value the code does not
 * fill, or (with a real SMS provider) a notice has no SMS template: Aliyun sends only approved
 * templates, so a missing one would fail every such text in production. Parsed once per configuration
 * (it never changes while an app runs; every notice and every send reads it), keyed by the configuration
 * object so that two apps in one process keep their own.
 */
const parsed = new WeakMap<Config, NoticeSettings>();

export const readNoticeSettings = (config: Config): NoticeSettings => {
  const known = parsed.get(config);
  if (known) return known;
  const settings = parseNoticeSettings(config);
  parsed.set(config, settings);
  return settings;
};

const parseNoticeSettings = (config: Config): NoticeSettings => {
  const problems: string[] = [];
  const sms = readChannel('SMS_TEMPLATE_', config.noticeTemplates.sms, problems);
  const wechat = readChannel('WECHAT_TEMPLATE_', config.noticeTemplates.wechat, problems);
  if (config.SMS_PROVIDER === 'aliyun')
    for (const kind of NOTICE_KINDS)
      if (!sms.has(kind.id) && !problems.some((p) => p.startsWith(`SMS_TEMPLATE_${kind.setting}:`)))
        problems.push(
          `SMS_TEMPLATE_${kind.setting}: Aliyun SMS needs the approved template of the ${kind.label} notice (e.g. SMS_123456789:${kind.variables.join(',')})`,
        );
  if (problems.length > 0)
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { sms, wechat };
};

/** The template's variables filled from the notice's values. */
export const fillTemplate = (binding: TemplateBinding, values: Readonly<Record<string, string>>) =>
  Object.fromEntries(binding.variables.map(([theirs, ours]) => [theirs, values[ours] ?? '']));
