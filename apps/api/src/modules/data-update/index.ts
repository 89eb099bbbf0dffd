/** The data update module's face: the worker's daily job that applies the register's changes of the previous day. */
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { dataUpdateJob } from './data-update-job';

export function dataUpdateModule(platform: Platform): ApiModule {
  return { name: 'data-update', jobs: [dataUpdateJob(platform)] };
}

export { dataUpdateQueue, type DataUpdateJob } from './data-update-job';
