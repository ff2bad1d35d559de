/**
 * Who may call an `/api/admin/*` route: a user with the `admin` role holding a staff role that
 * opens the route's area (the owner opens every one). Each route module is registered for its
 * areas; a route may name its own in `config.staff`. The check runs on request, before the
 * body is read or validated, so anyone else learns nothing but 1000403 (or a token code).
 */
import { ErrorCode } from '@agora/contract/errors';
import { mayUse, type StaffArea, staffRolesText } from '@agora/contract/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { requireUser } from '../auth/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** On `/api/admin/*`: the console areas whose staff may call the route (the owner always may); [] for the owner alone. */
    staff?: StaffArea[];
  }
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = request.user;
  const areas = request.routeOptions.config.staff;
  if (!user?.roles.includes('admin') || !areas || !mayUse(user.staff, areas)) throw new AppError(ErrorCode.noPermission);
}

type Routes = (app: FastifyInstance) => Promise<void>;

/**
 * `routes` open to the staff of `areas`, unless a route names its own. The areas are written into
 * each route's OpenAPI description, which is how the reference (and the permission walk) knows.
 */
export function forStaff(areas: StaffArea[], routes: Routes): Routes {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const staff = route.config?.staff ?? areas;
      route.config = { ...route.config, staff };
      if (route.schema) route.schema = { ...route.schema, description: [route.schema.description, staffRolesText(staff)].filter(Boolean).join(' ') };
    });
    await app.register(routes);
  };
}
