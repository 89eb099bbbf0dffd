/**
 * The synthetic register generator's face (`@registre/open-data/generate`): files in the open-data formats, for
 * the demo, the tests and the benchmarks. It is no importer: it only writes files, which the importers then read.
 */
export {
  GENERATED_FILE_NAMES,
  GENERATED_KINDS,
  generateRegister,
  type GenerateRegisterOptions,
  type GeneratedKind,
  type GeneratedRegister,
} from './generate-register';
/** The trade words the generator names companies with, per NAF subclass (benchmarks type them as activity words). */
export { NAF_ACTIVITIES, type NafActivity } from './data/naf-activities';
