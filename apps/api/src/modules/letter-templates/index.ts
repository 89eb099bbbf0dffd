/** The letter-templates module's face: the catalogue and the register's prefill (the orders go through the orders module). */
import type { FastifyPluginAsync } from 'fastify';
import type { WorkerJob } from '../../worker/worker-job';
import type { CompaniesService } from '../companies';
import { letterTemplatesRoutes } from './letter-templates-routes';

export function letterTemplatesModule(deps: { companies: CompaniesService }): { routes: FastifyPluginAsync; jobs: WorkerJob[] } {
  return { routes: letterTemplatesRoutes(deps.companies), jobs: [] };
}
