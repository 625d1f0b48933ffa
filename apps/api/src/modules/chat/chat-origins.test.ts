import { describe, expect, it } from 'vitest';
import { allowedOrigins, isOriginAllowed, originCheck } from './chat-origins.ts';

describe('the chat socket origin check', () => {
  const allowed = allowedOrigins({
    PUBLIC_BASE_URL: 'https://clinic.example.cn/appointment/',
    CHAT_ALLOWED_ORIGINS: 'https://m.clinic.example.cn, not a url',
  });

  it('allows the public base URL, the listed origins and the host the request came to', () => {
    expect([...allowed]).toEqual(['https://clinic.example.cn', 'https://m.clinic.example.cn']);
    expect(isOriginAllowed('https://clinic.example.cn', 'internal:8080', allowed)).toBe(true);
    expect(isOriginAllowed('https://m.clinic.example.cn', 'internal:8080', allowed)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:8080', '127.0.0.1:8080', allowed)).toBe(true);
    // nginx's $host carries no port.
    expect(isOriginAllowed('https://localhost:8443', 'localhost', allowed)).toBe(true);
  });

  it("refuses another site's page, another port of a host given with its port, and nonsense", () => {
    expect(isOriginAllowed('https://evil.example', 'clinic.example.cn', allowed)).toBe(false);
    expect(isOriginAllowed('http://127.0.0.1:9999', '127.0.0.1:8080', allowed)).toBe(false);
    expect(isOriginAllowed('null', '127.0.0.1:8080', allowed)).toBe(false);
    expect(isOriginAllowed('https://evil.example', undefined, allowed)).toBe(false);
  });

  it('lets a client that sends no Origin (not a browser) through to the ticket check', () => {
    expect(isOriginAllowed(undefined, 'clinic.example.cn', allowed)).toBe(true);
  });

  it('lets the Vite dev servers (localhost pages proxied with another Host) in outside production only', () => {
    const settings = { PUBLIC_BASE_URL: undefined, CHAT_ALLOWED_ORIGINS: undefined };
    const dev = originCheck({ ...settings, isProduction: false });
    const production = originCheck({ ...settings, isProduction: true });
    expect(dev('http://localhost:5173', '127.0.0.1:8080')).toBe(true);
    expect(production('http://localhost:5173', '127.0.0.1:8080')).toBe(false);
    expect(dev('https://evil.example', '127.0.0.1:8080')).toBe(false);
  });
});
