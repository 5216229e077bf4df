/** Two-factor sign-in (en-US): the second step of /login, validation and the server's refusals. */
export const twoFactorEn = {
  totp: {
    login: {
      title: 'Two-factor sign-in',
      hint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      code: 'Code',
      submit: 'Verify',
      back: 'Back to password',
      expired: 'The sign-in took too long; enter your password again.',
    },
    validation: {
      code: 'Code must be the 6 digits your authenticator app shows',
      codeOrRecovery: 'Code must be the 6 digits your authenticator app shows, or a recovery code',
      challenge: 'Challenge is missing: sign in with your password first',
    },
    errors: {
      wrongCode: 'Code is wrong or expired: enter the code your authenticator app shows now',
      codeUsed:
        'Code was used already: each code works once, so enter the next code your authenticator app shows',
      wrongRecoveryCode: 'Recovery code is wrong or used already: each recovery code works once',
      challengeGone: 'This sign-in expired or was used already; enter your password again',
      alreadyOn: 'Two-factor sign-in is on already; turn it off first',
      noSetup: 'Start the setup first: no secret is waiting for its first code',
      notOn: 'Two-factor sign-in is not on',
      stepUpRequired: 'This needs a fresh code from your authenticator app (X-OpsDeck-OTP)',
      approverNeedsTotp:
        'The policy requires two-factor sign-in for every approver: turn it on in Security settings first',
    },
  },
};
