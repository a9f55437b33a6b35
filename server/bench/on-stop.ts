/**
 * What a bench undoes when it is stopped (Ctrl-C, SIGTERM) instead of running to its end. Without
 * it the embedded PostgreSQL servers it started, and the rush's server process, ran on as orphans
 * (three were found still running from stopped runs), holding their data folders in /tmp.
 */
type Step = () => unknown;
const steps = new Set<Step>();

/** Adds a step to undo on a stop (the last added runs first); returns the call that removes it. */
export function undoOnStop(step: Step) {
  steps.add(step);
  return () => {
    steps.delete(step);
  };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping what the bench started`);
    for (const step of [...steps].reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`could not undo a step: ${(error as Error).message}`);
      }
    }
    // Exits as a process ended by that signal would; the 'exit' handlers remove the data folders.
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}
