// Parents for the benchmarks, made through the real API: SMS code from the dev outbox, login, a baby.
// Each parent's SMS comes from its own X-Forwarded-For address (the server runs with TRUST_PROXY), so
// the per-address SMS limit of R4 does not cap how many parents a run can make.

const json = async (base, method, path, { body, token, ip, query } = {}) => {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await res.json();
  if (!res.ok || !answer.success)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
};
export const postJson = (base, path, body, token, ip) => json(base, 'POST', path, { body, token, ip });
export const getJson = (base, path, query, token, ip) => json(base, 'GET', path, { query, token, ip });

/** Logs a parent in through the SMS flow; returns what the app stores: `{ token, uid, userId, phone }`. */
export const loginParentUser = async (base, mobile, ip) => {
  await postJson(base, '/online/usercenter/sendSms', { mobile, purpose: 'login' }, undefined, ip);
  const outbox = await getJson(base, '/dev/sms-outbox', { mobile }, undefined, ip);
  const code = outbox.list.find((m) => m.code)?.code;
  if (!code) throw new Error(`no SMS code for ${mobile} in the dev outbox`);
  return postJson(base, '/online/usercenter/userLogin', { mobile, code }, undefined, ip);
};

/** Logs a parent in through the SMS flow; returns the session token. */
export const loginParent = async (base, mobile, ip) => (await loginParentUser(base, mobile, ip)).token;

export const addBaby = async (base, token, name, ip) =>
  (
    await postJson(
      base,
      '/online/usercenter/addBabyInfo',
      { babyName: name, sex: '女', birthday: '2022-05-05', guardianConsent: true },
      token,
      ip,
    )
  ).babyId;

/** `count` new parents with one baby each, `concurrency` at a time: `[{ token, babyId, ip }]`. */
export const makeParents = async (base, count, { stem = '136', concurrency = 20 } = {}) => {
  const parents = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const ip = `10.${100 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
      const mobile = `${stem}${String(i).padStart(8, '0')}`;
      const token = await loginParent(base, mobile, ip);
      parents[i] = { token, babyId: await addBaby(base, token, `压测${i}`, ip), ip, mobile };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return parents;
};
