/** What every request carries once the hooks ran: its language and, on guarded routes, the user. */
import type { Code } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { SessionUser } from '../modules/auth/session';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The code a bad (not missing) value answers on this route, instead of 1000008. */
    invalidCode?: Code;
    /** Inside the catalogue's scope: never answered from, nor stored in, the catalogue cache. */
    uncached?: boolean;
  }
}
