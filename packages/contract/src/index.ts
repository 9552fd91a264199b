export * from './define';
export * from './fields';
export * from './entities';
export * from './calls';
export { buildOpenApi } from './openapi';
