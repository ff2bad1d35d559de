/** OpenAPI text for a route: what it does and every catalogue code it can answer. */
export function docs(tag: string, summary: string, codes: number[], extra: { security?: boolean } = {}) {
  const list = [200, ...codes].join(', ');
  return {
    tags: [tag],
    summary,
    description: `Answers the envelope {code, message, data}. Codes: ${list}.`,
    ...(extra.security ? { security: [{ accessToken: [] }] } : {}),
  };
}
