import type { Mailer, MailMessage } from '../plugins/mail.js';
import { jobKind, worker } from './queue.js';

/**
 * One e-mail, sent by a worker off the request path; a refused or unreachable SMTP server is
 * retried with backoff instead of failing the action that wanted the mail.
 */
export const mailJob = jobKind<MailMessage>({ name: 'send-mail', retryLimit: 8 });

export const mailWorker = (mailer: Mailer) => worker(mailJob, (message) => mailer.send(message));
