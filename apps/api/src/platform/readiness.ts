/** Whether the process takes new work: false from the moment it is told to stop (SIGTERM), so that /ready says so first. */
export interface Readiness {
  draining(): boolean;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    draining: () => draining,
    startDraining() {
      draining = true;
    },
  };
}
