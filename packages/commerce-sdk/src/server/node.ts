import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleMiddlewareRequest, type MiddlewareOptions } from './handler';

/**
 * The middleware as a Node `http` listener, for hosts that are not Next (Express, a plain `http.createServer`,
 * the sandbox's benchmark and tests): Node request → web `Request` → `handleMiddlewareRequest` → Node response.
 */
export function createNodeListener(
  options: MiddlewareOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
    });
    const response = await handleMiddlewareRequest(request, options);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value);
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) res.setHeader('set-cookie', setCookies);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
