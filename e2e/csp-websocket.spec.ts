import { expect, test } from './support/fixtures.ts';

/**
 * The page CSP's connect-src names only our own origin (decision 0013): in Chromium a WebSocket to
 * this server is allowed under 'self' (no CSP violation; it then fails for want of a socket route),
 * and one to any other host is blocked by the policy.
 */
test('a page may open a WebSocket to its own origin and to no other host', async ({ page, server }) => {
  await page.goto('/appointment/');
  const attempt = (url: string) =>
    page.evaluate(
      (target) =>
        new Promise<{ blocked: boolean }>((resolve) => {
          let blocked = false;
          const onViolation = (e: SecurityPolicyViolationEvent) => {
            if (e.effectiveDirective === 'connect-src') blocked = true;
          };
          document.addEventListener('securitypolicyviolation', onViolation);
          const done = () => {
            document.removeEventListener('securitypolicyviolation', onViolation);
            resolve({ blocked });
          };
          try {
            const socket = new WebSocket(target);
            socket.onopen = () => socket.close();
            // Chromium reports a socket refused by the CSP with an error event and may never send the
            // close event, so either ends the attempt (the violation event comes before both).
            let ended = false;
            const end = () => {
              if (ended) return;
              ended = true;
              setTimeout(done, 200);
            };
            socket.onerror = end;
            socket.onclose = end;
          } catch {
            blocked = true;
            done();
          }
        }),
      url,
    );
  const own = server.url.replace(/^http/, 'ws');
  expect(await attempt(`${own}/no-socket-here`)).toEqual({ blocked: false });
  expect(await attempt('ws://203.0.113.7:9/elsewhere')).toEqual({ blocked: true });
  expect(await attempt('wss://example.com/elsewhere')).toEqual({ blocked: true });
});
