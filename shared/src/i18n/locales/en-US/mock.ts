/** English (en-US) answers of the in-browser mock API (`npm run dev:mock`): the spec's mock login texts. */
export const mockEn = {
  mock: {
    usernameRequired: 'username cannot be empty',
    passwordRequired: 'password cannot be empty',
    wrongCredentials: 'wrong account or password',
  },
};
