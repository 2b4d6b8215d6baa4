// Account facts on `user-<id>` streams.
import type { UserEvent, UserRegistered } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';

export type User = { status: 'new' } | { status: 'registered'; userId: string };
export const initialUser: User = { status: 'new' };

export type RegisterUser = { type: 'RegisterUser'; data: UserRegistered['data'] };
export type UserCommand = RegisterUser;

export class UserAlreadyRegistered extends DomainError {}

export function evolve(_user: User, event: UserEvent): User {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'registered', userId: event.data.userId };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}

export function decide(command: UserCommand, user: User): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (user.status !== 'new') throw new UserAlreadyRegistered(`user ${command.data.userId} exists`);
      return [{ type: 'UserRegistered', data: command.data }];
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const userDecider = { initialState: initialUser, evolve, decide };
