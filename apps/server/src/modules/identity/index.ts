export { captchaRoutes, devInboxRoutes, identityMerRoutes } from './routes.ts';
export { parseAccount, displayAccount } from './accounts.ts';
export { checkCode, markCodeUsed } from './codes.ts';
export { sendCode } from './service.ts';
export { consumeCaptcha } from './captcha.ts';
export { findUserProfile, type UserProfile } from './lookups.ts';
