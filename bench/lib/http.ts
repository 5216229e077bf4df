import http from 'node:http';

/**
 * One request on a keep-alive `agent`, rejecting on any status but 200; resolves with the parsed
 * body. (fetch costs the driver, which shares the cores with the server, several times more CPU.)
 */
export function requestJson(
  agent: http.Agent,
  method: 'GET' | 'POST',
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<unknown> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string | number> = { ...opts.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const path = new URL(url).pathname;
        if (res.statusCode !== 200)
          reject(new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`));
        else resolve(JSON.parse(text));
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Keep-alive HTTP GETs with a bearer token (one socket per concurrent worker). */
export function httpClient(base: string, token: string, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    /** GET `path`, rejecting on any status but 200; resolves with the parsed body. */
    get: (path: string): Promise<unknown> =>
      requestJson(agent, 'GET', `${base}${path}`, { headers: { authorization: `Bearer ${token}` } }),
    close: () => agent.destroy(),
  };
}

/** Signs in and returns the access token. */
export async function signIn(base: string, phone: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await res.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}
