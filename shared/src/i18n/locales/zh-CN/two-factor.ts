/** 两步验证（zh-CN）：/login 的第二步、校验和服务器的拒绝。 */
export const twoFactorZh = {
  totp: {
    login: {
      title: '两步验证登录',
      hint: '请输入身份验证器应用显示的 6 位验证码，或一个恢复码。',
      code: '验证码',
      submit: '验证',
      back: '返回密码登录',
      expired: '登录已超时，请重新输入密码。',
    },
    validation: {
      code: '验证码须为身份验证器应用显示的 6 位数字',
      codeOrRecovery: '验证码须为身份验证器应用显示的 6 位数字或一个恢复码',
      challenge: '缺少登录挑战：请先用密码登录',
    },
    errors: {
      wrongCode: '验证码错误或已过期：请输入身份验证器应用当前显示的验证码',
      codeUsed: '验证码已使用过：每个验证码只能用一次，请输入身份验证器应用显示的下一个验证码',
      wrongRecoveryCode: '恢复码错误或已使用过：每个恢复码只能用一次',
      challengeGone: '本次登录已过期或已使用，请重新输入密码',
      alreadyOn: '两步验证已开启，请先关闭',
      noSetup: '请先开始设置：没有等待首个验证码的密钥',
      notOn: '两步验证未开启',
      stepUpRequired: '此操作需要身份验证器应用的最新验证码（X-OpsDeck-OTP）',
      approverNeedsTotp: '策略要求每位审批人开启两步验证：请先在安全设置中开启',
    },
  },
};
