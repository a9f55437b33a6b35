import { z } from 'zod';

/** Settings the public landing page needs from the server (configurable without a rebuild). */
export const publicConfigSchema = z.object({
  registrationLink: z.string(),
  schoolName: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export const publicConfigReply = z.object({ success: z.literal(true), data: publicConfigSchema });
