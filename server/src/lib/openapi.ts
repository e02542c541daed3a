import type { SwaggerOptions } from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

type Transform = Parameters<typeof jsonSchemaTransform>[0]

/**
 * The OpenAPI document /docs serves (and docs/product.md's API table is written from): the zod
 * schemas as JSON Schema, and which routes need the bearer token — all but `config.public`.
 */
export const openApiOptions = {
  openapi: {
    info: { title: 'Bidfut API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  },
  transform(input: Transform) {
    const transformed = jsonSchemaTransform(input)
    if (input.route.config?.public)
      return { ...transformed, schema: { ...transformed.schema, security: [] } }
    return transformed
  },
} satisfies SwaggerOptions
