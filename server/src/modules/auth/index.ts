/** Accounts and sign-in: other modules create accounts and change passwords through these. */
export { presentUser } from './present-user.js';
export { changeOwnPassword, findUserByEmail, register, setPassword } from './service.js';
