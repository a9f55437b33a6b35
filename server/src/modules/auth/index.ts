/** Accounts and sign-in: other modules create accounts and change passwords through these. */
export { presentAccount, presentUser } from './present-user.js';
export {
  auditPasswordSet,
  changeOwnPassword,
  findAccount,
  findUserByEmail,
  insertAccount,
  register,
  sendVerification,
  setPassword,
} from './service.js';
