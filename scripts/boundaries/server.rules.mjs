// The server's boundaries (docs/CODE_STYLE.md, "Tables and modules"):
// - every table has one owner; only the owner's repository (or the embedded provider that keeps it)
//   starts a query on it — selectFrom, insertInto, updateTable, deleteFrom, replaceInto, mergeInto;
//   another module's repository may join it read-only for display columns;
// - query building (those calls and the sql`` tag) only in repositories, src/db/ and the embedded
//   providers' own files;
// - a module's face is its `*.service.ts` files and its one `<module>.types.ts`: no file outside the
//   module imports anything else of it (the composition roots app.ts, app-context.ts and server.ts
//   excepted: they wire the entries, the registries and the job runner together);
// - no module loops: the graph of modules importing each other's faces has no cycle (a loop goes
//   through a registry on the context instead, like order kinds and session stops);
// - migrations import only db/ and packages, so a landed migration does what it did when it landed;
// - providers import no module but the jobs service (durable work is platform, like db/).
import { importsOf, resolveSpec } from './imports.mjs';

const SRC = 'apps/api/src/';

/** Table → owner: a module name (modules/<name>/) or one provider file (the embedded default that keeps it). */
export const TABLE_OWNERS = {
  users: 'accounts',
  wechat_identities: 'accounts',
  wechat_tickets: 'accounts',
  sms_codes: 'accounts',
  parent_sessions: 'sessions',
  staff_sessions: 'sessions',
  staff: 'staff',
  staff_login_throttles: 'staff',
  audit_log: 'audit',
  system_messages: 'messages',
  babies: 'babies',
  addresses: 'addresses',
  value_requests: 'value',
  order_checkouts: 'checkout',
  reconciliation_runs: 'reconciliation',
  coupon_campaigns: 'coupons',
  coupons: 'coupons',
  member_card_types: 'members',
  member_card_discounts: 'members',
  members: 'members',
  member_cards: 'members',
  points_rules: 'points',
  points_entries: 'points',
  fee_items: 'fees',
  bills: 'fees',
  bill_lines: 'fees',
  api_clients: 'fees',
  api_client_tokens: 'fees',
  facilities: 'clinic',
  departments: 'clinic',
  doctors: 'clinic',
  schedule_templates: 'clinic',
  clinic_sessions: 'clinic',
  slots: 'clinic',
  holidays: 'clinic',
  appointments: 'booking',
  orders: 'orders',
  payment_events: 'payments',
  refunds: 'payments',
  alipay_payers: 'payments',
  jobs: 'jobs',
  notices: 'notices',
  growth_measurements: 'growth',
  growth_bone_ages: 'growth',
  growth_follow_ups: 'growth',
  growth_puberty_assessments: 'growth',
  growth_evaluations: 'growth',
  evaluation_share_links: 'growth',
  encounters: 'inspection-reports',
  inspection_reports: 'inspection-reports',
  inspection_results: 'inspection-reports',
  inspection_report_files: 'inspection-reports',
  consultation_services: 'consultation',
  inquiries: 'consultation',
  inquiry_ratings: 'consultation',
  chat_conversations: 'chat',
  chat_messages: 'chat',
  chat_reads: 'chat',
  chat_tickets: 'chat',
  ai_sessions: 'ai-consult',
  ai_messages: 'ai-consult',
  staff_alerts: 'staff-alerts',
  pictures: 'pictures',
  inquiry_pictures: 'pictures',
  consult_summary_templates: 'consultation',
  inquiry_complaints: 'consultation',
  package_card_products: 'package-cards',
  package_cards: 'package-cards',
  package_card_services: 'package-cards',
  package_card_uses: 'package-cards',
  mall_goods: 'mall',
  mall_stock_entries: 'mall',
  mall_exchanges: 'mall',
  invoice_titles: 'invoices',
  invoices: 'invoices',
  invoice_orders: 'invoices',
  invoice_wishes: 'invoices',
  patient_records: 'providers/his/sprout-his.ts',
  sms_outbox: 'providers/sms/console-sms.ts',
  wechat_auth_codes: 'providers/wechat/embedded-wechat.ts',
  wechat_template_outbox: 'providers/wechat/embedded-wechat.ts',
  sandbox_trades: 'providers/payments/sandbox-payments.ts',
  sandbox_alipay_auth_codes: 'providers/payments/sandbox-payments.ts',
  rate_limit_counters: 'providers/rate-limit/database-rate-limit-store.ts',
  client_errors: 'client-errors',
};

const PROVIDER_STORES = new Set(Object.values(TABLE_OWNERS).filter((o) => o.startsWith('providers/')));

