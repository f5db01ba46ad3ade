import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify compiles every route's request validators (ajv) and response serializers
 * (fast-json-stringify) when the app starts: some 600 ms of one core for this app's routes, on
 * every start of every server and test app, most of which answer a handful of routes. These
 * compilers are Fastify's own, each schema compiled the first time a request or an answer needs
 * it, then kept. What a request gets is the same; a schema that cannot compile fails the route
 * that uses it instead of the start, which `__tests__/server/site/schemas.test.ts` guards
 * against by compiling every route's schemas (`build({ eagerSchemas: true })`).
 */

type Compiled = ((data: unknown, context?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};

function lazily<Route>(
  compile: (route: Route) => Compiled,
  { validator }: { validator: boolean },
): (route: Route) => Compiled {
  return (route) => {
    let compiled: Compiled | undefined;
    const run: Compiled = (data, context) => {
      compiled ??= compile(route);
      const result = compiled(data, context);
      // Fastify reads a failed validation's errors from the function it called.
      run.errors = compiled.errors;
      return result;
    };
    // Fastify passes an ajv validator its parent object (so that it may coerce a root value)
    // when the function has a schemaEnv, which only the compiled one has: pass it always.
    if (validator) run.schemaEnv = true;
    return run;
  };
}

const validators = AjvCompiler();
const serializers = SerializerSelector();

/** `schemaController.compilersFactory` for `Fastify()`: the default compilers, lazily. */
export const lazyCompilersFactory = {
  buildValidator: (...args: Parameters<typeof validators>) =>
    lazily(validators(...args) as unknown as (route: unknown) => Compiled, { validator: true }),
  buildSerializer: (...args: Parameters<typeof serializers>) =>
    lazily(serializers(...args) as unknown as (route: unknown) => Compiled, { validator: false }),
};
