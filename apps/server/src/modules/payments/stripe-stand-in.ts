/**
 * For tests: stands in for api.stripe.com (an external service). Answers PaymentIntent creation
 * the way Stripe does for its test cards (confirmed with the card, as the raw-card mode does), or
 * unconfirmed with a client secret (as for the Payment Element, which the page confirms);
 * retrieval; and refunds. Keeps every request and every intent it made; `confirmInPage` does what
 * Stripe.js would do in the buyer's page.
 * @example const standIn = stripeStandIn(); standIn.server.listen(0)
 */
import http from 'node:http';

/** Stripe's test cards: one that pays, one declined, one that always asks for 3-D Secure. */
export const PAYS = '4242424242424242';
export const DECLINED = '4000000000000002';
export const ASKS_3DS = '4000002760003184';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string;
}

type Intent = Record<string, unknown> & { id: string; status: string; metadata: Record<string, string> };

export function stripeStandIn() {
  const seen: Seen[] = [];
  const intents = new Map<string, Intent>();
  let made = 0;
  const method = (number: string) => ({ id: `pm_${made}`, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: number.slice(-4) } });

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const url = new URL(request.url ?? '/', 'http://stand-in');
      seen.push({ method: request.method ?? '', path: url.pathname, form, authorization: request.headers.authorization ?? '' });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${made}` });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const number = form.get('payment_method_data[card][number]');
        const intent = (status: string, card: ReturnType<typeof method> | null) => {
          const id = `pi_test_${++made}`;
          const made_: Intent = {
            id,
            object: 'payment_intent',
            amount: Number(form.get('amount')),
            currency: form.get('currency'),
            status,
            client_secret: `${id}_secret_${made}`,
            last_payment_error: null,
            metadata: Object.fromEntries([...form].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value])),
            payment_method: card,
          };
          intents.set(id, made_);
          return made_;
        };
        // No card: an intent for the Payment Element, waiting for the page to confirm it.
        if (number === null) return send(200, intent('requires_payment_method', null));
        if (number === DECLINED) {
          const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
          return send(402, { error: { ...error, payment_intent: intent('requires_payment_method', method(number)), payment_method: method(number) } });
        }
        return send(200, intent(number === ASKS_3DS ? 'requires_action' : 'succeeded', method(number)));
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieve) {
        const found = intents.get(retrieve[1] ?? '');
        return found ? send(200, found) : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        return send(200, {
          id: `re_${made}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url})` } });
    });
  });

  /** What Stripe.js does in the page: confirms the intent with a card; a decline leaves it open for another card. */
  function confirmInPage(intentId: string, number: string): Intent {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.payment_method = method(number);
    if (number === DECLINED) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    } else {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    }
    return intent;
  }

  return { server, seen, intents, confirmInPage };
}
