/**
 * The live-chat widget (spec §1): where website config names a `service_url`, that service's
 * script is the chat, loaded once the page is idle (after `load`, then an idle moment), never on
 * the first paint; the chat button then opens it. Without one, the button opens our own
 * conversation with the mall. The operator picks the service, so the script is whatever they
 * named: opening it tries the common widgets' calls and announces `agora:chat-open` for others.
 * @example chatTarget('') // { kind: 'ours' }
 * @example whenIdle(() => injectWidget(url)) // later, once: <script src=url async>
 */

export type ChatTarget = { kind: 'widget'; src: string } | { kind: 'ours' };

/** Which chat the button opens, from website config's `service_url`. */
export function chatTarget(serviceUrl: string | undefined): ChatTarget {
  const src = serviceUrl?.trim() ?? '';
  return /^https?:\/\//i.test(src) ? { kind: 'widget', src } : { kind: 'ours' };
}

const MARK = 'data-agora-chat-widget';

/** Adds the widget's script to the page, once (a second call with the same address adds nothing). */
export function injectWidget(src: string, doc: Document = document): HTMLScriptElement {
  const present = [...doc.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)].find((s) => s.getAttribute('src') === src);
  if (present) return present;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(MARK, '');
  doc.body.appendChild(script);
  return script;
}

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `work` after the page has loaded and the browser is idle; answers a cancel. */
export function whenIdle(work: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const onIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) idle = win.requestIdleCallback(() => !cancelled && work(), { timeout: 4000 });
    else timer = win.setTimeout(() => !cancelled && work(), 1500) as unknown as number;
  };
  const onLoad = () => onIdle();
  if (win.document.readyState === 'complete') onIdle();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

type ChatWindow = Window & {
  Tawk_API?: { maximize?: () => void };
  $crisp?: unknown[];
  Intercom?: (command: string) => void;
  zE?: (...args: string[]) => void;
  LiveChatWidget?: { call: (command: string) => void };
  tidioChatApi?: { open: () => void };
};

/** Opens the loaded widget: the common services' calls, and an event for any other. */
export function openWidget(win: ChatWindow = window as ChatWindow): void {
  try {
    win.Tawk_API?.maximize?.();
    win.$crisp?.push(['do', 'chat:open']);
    win.Intercom?.('show');
    win.zE?.('messenger', 'open');
    win.LiveChatWidget?.call('maximize');
    win.tidioChatApi?.open();
  } catch {
    /* a widget that is not ready yet: the event below still tells the others */
  }
  win.dispatchEvent(new CustomEvent('agora:chat-open'));
}
