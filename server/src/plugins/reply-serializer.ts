import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type CompilerInput = Parameters<typeof contractSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/**
 * Replies are written by fast-json-stringify from each route's reply schema (contract/, zod),
 * turned into JSON Schema and compiled once at start-up, instead of zod walking and copying every
 * reply before JSON.stringify walks it again. Like zod, it writes only the properties the schema
 * names, so a row's other columns never leave the server. A schema JSON Schema cannot say (a
 * transform) keeps zod's serializer.
 *
 * What fast-json-stringify does not do is check: it writes a number where the contract says
 * string. So with `check` (every API test suite) each reply is also checked against the contract
 * with zod as before, and the two writings must say the same thing, or the request fails.
 */
export function replySerializerCompiler({ check }: { check: boolean }) {
  return (input: CompilerInput): Serialize => {
    const checked = contractSerializerCompiler(input) as Serialize;
    const fast = precompiled(input.schema);
    if (!fast) return checked;
    return check ? agreeing(checked, fast, `${input.method} ${input.url}`) : fast;
  };
}

/** The fast writing, refused unless the checked one (which throws on a broken contract) says the same. */
export function agreeing(checked: Serialize, fast: Serialize, route: string): Serialize {
  return (data) => {
    const expected = checked(data);
    const written = fast(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${route}: the precompiled serializer wrote ${written} where the contract says ${expected}`,
      );
    }
    return written;
  };
}

/** fast-json-stringify for a zod schema, or undefined when JSON Schema cannot describe it. */
export function precompiled(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema as ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}
