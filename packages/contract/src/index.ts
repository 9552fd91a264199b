export * from './define';
export * from './fields';
export * from './entities';
export * from './calls';
export * from './extensions';
export * from './account';
export * from './all-calls';
export { buildOpenApi, type OpenApiDocument, type OpenApiOperation, type OpenApiOptions } from './openapi';
