// One file per area; each mirrors its migrations/NNN.do.<name>.sql. Areas append their export here.

export * from './account.js';
export * from './approvals.js';
export * from './auth.js';
export * from './business.js';
export * from './content.js';
export * from './forms.js';
export * from './monitor.js';
export * from './security.js';
export * from './settings.js';
export * from './uploads.js';
