import type { DeepStringRecord } from '../../types.js';
import type { mockEn } from '../en-US/mock.js';

/** 模拟接口（`npm run dev:mock`）的中文提示。 */
export const mockZh: DeepStringRecord<typeof mockEn> = {
  mock: {
    usernameRequired: '用户名不能为空',
    passwordRequired: '密码不能为空',
    wrongCredentials: '账号或者密码错误',
  },
};
