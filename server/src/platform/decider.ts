// A decider: the pure heart of an aggregate. `decide` turns a command into events (or throws a
// domain error), `evolve` folds events into state. No clock, randomness or I/O inside.
export interface Decider<State, Command, Event> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** Base of every domain error: a rule said no. Controllers map each subclass to a status. */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
