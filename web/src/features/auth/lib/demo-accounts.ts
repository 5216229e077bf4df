import type { Role } from '@opsdeck/shared/catalogue';

/** The demo operators the server seeds on an empty database (issue 2), shown on the login page. */
export const DEMO_ACCOUNTS: readonly { role: Role; phone: string; password: string }[] = [
  { role: 'admin', phone: '13800000001', password: 'Admin@123' },
  { role: 'user', phone: '13800000002', password: 'User@1234' },
];
