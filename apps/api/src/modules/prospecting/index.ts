/** The client-prospecting module's face: prospect lists (count, preview, saved searches) and their exports as orders. */
export { prospectingModule, prospectingProducers } from './prospecting-module';
