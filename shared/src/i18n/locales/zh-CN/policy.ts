/** 资金管控（按滚动时间窗口的补发限额；放宽须第二位管理员审批），zh-CN。 */
export const policyZh = {
  policy: {
    title: '资金管控',
    errors: {
      noChange: '这些限额已在生效，请至少修改一个值',
    },
  },
};
