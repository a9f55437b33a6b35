import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.js';

/** The headers helmet's own middleware leaves on a real response. */
function helmetOnARealResponse(options: Parameters<typeof helmet>[0]) {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('X-Powered-By', 'something');
  helmet(options)(res.req, res, () => {});
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('helmet headers computed once', () => {
  const options = {
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
    },
  };

  it('are exactly what helmet sets on a response, X-Powered-By removed', () => {
    const once = helmetHeaders(options);
    expect(once).toEqual(helmetOnARealResponse(options));
    expect(once['x-powered-by']).toBeUndefined();
    expect(once['content-security-policy']).toContain("img-src 'self' data:");
    expect(once['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(once['strict-transport-security']).toBeUndefined();
  });

  it('include HSTS when asked', () => {
    expect(helmetHeaders({})['strict-transport-security']).toBe(
      helmetOnARealResponse({})['strict-transport-security'],
    );
    expect(helmetHeaders({})['strict-transport-security']).toContain('max-age=');
  });

  it('refuse a directive computed per request, which headers computed once cannot honour', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/computed per request/);
  });
});
