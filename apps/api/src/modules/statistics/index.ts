/** The statistics module's face: the site's counters. */
export { statisticsRoutes } from './routes';
export { statisticsService, type StatisticsService } from './service';
