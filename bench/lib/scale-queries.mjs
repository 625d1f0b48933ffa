// P10's reads: each as a call on a server's base URL, with the sessions and ids valid at both sizes.

/** Fails loudly on anything but a success envelope, so a broken query cannot look fast. */
export const expectOk = async (res) => {
  const text = await res.text();
  if (!res.ok || !text.startsWith('{"success":true')) throw new Error(`${res.status} ${text.slice(0, 200)}`);
};

/** The reads measured, given a server's base URL and the sessions and ids valid on both databases. */
export const readQueries = (ids) => {
  const parent = { authorization: `Bearer ${ids.parentToken}`, 'content-type': 'application/json' };
  const doctor = { authorization: `Bearer ${ids.doctorToken}` };
  const get = (base, path, query, headers = {}) =>
    fetch(`${base}${path}?${new URLSearchParams(query)}`, { headers }).then(expectOk);
  const post = (base, path, body) =>
    fetch(`${base}${path}`, { method: 'POST', headers: parent, body: JSON.stringify(body) }).then(expectOk);
  return [
    [
      'appointment list (pageAppointment)',
      (b) => post(b, '/opordering/wechatapp/pageAppointment', { pageNum: 1, pageSize: 10 }),
    ],
    [
      'appointment detail',
      (b) => get(b, '/opordering/wechatapp/getAppointmentDetail', { weId: ids.weId }, parent),
    ],
    [
      "a baby's appointments (getAppointmentListByPatient)",
      (b) =>
        post(b, '/api/opordering/patientAppointment/getAppointmentListByPatient', {
          pageNum: 1,
          pageSize: 10,
          babyId: ids.babyId,
        }),
    ],
    [
      "a baby's growth curve (heightCurve)",
      (b) => post(b, '/online/usercenter/heightCurve', { babyId: ids.babyId }),
    ],
    [
      "a baby's measurements (measurementList)",
      (b) => post(b, '/api/growth/measurementList', { pageNum: 1, pageSize: 10, babyId: ids.babyId }),
    ],
    [
      'system messages (pageSysMsg)',
      (b) => post(b, '/opordering/wechatapp/pageSysMsg', { pageNum: 1, pageSize: 10 }),
    ],
    [
      'points ledger with balance (积分明细)',
      (b) => get(b, '/opordering/wechatapp/points/details', { pageNum: 1, pageSize: 10 }, parent),
    ],
    [
      'unread messages (getSysMsgUnreadCount)',
      (b) => get(b, '/opordering/wechatapp/getSysMsgUnreadCount', {}, parent),
    ],
    [
      'month slots (getMonthView)',
      (b) => get(b, '/opordering/wechatapp/getMonthView', { doctorId: 1, month: ids.month }),
    ],
    [
      "a history month's slots (getMonthView)",
      (b) => get(b, '/opordering/wechatapp/getMonthView', { doctorId: 1, month: ids.historyMonth }),
    ],
    [
      "doctor's day (console, 52 patients)",
      (b) =>
        get(
          b,
          '/api/console/clinic/doctor/today',
          { date: ids.historyDay, pageNum: 1, pageSize: 10 },
          doctor,
        ),
    ],
  ];
};
