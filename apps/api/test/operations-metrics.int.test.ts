import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/modules/jobs/jobs.service.ts';
import { freshIp, freshMobile, leaksInRun, startTestApp, type TestApp } from './harness.ts';

/**
 * /metrics (Prometheus, prom-client): off unless METRICS_ENABLED, only to the bearer of METRICS_TOKEN;
 * requests by route pattern and code with latency histograms, jobs due / failed / retried, provider
 * errors, and the PostgreSQL pool. And the managers' failed-jobs page with its retry.
 */
const TOKEN = 'metrics-token-for-the-integration-test-0123456789';
let t: TestApp;
let off: TestApp;
let managerToken: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN } });
  off = await startTestApp({ sharing: t });
  managerToken = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await off.close();
  await t.close();
});

const scrape = (authorization?: string, app = t) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** One sample's value from the exposition text, or undefined when the series is absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('is absent unless enabled, and answers only the bearer of the token', async () => {
    expect((await scrape(`Bearer ${TOKEN}`, off)).statusCode).toBe(404);
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}extra`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('process_resident_memory_bytes');
  });

  it('counts requests by route pattern and code, with a latency histogram', async () => {
    const route = 'route="/opordering/wechatapp/getDoctorDetail"';
    const before =
      sample(
        (await scrape(`Bearer ${TOKEN}`)).body,
        `http_requests_total{method="GET",${route},code="200"}`,
      ) ?? 0;
    for (const doctorId of [1, 2, 3])
      await t.call('GET', '/opordering/wechatapp/getDoctorDetail', { query: { doctorId } });
    await t.call('GET', '/no/such/route');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, `http_requests_total{method="GET",${route},code="200"}`)).toBe(before + 3);
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",${route}}`)).toBe(before + 3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",method="GET",${route}}`)).toBe(
      before + 3,
    );
    expect(text).not.toMatch(/doctorId=|getDoctorDetail\?/);
  });

  it('counts SMS and payment provider errors', async () => {
    const sms = t.ctx.sms;
    const original = sms.sendVerificationCode;
    sms.sendVerificationCode = async () => {
      throw new Error('gateway timeout');
    };
    const queryPayment = t.ctx.payments.queryPayment;
    try {
      await t.call('POST', '/online/usercenter/sendSms', { body: { mobile: freshMobile() }, ip: freshIp() });
      t.ctx.payments.queryPayment = async () => {
        throw new Error('payments gateway down');
      };
      await t.ctx.payments.queryPayment('SP0').catch(() => undefined);
    } finally {
      sms.sendVerificationCode = original;
      t.ctx.payments.queryPayment = queryPayment;
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'sprout_provider_errors_total{provider="sms",operation="sendVerificationCode"}'),
    ).toBe(1);
    expect(sample(text, 'sprout_provider_errors_total{provider="payments",operation="queryPayment"}')).toBe(
      1,
    );
  });

  it('shows jobs due, failed and retried', async () => {
    t.ctx.jobHandlers.register('metrics-test', async () => {
      throw new Error('always fails');
    });
    const later = new Date(Date.now() + 3_600_000);
    await enqueueJob(t.ctx.db, { kind: 'metrics-test', payload: {}, runAt: new Date() });
    await enqueueJob(t.ctx.db, { kind: 'metrics-test', payload: {}, runAt: new Date() });
    await enqueueJob(t.ctx.db, { kind: 'metrics-test', payload: {}, runAt: later });
    let text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'sprout_jobs_due{kind="metrics-test"}')).toBe(2);
    await t.runJobs();
    text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'sprout_job_failures_total{kind="metrics-test",outcome="retried"}')).toBe(2);
    expect(sample(text, 'sprout_jobs_due{kind="metrics-test"}')).toBe(0);
    // The last try gives up: the job is failed for good.
    await t.ctx.db.kysely
      .updateTable('jobs')
      .set({ attempts: 7 })
      .where('kind', '=', 'metrics-test')
      .execute();
    await t.runJobs(new Date(Date.now() + 2 * 3_600_000));
    text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'sprout_job_failures_total{kind="metrics-test",outcome="failed"}')).toBe(3);
    expect(sample(text, 'sprout_jobs_failed{kind="metrics-test"}')).toBe(3);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('shows the PostgreSQL pool', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'sprout_db_pool_connections{state="max"}')).toBe(4);
    expect(sample(text, 'sprout_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sprout_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sprout_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
  });
});