const QUERY_START =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_]+)/g;
const QUERY_BUILDING =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/g;

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** `modules/<name>/…` → name; `providers/…` → the path under src; anything else → null. */
const moduleOf = (file) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const srcPath = (file) => file.slice(SRC.length);

const isRepository = (file) => /\.repository\.ts$/.test(file);
/** The files another module may import: its services and its one types file. */
const isFace = (target, targetModule) =>
  target.endsWith('.service.ts') || target.endsWith(`/${targetModule}.types.ts`);
/** Where the app is put together: they import entries, registries and the job runner. */
const COMPOSITION_ROOTS = new Set(['app.ts', 'app-context.ts', 'server.ts'].map((f) => `${SRC}${f}`));
const isMigration = (file) => file.startsWith(`${SRC}db/migrations/`);
const mayBuildQueries = (file) =>
  isRepository(file) || file.startsWith(`${SRC}db/`) || PROVIDER_STORES.has(srcPath(file));

/**
 * The loops of the module graph (module → module → its first import site), one each, as the modules
 * in order: Tarjan's strongly connected components, then one cycle walked inside each.
 */
const moduleCycles = (graph) => {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(new Set(component));
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  // A cycle inside each component: walk from its first module along edges that stay inside it.
  return components.map((component) => {
    const start = [...component].sort()[0];
    const path = [start];
    const seen = new Set([start]);
    for (;;) {
      const here = path.at(-1);
      const onward = [...(graph.get(here)?.keys() ?? [])].filter((m) => component.has(m)).sort();
      const back = onward.find((m) => seen.has(m));
      if (back !== undefined) return path.slice(path.indexOf(back));
      const step = onward[0];
      path.push(step);
      seen.add(step);
    }
  });
};

export const checkServer = ({ files, read }) => {
  const findings = [];
  /** module → module it imports → where it first does. */
  const graph = new Map();
  const add = (file, line, rule, message) => findings.push({ file, line, rule, message });
  for (const file of files) {
    if (!file.startsWith(SRC) || file.endsWith('.test.ts')) continue;
    const text = read(file);
    const mod = moduleOf(file);
    const owner = mod ?? srcPath(file);

    if (!mayBuildQueries(file))
      for (const m of text.matchAll(QUERY_BUILDING))
        add(
          file,
          lineOf(text, m.index),
          'query-outside-repository',
          `builds a query (${m[0].trim()}) outside a repository`,
        );
    else
      for (const m of text.matchAll(QUERY_START)) {
        const tableOwner = TABLE_OWNERS[m[2]];
        if (!tableOwner)
          add(file, lineOf(text, m.index), 'table-owner', `table ${m[2]} has no owner in TABLE_OWNERS`);
        else if (tableOwner !== owner && !file.startsWith(`${SRC}db/`))
          add(
            file,
            lineOf(text, m.index),
            'table-owner',
            `${m[1]}('${m[2]}'): ${m[2]} belongs to ${tableOwner}; ask the owner`,
          );
      }

    for (const { spec, line } of importsOf(text)) {
      const target = resolveSpec(file, spec);
      if (!target?.startsWith(SRC)) continue;
      const targetModule = moduleOf(target);
      if (isMigration(file) && !target.startsWith(`${SRC}db/`)) {
        add(file, line, 'migration-imports', `a migration imports only db/ and packages (${spec})`);
        continue;
      }
      if (!targetModule || targetModule === mod) continue;
      if (mod) (graph.get(mod) ?? graph.set(mod, new Map()).get(mod)).set(targetModule, { file, line });
      if (file.startsWith(`${SRC}providers/`)) {
        // Durable jobs are platform, like db/: the payment sandbox delivers its notifies as jobs.
        if (targetModule === 'jobs' && target.endsWith('.service.ts')) continue;
        add(
          file,
          line,
          'provider-imports-module',
          `a provider imports no module but the jobs service (${spec})`,
        );
      } else if (COMPOSITION_ROOTS.has(file)) continue;
      else if (!isFace(target, targetModule))
        add(
          file,
          line,
          'foreign-module-internals',
          `imports ${spec}: not ${targetModule}'s face (its *.service.ts or ${targetModule}.types.ts); call its service`,
        );
    }
  }
  for (const cycle of moduleCycles(graph)) {
    const [from, to] = cycle;
    const at = graph.get(from)?.get(to);
    add(
      at?.file ?? SRC,
      at?.line ?? 1,
      'module-cycle',
      `modules import each other in a loop: ${[...cycle, cycle[0]].join(' → ')}; let one side register on the context instead`,
    );
  }
  return findings;
};

export const check = ({ files, read }) => checkServer({ files, read });
