import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { JobDefinition } from '../platform';
import type { AuthDependencies } from './auth';

/** What a module's routes may use of the HTTP application besides their own module: the accounts (auth's face). */
export interface WebContext {
  auth: AuthDependencies;
}

/**
 * The contract every module's face returns, read by both processes (modules/module-list.ts): the API
 * registers its routes and defines its jobs' queues (to send to them); the worker defines the same
 * queues and runs the jobs' handlers on their schedules.
 */
export interface ApiModule {
  /** The module's folder name, for logs and tests. */
  readonly name: string;
  /** Its HTTP routes, registered in their own Fastify scope. */
  routes?(app: FastifyInstance, web: WebContext): Promise<void>;
  /** Its jobs, one file each beside the module. */
  readonly jobs?: readonly JobDefinition[];
  /**
   * What an API process does before it answers its first request (e.g. publishing content/). Run only
   * by an app built on the processes' platform, not by one on the in-memory platform of the tests.
   */
  onStart?(logger: FastifyBaseLogger): Promise<void>;
}

/** The face of a module made of routes only (the register's read-only modules). */
export function routesModule(name: string, plugin: FastifyPluginAsync): ApiModule {
  return {
    name,
    async routes(app) {
      await app.register(plugin);
    },
  };
}
