/** The CLI's version (cli/package.json; a test keeps them equal). */
export const CLI_VERSION = '0.1.0';
