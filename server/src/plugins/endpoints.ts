import type { Endpoint, EndpointReply, EndpointRequest } from '@sabora/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from './auth.js';

type Handler<E extends Endpoint> = (
  request: FastifyRequest & EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/**
 * Registers the route of an endpoint the contract declares (contract/src/endpoint.ts): its path,
 * the schemas that parse the request and check the reply, the success status, who may call it.
 * The handler gets the parsed params, query and body with the contract's types.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  /** Who may call it, or the whole route config when it needs more (a rate limit). */
  access: Access | (FastifyContextConfig & { access: Access }),
  handler: NoInfer<Handler<E>>,
  /** Fastify route options beyond the endpoint's (e.g. `attachValidation` to clean up after a 400). */
  options: { attachValidation?: boolean } = {},
) {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: typeof access === 'object' && 'access' in access ? access : { access },
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && endpoint.body !== 'multipart' && { body: endpoint.body }),
      ...(endpoint.reply !== 'file' && { response: { [endpoint.status ?? 200]: endpoint.reply } }),
    },
    handler: async (request, reply) => {
      const result = await handler(request as FastifyRequest & EndpointRequest<E>, reply);
      // Set only once the handler succeeded: a failure keeps the status its error names.
      if (endpoint.status && !reply.sent) reply.status(endpoint.status);
      return result;
    },
  });
}
