import { z } from 'zod';

/**
 * One API call, declared once (docs/architecture.md, "Endpoints, declared once"): the server registers its route
 * from this (plugins/endpoints.ts), the web app calls it through the one typed client
 * (web/src/lib/api-client.ts `callApi`), and the API reference at /api/docs is generated from it.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under /api, with `:name` parameters (e.g. '/chapters/:id'). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A zod schema for JSON, or 'multipart' for a form with files (checked by the service). */
  body?: z.ZodType | 'multipart';
  /** The success reply's schema, or 'file' for a download. */
  reply: z.ZodType | 'file';
  /** The success status, when it is not 200 (201 for creations). */
  status?: 201;
}

/** Declares an endpoint, keeping its exact types for the server and the web client. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: path parameters, query and body, each as its schema accepts it. */
export type EndpointInput<E extends Endpoint> = {
  params: Sent<E['params']>;
  query: Sent<E['query']>;
  body: E['body'] extends 'multipart' ? FormData : Sent<E['body']>;
};
/** What a route handler receives once the schemas have parsed the request. */
export type EndpointRequest<E extends Endpoint> = {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
};
/** The success reply's type (what the handler returns and the client resolves with). */
export type EndpointReply<E extends Endpoint> = E['reply'] extends z.ZodType ? z.output<E['reply']> : Blob;

/** `{ success: true, message, data }`: a save, with the message the screen shows. */
export const savedReply = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
/** `{ success: true, data }`, with an optional success message. */
export const dataReply = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });
