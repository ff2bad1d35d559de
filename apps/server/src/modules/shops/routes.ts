/** Becoming a seller: apply for a shop and read the application's state. */
import type { FastifyInstance } from 'fastify';

export async function shopRoutes(_server: FastifyInstance): Promise<void> {}
