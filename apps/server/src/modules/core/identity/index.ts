// What other modules may use of the identity module. Identity owns the users table: other areas
// read and change users only through these functions.
export {
  captchaRoutes as opsRoutes,
  devInboxRoutes as devRoutes,
  identityWithCaptchaRoutes as merRoutes,
} from './routes.ts';
export { parseAccount, displayAccount } from './accounts.ts';
export { checkCode, markCodeUsed } from './codes.ts';
export {
  checkRegistration,
  createMainUser,
  sendCode,
  type CheckedRegistration,
} from './service.ts';
export { consumeCaptcha } from './captcha.ts';
export {
  addInviteCode,
  createUser,
  findMainUserId,
  findMerchantIdByLoginEmail,
  findUser,
  findUserByAccount,
  findUserOfMerchant,
  findUserProfile,
  hasUserWithAccount,
  listUsersByCreation,
  lockUser,
  mainUserLanguages,
  listUsersOf,
  merchantIdsWithUserMatching,
  updateUser,
  type NewUser,
  type UserPatch,
  type UserProfile,
  type UserRow,
} from './repository.ts';
