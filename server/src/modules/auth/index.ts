/** Accounts and sign-in: other modules create accounts and change passwords through these. */
export { presentAccount, presentUser } from './present-user.js';
export {
  accountWasClosed,
  changeOwnPassword,
  findAccount,
  findUserByEmail,
  insertAccount,
  passwordWasSet,
  register,
  sendVerification,
  setPassword,
} from './service.js';
