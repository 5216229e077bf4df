import http from 'node:http';

/** Keep-alive HTTP GETs with a bearer token (one socket per concurrent worker). */
export function httpClient(base: string, token: string, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    /** GET `path`, rejecting on any status but 200; resolves with the parsed body. */
    get(path: string): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const req = http.get(
          `${base}${path}`,
          { agent, headers: { authorization: `Bearer ${token}` } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              if (res.statusCode !== 200)
                reject(new Error(`GET ${path}: ${res.statusCode} ${text.slice(0, 200)}`));
              else resolve(JSON.parse(text));
            });
          },
        );
        req.on('error', reject);
      });
    },
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