describe('失败任务: failed jobs for managers', () => {
  const list = (query: Record<string, string | number> = {}) =>
    t.call<{
      list: { jobId: number; kind: string; attempts: number; lastError: string | null; failedAt: string }[];
      total: number;
    }>('GET', '/api/console/jobs/failedList', {
      token: managerToken,
      query: { pageNum: 1, pageSize: 50, ...query },
    });

  it('lists failed jobs with kind, attempts, the last error without personal data, and when', async () => {
    t.ctx.jobHandlers.register('failed-list-test', async () => {
      throw new Error('SMS to 13912345678 refused; token abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
    });
    await enqueueJob(t.ctx.db, {
      kind: 'failed-list-test',
      payload: { phone: '13912345678' },
      runAt: new Date(),
    });
    await t.ctx.db.kysely
      .updateTable('jobs')
      .set({ attempts: 7 })
      .where('kind', '=', 'failed-list-test')
      .execute();
    await t.runJobs();
    const res = await list({ kind: 'failed-list-test' });
    expect(res.body.success).toBe(true);
    expect(res.body.data.total).toBe(1);
    const [job] = res.body.data.list;
    expect(job).toMatchObject({ kind: 'failed-list-test', attempts: 8 });
    expect(job?.lastError).toContain('139****5678');
    expect(res.raw).not.toContain('13912345678');
    expect(res.raw).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(Date.parse(job?.failedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('retry queues it again at once, writes an audit row, and refuses a second press', async () => {
    const [job] = (await list({ kind: 'failed-list-test' })).body.data.list;
    const jobId = Number(job?.jobId);
    const retried = await t.call('POST', '/api/console/jobs/retry', { token: managerToken, body: { jobId } });
    expect(retried.body).toMatchObject({ success: true, data: null });
    const row = await t.ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Date.parse(row.run_at)).toBeLessThanOrEqual(Date.now());
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'job.retry')
      .where('subject_id', '=', String(jobId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toEqual({ kind: 'failed-list-test' });
    expect((await list({ kind: 'failed-list-test' })).body.data.total).toBe(0);
    const again = await t.call('POST', '/api/console/jobs/retry', { token: managerToken, body: { jobId } });
    expect(again.body).toMatchObject({ success: false, code: 4009 });
    const missing = await t.call('POST', '/api/console/jobs/retry', {
      token: managerToken,
      body: { jobId: 99_999_999 },
    });
    expect(missing.body).toMatchObject({ success: false, code: 4004 });
  });
});

describe('what the alert rules read (deploy/prometheus/alerts.yml, issue 22)', () => {
  it('every metric an alert names is one this server exports, disk and notify refusals among them', async () => {
    const rules = readFileSync(new URL('../../../deploy/prometheus/alerts.yml', import.meta.url), 'utf8');
    const named = [...new Set(rules.match(/\b(sprout_[a-z_]+|http_requests_total)\b/g))];
    expect(named).toEqual(
      expect.arrayContaining(['sprout_disk_free_bytes', 'sprout_payment_notifies_refused_total']),
    );
    // A forged notify is refused and counted.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/pay/v1/notify/${t.ctx.payments.notifyPath}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"forged"}',
    });
    expect(forged.statusCode).toBe(401);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const name of named) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    expect(sample(text, 'sprout_payment_notifies_refused_total{provider="sandbox",reason="signature"}')).toBe(
      1,
    );
    const free = sample(text, 'sprout_disk_free_bytes{use="backups"}') ?? -1;
    const size = sample(text, 'sprout_disk_size_bytes{use="backups"}') ?? -1;
    expect(free).toBeGreaterThan(0);
    expect(size).toBeGreaterThanOrEqual(free);
  });
});
