// given / when / then for decider specs:
//   spec.given(tubeOpened, lockedBy('u1')).when(lockTube(...)).thenThrows(TubeLockedByOther)
import type { Decider } from '../platform/decider';

export function deciderSpec<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given(...events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenNothingHappens() {
              expect(run()).toEqual([]);
            },
            thenThrows(errorClass: abstract new (...args: never[]) => Error, check?: (error: Error) => void) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(errorClass);
              check?.(thrown as Error);
            },
          };
        },
        /** The state the given events fold into, for assertions on evolve. */
        state,
      };
    },
  };
}
