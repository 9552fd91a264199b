/** Every feature module's routes; app.ts registers them in this order. */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.js';

export const featureModules: FastifyPluginAsync[] = [authRoutes];
