/** The sign-in handoff: a one-time code from the mall, exchanged on the area's own origin for a session. */
import type { LoginResult } from '@agora/contract/auth';
import { request } from '../../lib/api-client';
import type { BackOfficeArea } from './area';

export interface Handoff {
  code: string;
  url: string;
}

/** Asks for a code (valid 60 s) and the address of `target` carrying it. */
export const requestHandoff = (target: BackOfficeArea) => request<Handoff>('/customer/user/handoff', { body: { target } });

/** Exchanges a code once for a new session; quiet: the frame says itself that the link expired. */
export const exchangeHandoff = (code: string) => request<LoginResult>('/customer/login/handoff', { body: { code }, quiet: true });
