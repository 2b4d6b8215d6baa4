import type { Role } from '@shop/contracts';

export class RegisterUserCommand {
  constructor(
    readonly phone: string,
    readonly password: string,
    readonly name: string,
    readonly role: Role,
    readonly via: 'phone' | 'cli',
  ) {}
}
