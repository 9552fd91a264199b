export * from './define';
export * from './fields';
export * from './calls';
export { buildOpenApi } from './openapi';
