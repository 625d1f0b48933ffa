import type { ChatMessage, ChatPage, ServerFrame } from '@sprout/contract';
import { WebSocket } from 'ws';
import { addBaby } from './booking-fixtures.ts';
import { askPaid, inquiryCalls, saveService } from './consultation-support.ts';
import { loginParentFresh, type TestApp } from './harness.ts';

/** Fixtures of the chat suites: an inquiry in progress between a parent and doctor 1, and socket clients. */
export const CP = '/api/consult';
export const CK = '/api/console/consult/chat';

export interface ChatCast {
  parent: { token: string; userId: number };
  doctor: string;
  manager: string;
  babyId: number;
}

export const chatCast = async (t: TestApp): Promise<ChatCast> => {
  const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
  const parent = await loginParentFresh(t);
  const babyId = await addBaby(t, parent.token, '聊天宝');
  return { parent, doctor, manager, babyId };
};

/** A paid inquiry the doctor has accepted (问诊中). */
export const openInquiry = async (t: TestApp, cast: ChatCast): Promise<number> => {
  const inquiryId = await askPaid(t, cast.parent.token, cast.babyId, 1);
  const { accept } = inquiryCalls(() => ({ t, parent: cast.parent.token, doctor: cast.doctor }));
  const accepted = await accept(inquiryId);
  if (!accepted.body.success) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return inquiryId;
};

let clientCounter = 0;
export const newClientId = () => `t${process.pid}-${Date.now().toString(36)}-${++clientCounter}`;

export const sendText = (
  t: TestApp,
  token: string,
  inquiryId: number,
  text: string,
  clientId = newClientId(),
  staff = false,
) =>
  t.call<ChatMessage>('POST', staff ? `${CK}/add` : `${CP}/chatContentAdd`, {
    token,
    body: { inquiryId, clientId, kind: 'text', text },
  });

export const listChat = (t: TestApp, token: string, query: Record<string, number>, staff = false) =>
  t.call<ChatPage>('GET', staff ? `${CK}/list` : `${CP}/chatContentList`, { token, query });

export const ticketFor = async (t: TestApp, token: string, staff = false): Promise<string> => {
  const res = await t.call<{ ticket: string }>('POST', staff ? `${CK}/ticket` : `${CP}/chatTicket`, {
    token,
  });
  if (!res.body.success) throw new Error(`ticket failed: ${res.raw}`);
  return res.body.data.ticket;
};

/** The port the app listens on (listening once, on 127.0.0.1). */
export const listenOnce = async (t: TestApp): Promise<number> => {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return address.port;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const now = t.app.server.address();
  if (!now || typeof now !== 'object') throw new Error('not listening');
  return now.port;
};

/** A test's socket: every frame it received, and a wait for the next that matches. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: unknown): void;
  next<F extends ServerFrame>(match: (f: ServerFrame) => f is F, ms?: number): Promise<F>;
  closed: Promise<number>;
}

export const openSocket = (
  port: number,
  ticket: string,
  origin = `http://127.0.0.1:${port}`,
): Promise<TestSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?ticket=${encodeURIComponent(ticket)}`, { origin });
    const frames: ServerFrame[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data) => {
      frames.push(JSON.parse(String(data)));
      for (const w of [...waiters]) w();
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (frame) => ws.send(JSON.stringify(frame)),
        next: (match, ms = 5_000) =>
          new Promise((found, fail) => {
            let from = 0;
            const look = () => {
              for (; from < frames.length; from++) {
                const f = frames[from];
                if (f && match(f)) {
                  waiters.delete(look);
                  clearTimeout(timer);
                  frames.splice(from, 1);
                  return found(f);
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames)}`));
            }, ms);
            waiters.add(look);
            look();
          }),
      }),
    );
  });

export const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;
