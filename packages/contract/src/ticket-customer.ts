/**
 * `GET /api/admin/ticket/{id}/customer`: who wrote a support conversation, beside it in the
 * console: their last orders, wallet and last refund requests. Money is US cents.
 */
import { z } from 'zod';

/** Orders and refund requests shown at most. */
export const CUSTOMER_PANEL_ROWS = 5;

export const ticketCustomerSchema = z.object({
  user: z.object({ id: z.number(), firstname: z.string(), email: z.string(), phone: z.string(), created_at: z.string() }),
  /** `owed` is what a negative balance owes the mall (> 0), else 0. */
  wallet: z.object({ balance: z.number(), frozen: z.number(), owed: z.number() }),
  /** Newest first; `state` as the console's order filter names it (unpaid, to_ship, …, cancelled). */
  orders: z.array(z.object({ id: z.number(), order_sn: z.string(), state: z.string(), total: z.number(), created_at: z.string() })),
  /** Newest first, each with its order's number. */
  refunds: z.array(
    z.object({ id: z.number(), order_id: z.number(), order_sn: z.string(), type: z.string(), state: z.string(), amount: z.number(), created_at: z.string() }),
  ),
});
export type TicketCustomer = z.infer<typeof ticketCustomerSchema>;
