import SerializerSelector, {
  type Serializer,
  type SerializerCompiler,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify compiles every route's response serializer (fast-json-stringify) while the app starts: about 7 s of CPU,
 * and their code kept in memory, for ~180 routes and their HEAD twins, most of which a process never answers. Each
 * serializer is compiled on its route's first answer instead. `compileAll` compiles the pending ones at once, so a
 * test can still prove that every response schema compiles.
 */
export function lazySerializers() {
  const pending = new Set<() => Serializer>();
  const buildDefault = SerializerSelector();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compileRoute = buildDefault(externalSchemas, options);
    return ((route) => {
      let compiled: Serializer | undefined;
      const compile = () => {
        if (!compiled) {
          compiled = compileRoute(route);
          pending.delete(compile);
        }
        return compiled;
      };
      pending.add(compile);
      return (data) => compile()(data);
    }) satisfies SerializerCompiler;
  };
  return {
    buildSerializer,
    /** Compiles every serializer not yet used; throws as startup would have for a schema that does not compile. */
    compileAll() {
      for (const compile of [...pending]) compile();
    },
  };
}
