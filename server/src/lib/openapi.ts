import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger'

/** The OpenAPI document /docs serves, and docs/product.md's API table is written from. */
export const openApiDocument = {
  info: { title: 'Bidfut API', version: '1.0.0' },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
} satisfies FastifyDynamicSwaggerOptions['openapi']

/** Every operation needs the bearer token (the document's default) but `access: 'public'`. */
export function bearerUnlessPublic(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const transformed = transform(input)
    if (input.route.config?.access !== 'public' || !transformed.schema) return transformed
    return { ...transformed, schema: { ...transformed.schema, security: [] } }
  }
}
