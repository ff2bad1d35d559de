/** Notices and announcements: the reader's list, read marks, the unread count, system announcements. */
import type { FastifyInstance } from 'fastify';

export async function noticeRoutes(_server: FastifyInstance): Promise<void> {}
