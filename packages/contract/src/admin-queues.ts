/**
 * What waits for the operators' decision, queue by queue: the console's overview and its menu
 * show each count. Only the queues the caller's staff roles open are answered.
 */
import { z } from 'zod';
import type { StaffArea } from './staff';

export const ADMIN_QUEUES = ['applications', 'products', 'stock', 'topups', 'withdrawals', 'refunds', 'support'] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

/** The console area each queue belongs to. */
export const QUEUE_AREA: Record<AdminQueue, StaffArea> = {
  applications: 'catalogue',
  products: 'catalogue',
  stock: 'catalogue',
  topups: 'finance',
  withdrawals: 'finance',
  refunds: 'orders',
  support: 'support',
};

/** `GET /admin/queues`: the count waiting in each queue the caller may open (the others are absent). */
export const adminQueuesSchema = z.object(
  Object.fromEntries(ADMIN_QUEUES.map((queue) => [queue, z.number().optional()])) as Record<AdminQueue, z.ZodOptional<z.ZodNumber>>,
);
export type AdminQueues = Partial<Record<AdminQueue, number>>;
