/** Money controls (re-issue limits over rolling windows; four eyes on weakening them), en-US. */
export const policyEn = {
  policy: {
    title: 'Money controls',
    errors: {
      noChange: 'These limits are in effect already; change at least one value',
    },
  },
};
