import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { screenshot } from './api.ts';

/**
 * The checks of issue 13's "pages every parent can read", run on one page as it stands:
 * axe-core with the WCAG 2.0/2.1/2.2 A and AA rules (serious and critical findings fail), and what
 * axe does not measure, measured in the browser: tap targets of 44x44 CSS px, text of 12 px at least
 * (14 px for body text), one main landmark, a viewport that lets the parent zoom.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Smallest tap target on a phone (WCAG 2.5.5 AAA, Apple's and Android's guidelines). */
export const MIN_TARGET_PX = 44;
/** Secondary text (captions, units, dates) may go down to this; nothing smaller. */
export const MIN_TEXT_PX = 12;
/** Body text: paragraphs and sentences. */
export const MIN_BODY_TEXT_PX = 14;

export const axeFindings = async (page: Page, exclude: readonly string[]): Promise<string[]> => {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      // label-in-name (WCAG 2.5.3) is marked experimental in axe-core and off unless asked for.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = [...n.any, ...n.all, ...n.none][0]?.message ?? n.failureSummary ?? '';
        return `axe ${v.id} (${v.impact}): ${n.target.join(' ')}: ${why}`;
      }),
    );
};

interface Measured {
  targets: string[];
  texts: string[];
  mains: number;
  viewport: string;
}

/**
 * Runs inside the page (serialised by Playwright: no imports, no closures over this module).
 * Exceptions, each with its reason:
 * - an inline link or button inside a sentence: WCAG 2.5.8's inline exception (its size is set by
 *   the line of text it sits in);
 * - a checkbox or radio inside a label: the label is the target (a tap on it toggles the control),
 *   and the label is measured instead.
 */
