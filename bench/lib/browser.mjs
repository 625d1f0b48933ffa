// Debian's Chromium for the browser figures (P1, P2, P4), and the stored login a returning parent has.
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The patient app's URL for a route (hash routing under /appointment/). */
export const appUrl = (base, route) => `${base}/appointment/#/pages/${route}`;

/**
 * What the patient app keeps in localStorage after a parent logs in (apps/patient-web/src/stores:
 * zustand's persist format), and which baby the parent last looked at.
 */
export const storedLogin = ({ token, user, currentBabyId }) => ({
  'sprout.user': JSON.stringify({
    state: { token, uid: user.uid, userId: user.userId, phone: user.phone },
    version: 1,
  }),
  ...(currentBabyId
    ? { 'sprout.currentBaby': JSON.stringify({ state: { currentBabyId }, version: 1 }) }
    : {}),
});

/**
 * Puts the stored login into the app origin's localStorage from a page that loads none of the app
 * (GET /health of the same server), so the app's files are still uncached when it is opened.
 * `page` is a Playwright or a Puppeteer page (both have goto and evaluate).
 */
export const logInPage = async (page, base, storage) => {
  await page.goto(`${base}/health`);
  await page.evaluate((items) => {
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
};
