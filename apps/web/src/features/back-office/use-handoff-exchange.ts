/**
 * On the area's first load, exchanges a `handoff` code found in the address for a session, and
 * takes the code out of the address at once (it must not stay in history or be shared).
 * `state` is 'exchanging' while the request runs, 'failed' when the code was used, expired or
 * unknown (the frame then asks to log in), else 'done'.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { session } from '../session/session-store';
import { exchangeHandoff } from './api';
import { takeHandoff } from './area-paths';

export type HandoffState = 'exchanging' | 'failed' | 'done';

export function useHandoffExchange(): HandoffState {
  const client = useQueryClient();
  const [code] = useState(() => takeHandoff(window.location.hash).code);
  const [state, setState] = useState<HandoffState>(code ? 'exchanging' : 'done');

  useEffect(() => {
    if (!code) return;
    const { hash } = takeHandoff(window.location.hash);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
    let live = true;
    exchangeHandoff(code).then(
      (result) => {
        session.login(result['access-token']);
        client.removeQueries({ queryKey: ['userinfo'] });
        if (live) setState('done');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [code, client]);

  return state;
}