const measureInPage = (limits: { target: number; text: number; body: number }): Measured => {
  const nameOf = (el: Element): string => {
    const testId = el.getAttribute('data-testid');
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : cls ? `.${cls}` : ''} "${text}"`;
  };
  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // The element's box grown by an absolutely positioned ::before/::after that takes taps.
  const hitBox = (el: Element): { width: number; height: number } => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    if (getComputedStyle(el).position !== 'static')
      for (const pseudo of ['::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        if (cs.content === 'none' || cs.content === 'normal' || cs.display === 'none') continue;
        if (cs.position !== 'absolute' || cs.pointerEvents === 'none') continue;
        const [l, t, w, h] = [cs.left, cs.top, cs.width, cs.height].map(Number.parseFloat);
        if (l === undefined || t === undefined || w === undefined || h === undefined) continue;
        if (![l, t, w, h].every(Number.isFinite)) continue;
        const x = r.left + el.clientLeft + l;
        const y = r.top + el.clientTop + t;
        [left, top] = [Math.min(left, x), Math.min(top, y)];
        [right, bottom] = [Math.max(right, x + w), Math.max(bottom, y + h)];
      }
    return { width: right - left, height: bottom - top };
  };
  // A link or button that flows inside a line of text (text beside it in the same parent).
  const isInline = (el: Element): boolean => {
    if (!getComputedStyle(el).display.startsWith('inline')) return false;
    const parent = el.parentElement;
    if (!parent) return false;
    return [...parent.childNodes].some(
      (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
  };

  const targets: string[] = [];
  const selector =
    'a[href], button, input[type=checkbox], input[type=radio], [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch], label';
  for (const el of document.querySelectorAll(selector)) {
    // A label is a target when it wraps its control (a tap anywhere on it ticks the box); a label
    // beside its field only names it.
    if (el instanceof HTMLLabelElement && !(el.control && el.contains(el.control))) continue;
    if (el instanceof HTMLInputElement && el.closest('label')) continue;
    if (!shown(el) || isInline(el)) continue;
    const box = hitBox(el);
    if (box.width < limits.target - 0.5 || box.height < limits.target - 0.5)
      targets.push(`target ${Math.round(box.width)}x${Math.round(box.height)}: ${nameOf(el)}`);
  }

  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript') || !shown(parent)) continue;
    const size = Number.parseFloat(getComputedStyle(parent).fontSize);
    // Body text: a paragraph, or a run of text as long as a sentence.
    const isBody = parent.closest('p') !== null || text.length >= 20;
    const min = isBody ? limits.body : limits.text;
    if (size < min - 0.05)
      texts.push(
        `${isBody ? 'body ' : ''}text ${size}px < ${min}px: ${nameOf(parent)} "${text.slice(0, 30)}"`,
      );
  }

  const mains = [...document.querySelectorAll('main, [role=main]')].filter(shown).length;
  const viewport = document.querySelector('meta[name=viewport]')?.getAttribute('content') ?? '';
  return { targets, texts, mains, viewport };
};

/** What stops a parent who zooms: user-scalable=no, or a maximum scale under 2 (WCAG 1.4.4). */
const zoomProblem = (viewport: string): string | null => {
  const fields = new Map(
    viewport.split(',').map((f) => {
      const [k = '', v = ''] = f.split('=').map((s) => s.trim().toLowerCase());
      return [k, v] as const;
    }),
  );
  const scalable = fields.get('user-scalable');
  if (scalable === 'no' || scalable === '0') return `viewport "${viewport}" forbids zoom`;
  const max = fields.get('maximum-scale');
  if (max !== undefined && Number(max) < 2) return `viewport "${viewport}" caps zoom at ${max}`;
  return null;
};

/** Counts repeated findings once ("… (x12)"): a list of 12 equal cards has one problem, not 12. */
const tally = (lines: string[]): string[] => {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].map(([l, n]) => (n > 1 ? `${l} (x${n})` : l));
};

/**
 * Waits until the page is at rest, so that axe measures what stays on screen: no toast, nothing
 * antd-mobile animates having moved for QUIET_MS (its masks, dialogs, popups and toasts fade through
 * inline opacity and transform, and axe measures half-faded text as too low in contrast: CI failed
 * the 取消支付 dialog as it faded in, and the 评价成功 toast), and no finite CSS animation running
 * (spinners loop for ever and do not count). A toast lasts 3 s at most (spec 9).
 */
/** How long nothing may move before a page counts as at rest. */
const QUIET_MS = 400;

const settled = (page: Page) =>
  page.waitForFunction(
    (quietMs) => {
      // What antd-mobile animates (react-spring writes inline opacity and transform on its masks,
      // dialogs, popups and toasts): unchanged for quietMs means no fade has just begun or is under way.
      const moving = [...document.querySelectorAll<HTMLElement>('[style*="opacity"], [style*="transform"]')];
      const signature = moving.map((el) => el.getAttribute('style')).join('|');
      const w = window as unknown as { sproutSettle?: { signature: string; since: number } };
      const now = performance.now();
      if (w.sproutSettle?.signature !== signature) w.sproutSettle = { signature, since: now };
      const quiet = now - (w.sproutSettle?.since ?? now) >= quietMs;
      return (
        quiet &&
        document.querySelector('.adm-toast-mask') === null &&
        moving.every((el) => {
          const opacity = Number(el.style.opacity === '' ? '1' : el.style.opacity);
          return !(opacity > 0 && opacity < 1);
        }) &&
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          )
      );
    },
    QUIET_MS,
    { timeout: 8_000, polling: 50 },
  );

/**
 * Everything wrong with the page as it stands, one line each, prefixed with `name`; [] when it
 * passes. `axeExclude`: elements axe leaves out (the caller says why); the measured checks still
 * cover them. Also keeps a full-page screenshot (test-results/e2e/screens/a11y-<name>.png).
 */
export const auditPage = async (
  page: Page,
  name: string,
  { axeExclude = [] }: { axeExclude?: readonly string[] } = {},
): Promise<string[]> => {
  await settled(page);
  await screenshot(page, `a11y-${name}`);
  const measured = await page.evaluate(measureInPage, {
    target: MIN_TARGET_PX,
    text: MIN_TEXT_PX,
    body: MIN_BODY_TEXT_PX,
  });
  const zoom = zoomProblem(measured.viewport);
  const problems = [
    ...(await axeFindings(page, axeExclude)),
    ...(measured.mains === 1 ? [] : [`${measured.mains} main landmarks (want 1)`]),
    ...(zoom ? [zoom] : []),
    ...tally(measured.targets),
    ...tally(measured.texts),
  ];
  return problems.map((p) => `${name}: ${p}`);
};
