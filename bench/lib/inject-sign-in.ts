import type { FastifyInstance } from 'fastify';
import { DEMO_OPERATORS } from '../../server/src/modules/demo/operators.js';

/** The demo administrator's access token, signed in through the app in process (Fastify's inject). */
export async function injectAdminToken(app: FastifyInstance): Promise<string> {
  const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { phone: admin?.phone, password: admin?.password },
  });
  return (login.json() as { data: { accessToken: string } }).data.accessToken;
}
