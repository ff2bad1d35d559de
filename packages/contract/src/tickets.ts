/**
 * Conversations (support tickets): a buyer writes to a shop or to the mall, the shop's owner or
 * the mall's operators answer. Open when created or when the buyer writes, answered when the other
 * side replies, closed by either side.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';

export const TICKET_STATES = ['open', 'answered', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** Who wrote a message: the buyer, the shop (its owner) or the mall (an operator). */
export const TICKET_SIDES = ['buyer', 'shop', 'mall'] as const;
export type TicketSide = (typeof TICKET_SIDES)[number];

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_BODY_MAX = 5000;
/** Pictures one message may carry (the writer's own uploads). */
export const TICKET_IMAGES_MAX = 6;
/** How much of the last message a list shows. */
export const TICKET_EXCERPT_MAX = 120;

/** The writer's own uploads (POST /api/upload), a comma list or an array. */
const imagesSchema = z
  .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().trim().min(1).max(300)).max(TICKET_IMAGES_MAX))
  .default([]);
/** Required unless the message carries pictures (checked by the server: 1000009 naming `body`). */
const bodySchema = z.string().trim().max(TICKET_BODY_MAX).default('');
/** An optional id: absent or '' is none. */
const optionalId = z.preprocess((v) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v), idSchema.optional());

export const ticketCreateInputSchema = z.object({
  subject: z.string().trim().min(1).max(TICKET_SUBJECT_MAX),
  body: bodySchema,
  /** The shop to write to; absent: the mall. */
  shop_id: optionalId,
  /** One of the buyer's own orders the conversation is about (of that shop when a shop is given). */
  order_id: optionalId,
  images: imagesSchema,
});
export type TicketCreateInput = z.infer<typeof ticketCreateInputSchema>;

export const ticketReplyInputSchema = z.object({ id: idSchema, body: bodySchema, images: imagesSchema });
export type TicketReplyInput = z.infer<typeof ticketReplyInputSchema>;

export const ticketIdInputSchema = z.object({ id: idSchema });
export const ticketIdParamsSchema = z.object({ id: idSchema });

export const ticketListQuerySchema = pageQuerySchema.extend({ state: z.enum(TICKET_STATES).optional() });
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/** Who the conversation is with, seen from the buyer: a shop, or the mall (`shop` null). */
const counterpartSchema = z.object({ id: z.number(), name: z.string(), logo: z.string() }).nullable();

/** A conversation in a list. `unread`: messages from the other side the reader has not read. */
export const ticketSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  state: z.enum(TICKET_STATES),
  /** The shop written to; null: the mall. */
  shop: counterpartSchema,
  /** The buyer: their first name (the mall's operators also see their email). */
  buyer: z.object({ id: z.number(), name: z.string(), email: z.string().optional() }),
  order_id: z.number().nullable(),
  /** The last message's first characters ('' when it has only pictures) and who wrote it. */
  last_message: z.object({ excerpt: z.string(), side: z.enum(TICKET_SIDES), images: z.number() }),
  last_message_at: z.string(),
  unread: z.number(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.enum(TICKET_SIDES).nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.number(),
  side: z.enum(TICKET_SIDES),
  /** The writer's first name for buyer messages; the shop's name or '' (the mall) otherwise. */
  author: z.string(),
  body: z.string(),
  /** Upload paths. */
  images: z.array(z.string()),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A conversation with its messages, oldest first. */
export const ticketSchema = ticketSummarySchema.extend({
  order_sn: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;
