/** The sign-in handoff: a one-time code that carries a session from the mall to the seller centre or admin console on their own origin. */
import { z } from 'zod';

export const HANDOFF_TARGETS = ['seller', 'admin'] as const;
export type HandoffTarget = (typeof HANDOFF_TARGETS)[number];
/** How long a code may be exchanged, in seconds. */
export const HANDOFF_TTL_SECONDS = 60;

export const createHandoffInputSchema = z.object({ target: z.enum(HANDOFF_TARGETS) });
export const handoffSchema = z.object({ code: z.string(), url: z.string() });
export type Handoff = z.infer<typeof handoffSchema>;

export const exchangeHandoffInputSchema = z.object({ code: z.string().trim().min(1).max(200) });
